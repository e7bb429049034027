// A program's type conforms to Strideable by distance(to:) and advanced(by:): it strides with
// stride(from:to:by:) and stride(from:through:by:), and compares by the distance when it declares no < or ==.
struct Meters: Strideable, CustomStringConvertible {
    var v: Int
    func distance(to other: Meters) -> Int { other.v - v }
    func advanced(by n: Int) -> Meters { Meters(v: v + n) }
    var description: String { "\(v)m" }
}
for m in stride(from: Meters(v: 0), to: Meters(v: 10), by: 3) { print(m) }
print(Array(stride(from: Meters(v: 9), through: Meters(v: 0), by: -3)))
print(Array(stride(from: Meters(v: 0), to: Meters(v: 0), by: 1)), Array(stride(from: Meters(v: 2), through: Meters(v: 2), by: 5)))
print(Meters(v: 1) < Meters(v: 2), Meters(v: 3) <= Meters(v: 2), Meters(v: 1) > Meters(v: 0), Meters(v: 4) >= Meters(v: 4))
print(Meters(v: 1) == Meters(v: 1), Meters(v: 1) != Meters(v: 2))
print([Meters(v: 3), Meters(v: 1), Meters(v: 2)].sorted(), [Meters(v: 3), Meters(v: 7)].max()!)
print(Meters(v: 5).distance(to: Meters(v: 2)), Meters(v: 5).advanced(by: 10))
let s = stride(from: Meters(v: 1), to: Meters(v: 6), by: 2)
print(s.map { $0.v * 10 }, s.contains(Meters(v: 3)))

// A Double Stride: each value is the start advanced by the stride times its step's number.
struct Seconds: Strideable {
    var t: Double
    func distance(to other: Seconds) -> Double { other.t - t }
    func advanced(by n: Double) -> Seconds { Seconds(t: t + n) }
}
print(stride(from: Seconds(t: 0), to: Seconds(t: 1), by: 0.25).map(\.t))
print(stride(from: Seconds(t: 0), through: Seconds(t: 0.3), by: 0.1).map(\.t))
print(Seconds(t: 0.5) < Seconds(t: 0.25), Seconds(t: 2) == Seconds(t: 2.0))

// expect: 0m
// expect: 3m
// expect: 6m
// expect: 9m
// expect: [9m, 6m, 3m, 0m]
// expect: [] [2m]
// expect: true false true true
// expect: true true
// expect: [1m, 2m, 3m] 7m
// expect: -3 15m
// expect: [10, 30, 50] true
// expect: [0.0, 0.25, 0.5, 0.75]
// expect: [0.0, 0.1, 0.2]
// expect: false true
