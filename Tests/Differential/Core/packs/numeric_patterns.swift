// Arithmetic on `each T: Numeric` works per element with its own type, a context fixes the
// result pack's types (`(Int8, Double)` makes the literal 3 an Int8), and `type(of: each x)`
// names each element's type.
func doubled<each T: Numeric>(_ x: repeat each T) -> (repeat each T) { (repeat (each x) * 2) }
print(doubled(1, 2.5))
let d: (Int8, Double) = doubled(3, 1.5)
print(d)
func typesOf<each T>(_ x: repeat each T) { repeat print(type(of: each x)) }
typesOf(1, "s", [2.0], Int8(3))
func sum<each T: BinaryInteger>(_ x: repeat each T) -> Int {
    var s = 0
    for v in repeat each x { s += Int(v) }
    return s
}
print(sum(1, Int8(2), UInt(3)))

// expect: (2, 5.0)
// expect: (6, 3.0)
// expect: Int
// expect: String
// expect: Array<Double>
// expect: Int8
// expect: 6
