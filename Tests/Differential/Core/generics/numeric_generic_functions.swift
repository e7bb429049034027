// Arithmetic on generic parameters constrained to the number protocols: literals become T.
func sum<T: Numeric>(_ xs: [T]) -> T {
    var total: T = 0
    for x in xs { total += x }
    return total
}
func twice<T: AdditiveArithmetic>(_ x: T) -> T { x + x }
func half<T: FloatingPoint>(_ x: T) -> T { x / 2 }
func zero<T: AdditiveArithmetic>(_ x: T) -> T { .zero }
func mid<T: BinaryInteger>(_ a: T, _ b: T) -> T { (a + b) / 2 }
func negated<T: SignedNumeric>(_ x: T) -> T { -x * 1 }
func scaled<T: BinaryFloatingPoint>(_ x: T) -> T { x * 0.5 + 1 }
func clampSum<T: Numeric & Comparable>(_ xs: [T], limit: T) -> T {
    let total = sum(xs)
    return total > limit ? limit : total
}
print(sum([1, 2, 3]), sum([0.5, 0.25]), sum([Double]()), sum([Int]()))
print(twice(3), twice(2.5), half(5.0), zero(3), zero(2.5), mid(3, 8), mid(UInt8(7), 9))
print(negated(4), negated(1.5), scaled(3.0), scaled(Float(1)))
print(clampSum([4, 5, 6], limit: 10), clampSum([0.5], limit: 2))

// expect: 6 0.75 0.0 0
// expect: 6 5.0 2.5 0 0.0 5 8
// expect: -4 -1.5 2.5 1.5
// expect: 10 0.5
