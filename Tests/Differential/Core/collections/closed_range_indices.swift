// A ClosedRange<Int>'s indices are its own ClosedRange<Int>.Index (inRange/pastEnd in Swift): r[i],
// index(after:), firstIndex(of:), indices as DefaultIndices; a Range<Int>'s indices are its values.
let r = 1...5
let i = r.startIndex
print(r[i], r[r.index(after: i)], type(of: i), r.distance(from: r.startIndex, to: r.endIndex))
print(r.firstIndex(of: 3).map { r[$0] } ?? 0, r.firstIndex(of: 9) == nil, r.index(i, offsetBy: 5) == r.endIndex)
print(r.indices)
print(type(of: r.indices), r.indices.count, r.indices.map { r[$0] })
for j in (2...3).indices { print((2...3)[j]) }
let h = 0..<4
print(h.index(after: 1), h.distance(from: 1, to: 3), h.index(0, offsetBy: 4))
func lastOf<C: BidirectionalCollection>(_ c: C) -> C.Element { c[c.index(before: c.endIndex)] }
func firstIdx<C: Collection>(_ c: C) -> C.Index { c.startIndex }
print(r[firstIdx(r)], type(of: firstIdx(r)), type(of: firstIdx(h)))

// expect: 1 2 Index 5
// expect: 3 true true
// expect: DefaultIndices<ClosedRange<Int>>(_elements: ClosedRange(1...5), _startIndex: (extension in Swift):Swift.ClosedRange<Swift.Int>.Index.inRange(1), _endIndex: (extension in Swift):Swift.ClosedRange<Swift.Int>.Index.pastEnd)
// expect: DefaultIndices<ClosedRange<Int>> 5 [1, 2, 3, 4, 5]
// expect: 2
// expect: 3
// expect: 2 2 4
// expect: 1 Index Int
