// A top-level function does not hide a standard library function of the same name and another
// signature: with `func swap(left:right:)` declared, `swap(&a, &b)` is still `Swift.swap`, and
// `max` beside a user `max(of:)` is still the standard one.
func swap<E: Equatable>(left: inout E, right: inout E) {
    guard left != right else { return }
    (left, right) = (right, left)
}
func max(of values: [Int]) -> Int { values.reduce(Int.min) { Swift.max($0, $1) } }
var f = "foo"
var b = "bar"
swap(left: &f, right: &b)
print(f, b)
swap(&f, &b)
print(f, b)
print(max(3, 7), max(of: [4, 9, 2]))

// expect: bar foo
// expect: foo bar
// expect: 7 9
