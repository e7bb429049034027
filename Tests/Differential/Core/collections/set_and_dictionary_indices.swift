// A Set's and a Dictionary's indices are their own opaque types, not Ints: startIndex, endIndex,
// index(after:), firstIndex, index(forKey:), s[i] (an element), d[i] (a key-value pair), remove(at:).
let s: Set<Int> = [5]
let i = s.startIndex
print(s[i], type(of: i), s.index(after: i) == s.endIndex, i < s.endIndex, s.distance(from: i, to: s.endIndex))
print(s.index(i, offsetBy: 1) == s.endIndex, s.firstIndex(of: 5).map { s[$0] } ?? 0, s.firstIndex(of: 6) == nil)
let d = ["k": 1]
let e = d[d.startIndex]
print(e.key, e.value, e, type(of: d.startIndex))
print(d.firstIndex(where: { $0.value == 1 }) == d.startIndex, type(of: d.firstIndex(where: { $0.value > 5 })))
if let k = d.index(forKey: "k") { print(d[k].value, d.index(forKey: "q") == nil) }
print(s.indices.count, d.indices.count, type(of: s.indices), type(of: d.indices))
for ix in s.indices { print(s[ix]) }
var m: Set<String> = ["z"]
print(m.remove(at: m.startIndex), m.isEmpty)
var n = ["a": 2]
print(n.remove(at: n.startIndex), n)
struct Bag { var items = ["x": 3] }
let bag = Bag()
print(bag.items[bag.items.startIndex].value, bag.items.startIndex == bag.items.startIndex)
extension Collection {
    func second() -> Element? { count > 1 ? self[index(after: startIndex)] : nil }
}
print(s.second() == nil, d.second() == nil, "ab".second()!)

// expect: 5 Index true true 1
// expect: true 5 true
// expect: k 1 (key: "k", value: 1) Index
// expect: true Optional<Index>
// expect: 1 true
// expect: 1 1 DefaultIndices<Set<Int>> DefaultIndices<Dictionary<String, Int>>
// expect: 5
// expect: z true
// expect: (key: "a", value: 2) [:]
// expect: 3 true
// expect: true true b
