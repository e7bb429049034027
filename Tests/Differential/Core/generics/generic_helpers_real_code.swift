// Generic helpers as real code writes them: T() through an init requirement, reduce(.zero, +),
// T(count), a generic struct's operator, and lazy properties whose type the value says.
protocol Makeable { init() ; var name: String { get } }
struct A: Makeable { var name: String { "A" } }
struct B: Makeable { var name = "B" }
func make<T: Makeable>(_ type: T.Type) -> T { T() }
func makeTwo<T: Makeable>() -> [T] { [T(), T()] }
print(make(A.self).name, make(B.self).name)
let bs: [B] = makeTwo()
print(bs.map(\.name))
func total<T: Numeric>(_ xs: [T]) -> T { xs.reduce(.zero, +) }
print(total([1, 2]), total([0.5]))
func average<T: BinaryFloatingPoint>(_ xs: [T]) -> T { xs.isEmpty ? 0 : xs.reduce(0, +) / T(xs.count) }
print(average([1.0, 2.0, 4.0]), average([Float]()))
func clamp<T: Comparable>(_ x: T, _ lo: T, _ hi: T) -> T { min(max(x, lo), hi) }
print(clamp(5, 0, 3), clamp(-1.5, 0, 1))
func lerp<T: FloatingPoint>(_ a: T, _ b: T, _ t: T) -> T { a + (b - a) * t }
print(lerp(0.0, 10, 0.25))
struct Vec<T: Numeric> { var x: T; var y: T
    static func + (l: Vec<T>, r: Vec<T>) -> Vec<T> { Vec<T>(x: l.x + r.x, y: l.y + r.y) }
    var lengthSquared: T { x * x + y * y }
}
print(Vec(x: 1, y: 2) + Vec(x: 3, y: 4), Vec(x: 1.5, y: 2).lengthSquared)
final class Model {
    lazy var formatter: String = { "fmt" }()
    lazy var items = [1, 2, 3]
    lazy var name = "model"
}
let m = Model()
print(m.formatter, m.items, m.name)

// expect: A B
// expect: ["B", "B"]
// expect: 3 0.5
// expect: 2.3333333333333335 0.0
// expect: 3 0.0
// expect: 2.5
// expect: Vec<Int>(x: 4, y: 6) 6.25
// expect: fmt [1, 2, 3] model
