// A Substring's indices are its base's UTF-8 positions: its DefaultIndices, its iterator and
// cuts of them print them as Swift does.
let s = "héllo"
print(s.indices.first!, s.indices.last!, s.indices.count)
print(s.indices.contains(s.firstIndex(of: "l")!))
print(s.dropFirst().indices)
print(s.indices.dropFirst())
print("".indices)
for i in s.indices.dropFirst(3) { print(i, s[i]) }
let tail = s.dropFirst(2)
var it = tail.makeIterator()
print(it)
_ = it.next()
print(it.next()!, it)
print(type(of: it))
for i in s.indices.reversed().prefix(2) { print(i) }

// expect: 0[any] 5[utf8] 5
// expect: true
// expect: DefaultIndices<Substring>(_elements: "éllo", _startIndex: 1[utf8], _endIndex: 6[utf8])
// expect: DefaultIndices<String>(_elements: "héllo", _startIndex: 1[utf8], _endIndex: 6[utf8])
// expect: DefaultIndices<String>(_elements: "", _startIndex: 0[any], _endIndex: 0[utf8])
// expect: 4[utf8] l
// expect: 5[utf8] o
// expect: IndexingIterator<Substring>(_elements: "llo", _position: 3[utf8])
// expect: l IndexingIterator<Substring>(_elements: "llo", _position: 5[utf8])
// expect: IndexingIterator<Substring>
// expect: 5[utf8]
// expect: 4[utf8]
