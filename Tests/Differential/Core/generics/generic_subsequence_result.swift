// C.SubSequence as a generic function's result: a cut (dropFirst, c[i..<j]) of a non-ASCII String is
// a Substring with the String's indices, of an array an ArraySlice, of a Range<Int> a Range.
func tail<C: Collection>(_ c: C) -> C.SubSequence { c.dropFirst() }
func mid<C: Collection>(_ c: C, _ i: C.Index, _ j: C.Index) -> C.SubSequence { c[i..<j] }
let s = "héllo 🇫🇷!"
let t = tail(s)
print(t, type(of: t), t.startIndex, t[t.startIndex])
print("[\(mid(s, s.index(after: s.startIndex), s.firstIndex(of: "🇫🇷")!))]")
print(tail([1, 2, 3]), mid([1, 2, 3], 1, 3), type(of: mid([1, 2, 3], 1, 3)))
print(tail(1..<5), type(of: tail(1..<5)))

// expect: éllo 🇫🇷! Substring 1[utf8] é
// expect: [éllo ]
// expect: [2, 3] [2, 3] ArraySlice<Int>
// expect: 2..<5 Range<Int>
