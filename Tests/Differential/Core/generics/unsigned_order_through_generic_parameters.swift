// A UInt above Int.max passed as a generic T orders as unsigned: < and > on T (Comparable or
// BinaryInteger) and max()/min()/sorted() of a [T]; its arithmetic and printing stay unsigned.
let v: UInt = 9223372036854775809
print(v)
func twice<T: BinaryInteger>(_ x: T) { print(x / 2, x % 10, x - 1, x > 5, x.description) }
twice(v)
func sum<T: Numeric>(_ xs: [T]) -> T { xs.reduce(0, +) }
print(sum([v, 1]), sum([UInt8(200), 55]))
func biggest<T: Comparable>(_ xs: [T]) -> T? { xs.max() }
print(biggest([v, 1]) as Any, biggest([UInt(1), UInt.max])!)
func lt<T: Comparable>(_ a: T, _ b: T) -> Bool { a < b }
print(lt(UInt(1), UInt.max), lt(UInt.max, 1))
func order<T: Comparable>(_ xs: [T]) -> [T] { xs.sorted() }
print(order([UInt.max, 2, 9223372036854775808]), [UInt(5), UInt.max].min()!)

// expect: 9223372036854775809
// expect: 4611686018427387904 9 9223372036854775808 true 9223372036854775809
// expect: 9223372036854775810 255
// expect: Optional(9223372036854775809) 18446744073709551615
// expect: true false
// expect: [2, 9223372036854775808, 18446744073709551615] 5
