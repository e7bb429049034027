// A literal beside a value of a generic number type in a function or type: `1` is a `T`, a
// `Double` for `Offset<Double>` and an `Int` for `Offset<Int>`; float literals need
// `BinaryFloatingPoint`; comparisons, `T.zero`, `T(1)` and `reduce(0, +)` likewise.
import Foundation
struct Offset<T: Numeric> {
    var v: T
    func next() -> T { v + 1 }
    var doubled: T { v * 2 }
    mutating func bump() { v += 1 }
    func list() -> [T] { [v, v + 1, 2] }
}
print(Offset<Double>(v: 2).next(), Offset<Int>(v: 2).next(), Offset(v: 2.5).next(), Offset<CGFloat>(v: 2).next())
var p = Offset<Double>(v: 2)
p.bump()
print(p.v, p.doubled, p.list(), Offset<Float>(v: 1).list())
func grow<T: BinaryFloatingPoint>(_ x: T) -> T { x * 2.5 }
print(grow(2.0), grow(Float(2)), grow(CGFloat(1)))
func twice<T: BinaryInteger>(_ x: T) -> T { x * 2 }
print(twice(5), twice(UInt8(7)), twice(Int16(-3)))
func plusZero<T: AdditiveArithmetic>(_ x: T) -> T { x + .zero + T.zero }
print(plusZero(1.5), plusZero(2))
struct Converted<T: BinaryFloatingPoint> { var v: T; func more() -> T { T(1) + v } }
print(Converted<Double>(v: 4).more(), Converted<Float>(v: 4).more())
struct Sign<T: Comparable & Numeric> { var v: T; func positive() -> Bool { v > 0 }; func clamped() -> T { v < 0 ? 0 : v } }
print(Sign<Double>(v: 2).positive(), Sign<Double>(v: -2).clamped(), Sign<Int>(v: -1).positive())
func total<T: Numeric>(_ xs: [T]) -> T { xs.reduce(0, +) }
print(total([1.5, 2.5]), total([1, 2, 3]), total([Float]()))
func mean<T: BinaryFloatingPoint>(_ xs: [T]) -> T { xs.reduce(0, +) / T(xs.count) }
print(mean([1.0, 2, 4]), mean([Float(1), 2]))
func clampToTen<T: Comparable & Numeric>(_ x: T) -> T { max(0, min(x, 10)) }
print(clampToTen(12.5), clampToTen(-3), clampToTen(4))
func isTwo<T: Numeric>(_ x: T) -> Bool { x == 2 }
print(isTwo(2.0), isTwo(Float(2)), isTwo(3))

// expect: 3.0 3 3.5 3.0
// expect: 3.0 6.0 [3.0, 4.0, 2.0] [1.0, 2.0, 2.0]
// expect: 5.0 5.0 2.5
// expect: 10 14 -6
// expect: 1.5 2
// expect: 5.0 5.0
// expect: true 0.0 false
// expect: 4.0 6 0.0
// expect: 2.3333333333333335 1.5
// expect: 10.0 0 4
// expect: true true false
