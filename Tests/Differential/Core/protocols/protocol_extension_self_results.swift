// `Self` in a protocol extension: `static func make() -> Self { Self() }`, `.init()`, `[Self]`,
// `Self?`, an instance method returning `Self(…)`, on structs, final and non-final classes
// (with `required init`), and through a generic parameter.
protocol Makeable { init() }
extension Makeable {
    static func make() -> Self { Self() }
    static func pair() -> [Self] { [Self(), .init()] }
}
struct Counter: Makeable { var count = 3 }
class Node: Makeable {
    required init() {}
    class func build() -> Self { Self() }
    func who() -> String { "Node" }
}
class Leaf: Node { override func who() -> String { "Leaf" } }
print(Counter.make().count, Counter.pair().count)
print(Node.make().who(), Leaf.make().who())
print(Node.build().who(), Leaf.build().who())
let leaf: Leaf = Leaf.make()
print(leaf.who(), Leaf.pair().map { $0.who() })

protocol Shape2 {
    init(side: Double)
    var side: Double { get }
}
extension Shape2 {
    static func unit() -> Self { Self.init(side: 1) }
    func doubled() -> Self { Self(side: side * 2) }
    static func many(_ n: Int) -> [Self] { (1...n).map { Self(side: Double($0)) } }
    static func maybe(_ ok: Bool) -> Self? { ok ? .init(side: 9) : nil }
}
struct Square: Shape2 { var side: Double }
final class Triangle: Shape2 {
    let side: Double
    init(side: Double) { self.side = side }
}
print(Square.unit().side, Square(side: 3).doubled().side)
print(Triangle.unit().side, Triangle(side: 2).doubled().side)
print(Square.many(3).map(\.side), Triangle.many(2).count)
print(Square.maybe(true)?.side as Any, Triangle.maybe(false)?.side as Any)
func twice<T: Shape2>(_ s: T) -> T { s.doubled().doubled() }
print(twice(Square(side: 1)).side, twice(Triangle(side: 5)).side)

// expect: 3 2
// expect: Node Leaf
// expect: Node Leaf
// expect: Leaf ["Leaf", "Leaf"]
// expect: 1.0 6.0
// expect: 1.0 4.0
// expect: [1.0, 2.0, 3.0] 2
// expect: Optional(9.0) nil
// expect: 4.0 20.0
