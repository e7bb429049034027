// `self` in a protocol extension stored into an `any P` keeps the conforming type: returned
// from a method, a computed property, a static and a mutating member, put in `[any P]`, an
// optional, a tuple, a dictionary or `Any`, passed to a function taking `any P`; `type(of:)`
// names the conformer and `as?` finds it, for structs, enums, final and non-final classes, Int,
// through a generic parameter and from `[T].map { $0 }`. `Self.self` there names the conformer too.
protocol Shape {
    init()
    var name: String { get }
}
struct Circle: Shape { var name: String { "circle" } }
enum Tile: Shape {
    case plain
    init() { self = .plain }
    var name: String { "tile" }
}
final class Square: Shape {
    var side = 2
    init() {}
    var name: String { "square" }
}
class Polygon: Shape {
    required init() {}
    var name: String { "polygon" }
}
class Hexagon: Polygon { override var name: String { "hexagon" } }
extension Int: Shape { var name: String { "int" } }

func kind(_ shape: any Shape) -> String { "\(type(of: shape))" }

extension Shape {
    func boxed() -> any Shape { self }
    var boxedProperty: any Shape { self }
    func twice() -> [any Shape] { [self, self] }
    func maybe() -> (any Shape)? { self }
    func paired() -> (any Shape, Int) { (self, 1) }
    func keyed() -> [String: any Shape] { ["k": self] }
    func anything() -> Any { self }
    func passed() -> String { kind(self) }
    mutating func stored() -> any Shape {
        let box: any Shape = self
        return box
    }
    static func fresh() -> any Shape { Self() }
    static func freshBoxed() -> any Shape { Self().boxed() }
    var selfName: String { "\(Self.self)" }
    static var staticSelfName: String { "\(Self.self)" }
}

func forward<T: Shape>(_ value: T) -> any Shape { value }
func forwardBoxed<T: Shape>(_ value: T) -> any Shape { value.boxed() }
func collect<T: Shape>(_ items: [T]) -> [any Shape] { items.map { $0 } }

let c = Circle()
print(type(of: c.boxed()), c.boxed() as? Circle != nil, c.boxed() is Square)
print(type(of: c.boxedProperty), c.twice().map { "\(type(of: $0))" })
print(type(of: c.maybe()!), type(of: c.paired().0), type(of: c.keyed()["k"]!), type(of: c.anything()))
print(c.passed(), Tile.plain.passed(), Square().passed(), Hexagon().passed(), 7.passed())
var m = Tile.plain
print(type(of: m.stored()), m.stored() as? Tile == .plain)
print(type(of: Circle.fresh()), type(of: Square.fresh()), type(of: Tile.freshBoxed()))
print(type(of: forward(c)), type(of: forwardBoxed(Square())), forwardBoxed(Square()) is Square)
print(collect([Circle(), Circle()]).map { "\(type(of: $0))" })
let square = Square()
square.side = 5
print((square.boxed() as? Square)?.side ?? -1, (square.anything() as? Square) === square)
print((Hexagon().boxed() as? Polygon)?.name ?? "-", type(of: Hexagon().boxed()), Polygon().boxed() is Hexagon)
print(type(of: 3.boxed()), 3.boxed() as? Int ?? -1)
let shapes: [any Shape] = [c, Tile.plain, square, Hexagon(), 4]
print(shapes.map { kind($0.boxed()) })
print(shapes.map { $0.twice().map(kind) })

print(c.selfName, Tile.plain.selfName, Hexagon().selfName, 5.selfName, Circle.staticSelfName, Square.staticSelfName)
print(shapes.map { $0.selfName })

// expect: Circle true false
// expect: Circle ["Circle", "Circle"]
// expect: Circle Circle Circle Circle
// expect: Circle Tile Square Hexagon Int
// expect: Tile true
// expect: Circle Square Tile
// expect: Circle Square true
// expect: ["Circle", "Circle"]
// expect: 5 true
// expect: hexagon Hexagon false
// expect: Int 3
// expect: ["Circle", "Tile", "Square", "Hexagon", "Int"]
// expect: [["Circle", "Circle"], ["Tile", "Tile"], ["Square", "Square"], ["Hexagon", "Hexagon"], ["Int", "Int"]]
// expect: Circle Tile Hexagon Int Circle Square
// expect: ["Circle", "Tile", "Square", "Hexagon", "Int"]
