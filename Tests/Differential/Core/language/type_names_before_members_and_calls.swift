// A type's name stays a value's start where Swift allows it: `.self`, `type(of:)`, `.init`,
// static members, calls, `[T]()`, and a metatype passed to a generic function.
struct Point: Hashable {
    var x = 0
    static let origin = Point()
    static func make(_ x: Int) -> Point { Point(x: x) }
}
func name<T>(of type: T.Type) -> String { "\(type)" }
let metatype = Point.self
print(metatype, type(of: Point.origin), name(of: Point.self), name(of: Int.self))
print(Point.init(x: 3).x, Point.origin.x, Point.make(4).x, Point(x: 5).x)
var points = [Point]()
points.append(Point())
print(points.count, [Point: Int]().isEmpty, Array<Int>().count)
var hasher = Hasher()
hasher.combine(Point(x: 1))
print(Point(x: 1).hashValue == Point(x: 1).hashValue, type(of: hasher.finalize()))
let t: Any.Type = Int.self
print(t == Int.self, t is Int.Type)

// expect: Point Point Point Int
// expect: 3 0 4 5
// expect: 1 true 0
// expect: true Int
// expect: true true
