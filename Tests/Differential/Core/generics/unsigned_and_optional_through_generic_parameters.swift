// A UInt above Int.max or an Optional passed as a generic T keeps its type where T is printed,
// interpolated or made Any (print(x), "\(x)", [T], (T, U), T?, a generic struct's property).
func show<T>(_ x: T) { print(x) }
func interp<T>(_ x: T) -> String { "<\(x)>" }
func desc<T: CustomStringConvertible>(_ x: T) -> String { x.description }
func all<T>(_ xs: [T]) { print(xs, xs.count) }
func opt<T>(_ x: T?) { print(x as Any, x == nil) }
func pair<T, U>(_ t: T, _ u: U) { print((t, u)) }
let u = UInt.max
show(u)
show(Optional(3))
show(Optional<Int>.none)
show([u, 1])
show((u, Int8(-1)))
print(interp(u), interp(Optional(u)), desc(u), desc(UInt64.max))
all([u])
all([Optional(u), nil])
opt(u)
opt(Optional<UInt>.none)
pair(u, Optional("s"))
struct Box<T> {
    var value: T
    func show() { print(value, "\(value)") }
}
Box(value: u).show()
Box(value: Optional(2.5)).show()
let anyU: Any = u
show(anyU)

// expect: 18446744073709551615
// expect: Optional(3)
// expect: nil
// expect: [18446744073709551615, 1]
// expect: (18446744073709551615, -1)
// expect: <18446744073709551615> <Optional(18446744073709551615)> 18446744073709551615 18446744073709551615
// expect: [18446744073709551615] 1
// expect: [Optional(18446744073709551615), nil] 2
// expect: Optional(18446744073709551615) false
// expect: nil true
// expect: (18446744073709551615, Optional("s"))
// expect: 18446744073709551615 18446744073709551615
// expect: Optional(2.5) Optional(2.5)
// expect: 18446744073709551615
