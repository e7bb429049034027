// Initialiser requirements met by a memberwise initialiser, by the `init()` of a type whose
// properties all have values, by an initialiser of the type's own and by a subclass's inherited one.
protocol Sized { init(size: Int) }
protocol Blank { init() }
struct Square: Sized { var size: Int }
struct Tile: Sized, Blank { let kind = "tile"; var size: Int = 1 }
struct Counter: Blank { var n = 4; var label: String? }
class Shape: Sized { var size: Int; required init(size: Int) { self.size = size } }
class Circle: Shape {}
struct Ring: Sized { var radius: Int; init(size: Int) { radius = size / 2 } }
func make<T: Sized>(_ type: T.Type, _ n: Int) -> T { T(size: n) }
func blank<T: Blank>() -> T { T() }
print(make(Square.self, 2), make(Tile.self, 3), make(Circle.self, 4).size, make(Ring.self, 40))
let t: Tile = blank()
let c: Counter = blank()
print(t, c)

// expect: Square(size: 2) Tile(kind: "tile", size: 3) 4 Ring(radius: 20)
// expect: Tile(kind: "tile", size: 1) Counter(n: 4, label: nil)
