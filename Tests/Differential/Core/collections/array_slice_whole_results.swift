// Members of an ArraySlice that do not cut it give arrays (`filter`, `map`, `sorted`); its
// `reversed()` is a ReversedCollection of the slice; its indices are its base's.
let a = [10, 20, 30, 40, 50]
let slice = a[1...3]
print(slice.indices, type(of: slice.indices), slice.startIndex, slice.endIndex)
print(slice.filter { $0 > 15 }, type(of: slice.filter { $0 > 15 }))
print(slice.map { $0 * 2 }, type(of: slice.map { $0 * 2 }))
print(slice.sorted(by: >), type(of: slice.sorted()))
print(Array(slice.reversed()), type(of: slice.reversed()))
for x in slice.reversed() { print(x, terminator: ";") }
print()
print(slice.firstIndex(of: 30) as Any, slice.reversed().first as Any)
for i in slice.indices { print(i, slice[i]) }
print(type(of: slice.dropFirst()), slice.dropFirst(), type(of: slice.prefix(2)), slice.prefix(2))
var s = "hello"
let tail = s.dropFirst(2)
s.insert("X", at: s.startIndex)
s.insert(contentsOf: "ab", at: s.endIndex)
var t = "world"
t.insert(contentsOf: tail, at: t.startIndex)
print(s, t, s.indices.count)

// expect: 1..<4 Range<Int> 1 4
// expect: [20, 30, 40] Array<Int>
// expect: [40, 60, 80] Array<Int>
// expect: [40, 30, 20] Array<Int>
// expect: [40, 30, 20] ReversedCollection<ArraySlice<Int>>
// expect: 40;30;20;
// expect: Optional(2) Optional(40)
// expect: 1 20
// expect: 2 30
// expect: 3 40
// expect: ArraySlice<Int> [30, 40] ArraySlice<Int> [20, 30]
// expect: Xhelloab lloworld 8
