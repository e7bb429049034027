// C.SubSequence of a ClosedRange, a Dictionary and a Set: the library's Slice of it, counted,
// read and turned into an array.
func tail<C: Collection>(_ c: C) -> C.SubSequence { c.dropFirst() }
let t = tail(1...4)
print(t.count, t.first!, Array(t), t.startIndex == t.endIndex)
let d = tail(["b": 2])
print(d.count, Array(tail(Set([7]))))

// expect: 3 2 [2, 3, 4] false
// expect: 0 []
