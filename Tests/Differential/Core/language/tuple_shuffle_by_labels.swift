// A tuple literal whose labels are the annotation's in another order is reordered by label
// (swiftc warns that the implicit reordering is deprecated).
let t: (first: Int, second: Int) = (second: 1, first: 2)
print(t.first, t.second, t)
func pair() -> (x: String, y: Double) {
    return (y: 1.5, x: "a")
}
print(pair())

// expect: 2 1 (first: 2, second: 1)
// expect: (x: "a", y: 1.5)
