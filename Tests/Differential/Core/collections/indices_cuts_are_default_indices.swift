// The cuts of a String's, a Set's or a ClosedRange's `indices` are `DefaultIndices` again (its
// SubSequence), and they still subscript their collection.
let s = "héllo"
let i = s.indices
print(type(of: i.dropFirst()), type(of: i.prefix(2)), type(of: i.suffix(2)), type(of: i.dropLast()))
print(i.dropFirst(), i.prefix(2))
print(i.dropFirst().count, i.prefix(2).count, i.suffix(9).count, i.dropLast(2).count)
for p in i.dropFirst(3) {
    print(s[p], terminator: "")
}
print()
print(i.dropFirst().map { s[$0] })
print(i.dropFirst(2).dropLast().map { s[$0] })
print(String(i.prefix(2).map { s[$0] }))
let st: Set<Int> = [4]
print(type(of: st.indices.dropFirst()), st.indices.dropFirst().count)
print(st.indices.prefix(1).map { st[$0] })
let cr = 1...4
print(cr.indices.dropFirst().map { cr[$0] })
print(type(of: cr.indices.dropFirst()), cr.indices.dropLast())
let last2: [String.Index] = i.suffix(2)
print(last2.map { s[$0] })

// expect: DefaultIndices<String> DefaultIndices<String> DefaultIndices<String> DefaultIndices<String>
// expect: DefaultIndices<String>(_elements: "héllo", _startIndex: 1[utf8], _endIndex: 6[utf8]) DefaultIndices<String>(_elements: "héllo", _startIndex: 0[any], _endIndex: 3[utf8])
// expect: 4 2 5 3
// expect: lo
// expect: ["é", "l", "l", "o"]
// expect: ["l", "l"]
// expect: hé
// expect: DefaultIndices<Set<Int>> 0
// expect: [4]
// expect: [2, 3, 4]
// expect: DefaultIndices<ClosedRange<Int>> DefaultIndices<ClosedRange<Int>>(_elements: ClosedRange(1...4), _startIndex: (extension in Swift):Swift.ClosedRange<Swift.Int>.Index.inRange(1), _endIndex: (extension in Swift):Swift.ClosedRange<Swift.Int>.Index.inRange(4))
// expect: ["l", "o"]
