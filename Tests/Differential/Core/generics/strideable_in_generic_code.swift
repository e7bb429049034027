// `T: Strideable` gives a generic function T.Stride, distance(to:) and advanced(by:) on its values
// and stride(from:to:by:) over them; `where T.Stride == Int` fixes the stride's type. The numbers are
// Strideable (an integer's Stride is Int, a floating-point type's is itself).
struct Meters: Strideable, CustomStringConvertible {
    var v: Int
    func distance(to other: Meters) -> Int { other.v - v }
    func advanced(by n: Int) -> Meters { Meters(v: v + n) }
    var description: String { "\(v)m" }
}
func span<T: Strideable>(_ a: T, _ b: T) -> T.Stride { a.distance(to: b) }
print(span(Meters(v: 2), Meters(v: 7)), span(3, 10), span(1.5, 4.0), span(UInt8(200), 10))
func steps<T: Strideable>(_ a: T, _ n: Int) -> [T] where T.Stride == Int {
    var out: [T] = []
    var x = a
    for _ in 0..<n {
        out.append(x)
        x = x.advanced(by: 2)
    }
    return out
}
print(steps(Meters(v: 1), 3), steps(5, 3))
func walk<T: Strideable>(_ from: T, _ to: T, by step: T.Stride) -> [T] {
    Array(stride(from: from, to: to, by: step))
}
print(walk(Meters(v: 0), Meters(v: 7), by: 3), walk(0, 10, by: 4), walk(1.0, 0.0, by: -0.5))
func largest<T: Strideable>(_ xs: [T]) -> T? { xs.max() }
print(largest([Meters(v: 4), Meters(v: 9), Meters(v: 1)]) as Any, largest([2.5, 1.0]) as Any)
let d: Int.Stride = 4
let e: Double.Stride = 0.5
print(d, e, 5.distance(to: 9), 2.5.advanced(by: 1.0), 3.advanced(by: -5), UInt8(7).distance(to: 2))
print(Int.Stride.self, Double.Stride.self, UInt8.Stride.self, Meters.Stride.self)

// expect: 5 7 2.5 -190
// expect: [1m, 3m, 5m] [5, 7, 9]
// expect: [0m, 3m, 6m] [0, 4, 8] [1.0, 0.5]
// expect: Optional(9m) Optional(2.5)
// expect: 4 0.5 4 3.5 -2 -5
// expect: Int Double Int Int
