// A value that is not optional compared to `nil` compiles (swiftc warns): `==` is always false
// and `!=` always true, for a struct, an enum, a number and a generic parameter alike.
struct Point { var x = 0 }
enum Side { case left, right }
func isNil<T>(_ value: T) -> Bool { value == nil }
var calls = 0
func made() -> Point { calls += 1; return Point() }
let p = Point(), n = 3, side = Side.left
print(p == nil, n != nil, nil == side, isNil(5), made() == nil, calls)
let o: Int? = nil
print(o == nil, o != nil)

// expect: false true false false false 1
// expect: true false
