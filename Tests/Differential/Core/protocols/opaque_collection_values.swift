// Values of opaque collection and sequence types: count, first, dropFirst, enumerated, Array(_:), for-in.
func items() -> some Collection { ["x", "y", "z"] }
let c = items()
print(c.first as Any, c.count, c.isEmpty)
print(Array(c).count)
print(c.dropFirst().count)
for (i, x) in c.enumerated() { print(i, x) }
let ss: some Sequence = [1.5, 2.5]
for d in ss { print(d) }
let cc: some Collection = [7, 8]
print(cc.count)
func show(_ s: some Sequence) { for x in s { print(x, terminator: ",") }; print("|") }
show([1, 2]); show("hi"); show(1..<3)
func countAll(_ s: some Collection) -> Int { s.count }
print(countAll([1, 2, 3]), countAll(["a": 1]))

// expect: Optional("x") 3 false
// expect: 3
// expect: 2
// expect: 0 x
// expect: 1 y
// expect: 2 z
// expect: 1.5
// expect: 2.5
// expect: 2
// expect: 1,2,|
// expect: h,i,|
// expect: 1,2,|
// expect: 3 1
