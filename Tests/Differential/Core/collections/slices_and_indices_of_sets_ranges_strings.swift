// The cuts of a Set, a Dictionary and a ClosedRange are Slice<Base> (a ClosedRange slice prints
// its inRange/pastEnd indices); the indices of a String, a Set or a Dictionary are DefaultIndices.
let r = 1...5
let p = r.prefix(2)
print(p, type(of: p))
print(r.dropFirst(3), r.dropLast(4), r.suffix(1))
print(p.count, p.first!, p.last!, p.map { $0 * 2 }, Array(p), p.contains(2), p.reduce(0, +))
for x in r.dropFirst(3) { print(x) }
let s: Set<Int> = [7]
let t = s.prefix(1)
print(type(of: t), t.count, Array(t), type(of: s.dropFirst()), s.dropFirst().isEmpty)
let d = ["k": 3]
let u = d.dropLast(0)
print(type(of: u), u.count, u.first!.key, u.map { $0.value })
for (k, v) in d.prefix(1) { print(k, v) }
print(type(of: d.suffix(1)), type(of: r.suffix(2)), type(of: r.dropLast()))
let joined: [Int] = Array(s.prefix(1)) + Array(r.prefix(1))
print(joined, (0...3).prefix(0), (2...2).dropFirst())
print("".indices)
print("héllo".indices)
print("shape".dropFirst().indices, type(of: "shape".dropFirst(2).indices))
let word = "abc"
print(word.indices.count, word.indices.map { word[$0] }, word.indices.reversed().map { word[$0] })
print(word.indices.contains(word.startIndex), word.indices.first.map { word[$0] } ?? "?", word.indices.last.map { word[$0] } ?? "?")
for i in word.indices where word[i] != "b" { print(word.distance(from: word.startIndex, to: i)) }

// expect: Slice<ClosedRange<Int>>(_startIndex: (extension in Swift):Swift.ClosedRange<Swift.Int>.Index.inRange(1), _endIndex: (extension in Swift):Swift.ClosedRange<Swift.Int>.Index.inRange(3), _base: ClosedRange(1...5)) Slice<ClosedRange<Int>>
// expect: Slice<ClosedRange<Int>>(_startIndex: (extension in Swift):Swift.ClosedRange<Swift.Int>.Index.inRange(4), _endIndex: (extension in Swift):Swift.ClosedRange<Swift.Int>.Index.pastEnd, _base: ClosedRange(1...5)) Slice<ClosedRange<Int>>(_startIndex: (extension in Swift):Swift.ClosedRange<Swift.Int>.Index.inRange(1), _endIndex: (extension in Swift):Swift.ClosedRange<Swift.Int>.Index.inRange(2), _base: ClosedRange(1...5)) Slice<ClosedRange<Int>>(_startIndex: (extension in Swift):Swift.ClosedRange<Swift.Int>.Index.inRange(5), _endIndex: (extension in Swift):Swift.ClosedRange<Swift.Int>.Index.pastEnd, _base: ClosedRange(1...5))
// expect: 2 1 2 [2, 4] [1, 2] true 3
// expect: 4
// expect: 5
// expect: Slice<Set<Int>> 1 [7] Slice<Set<Int>> true
// expect: Slice<Dictionary<String, Int>> 1 k [3]
// expect: k 3
// expect: Slice<Dictionary<String, Int>> Slice<ClosedRange<Int>> Slice<ClosedRange<Int>>
// expect: [7, 1] Slice<ClosedRange<Int>>(_startIndex: (extension in Swift):Swift.ClosedRange<Swift.Int>.Index.inRange(0), _endIndex: (extension in Swift):Swift.ClosedRange<Swift.Int>.Index.inRange(0), _base: ClosedRange(0...3)) Slice<ClosedRange<Int>>(_startIndex: (extension in Swift):Swift.ClosedRange<Swift.Int>.Index.pastEnd, _endIndex: (extension in Swift):Swift.ClosedRange<Swift.Int>.Index.pastEnd, _base: ClosedRange(2...2))
// expect: DefaultIndices<String>(_elements: "", _startIndex: 0[any], _endIndex: 0[utf8])
// expect: DefaultIndices<String>(_elements: "héllo", _startIndex: 0[any], _endIndex: 6[utf8])
// expect: DefaultIndices<Substring>(_elements: "hape", _startIndex: 1[utf8], _endIndex: 5[utf8]) DefaultIndices<Substring>
// expect: 3 ["a", "b", "c"] ["c", "b", "a"]
// expect: true a c
// expect: 0
// expect: 2
