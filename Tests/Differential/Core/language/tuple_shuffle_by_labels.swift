// A tuple whose labels are the annotation's, the parameter's or the variable's in another order
// is reordered by label, a literal or a value (swiftc warns that the implicit reordering is deprecated).
let t: (first: Int, second: Int) = (second: 1, first: 2)
print(t.first, t.second, t)
func pair() -> (x: String, y: Double) {
    return (y: 1.5, x: "a")
}
print(pair())
let a = (second: 3, first: 4)
let b: (first: Int, second: Int) = a
print(b)
func show(_ p: (x: Int, y: Int)) { print(p.x, p.y) }
show((y: 5, x: 6))
var size: (w: Double, h: Double) = (h: 2, w: 3)
print(size.w * 10)
size = (h: 7, w: 8)
print(size)

// expect: 2 1 (first: 2, second: 1)
// expect: (x: "a", y: 1.5)
// expect: (first: 4, second: 3)
// expect: 6 5
// expect: 30.0
// expect: (w: 8.0, h: 7.0)
