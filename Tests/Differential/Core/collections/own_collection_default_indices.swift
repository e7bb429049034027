// A program's own Collection whose startIndex is not 0 (or whose Index is its own type): Collection's
// defaults work in its indices: `indices` is DefaultIndices<Self> of them, index(_:offsetBy:) and
// distance(from:to:) step with its index(after:), and subscripts take those indices.
struct Five: Collection {
    var startIndex: Int { 5 }
    var endIndex: Int { 8 }
    subscript(i: Int) -> String { ["a", "b", "c"][i - 5] }
    func index(after i: Int) -> Int { i + 1 }
}
let f = Five()
print(Array(f.indices), f.indices)
print(type(of: f.indices), f.indices.count, f.indices.first as Any, f.indices.contains(7))
for i in f.indices { print(i, f[i]) }
print(zip(f.indices, f).map { "\($0)=\($1)" })
for (n, x) in f.enumerated() { print(n, x) }
print(f.index(f.startIndex, offsetBy: 2), f.index(6, offsetBy: 0), f.distance(from: 5, to: 8), f.distance(from: 6, to: 7))
print(f.index(5, offsetBy: 2, limitedBy: 6) as Any, f.index(5, offsetBy: 1, limitedBy: 7) as Any)
print(f[f.index(f.startIndex, offsetBy: 1)], f.indices.map { f[$0] }, f.indices.filter { $0 != 6 })
struct Mark: Comparable {
    var k: Int
    static func < (a: Mark, b: Mark) -> Bool { a.k < b.k }
}
struct Glyphs: Collection {
    var text: [Character]
    var startIndex: Mark { Mark(k: 1) }
    var endIndex: Mark { Mark(k: text.count + 1) }
    func index(after i: Mark) -> Mark { Mark(k: i.k + 1) }
    subscript(i: Mark) -> Character { text[i.k - 1] }
}
let l = Glyphs(text: ["x", "y", "z"])
print(Array(l.indices))
print(l.index(l.startIndex, offsetBy: 2), l.distance(from: l.startIndex, to: l.endIndex), l[l.index(l.startIndex, offsetBy: 1)])
for i in l.indices where i.k > 1 { print(i.k, l[i]) }

// expect: [5, 6, 7] DefaultIndices<Five>(_elements: main.Five(), _startIndex: 5, _endIndex: 8)
// expect: DefaultIndices<Five> 3 Optional(5) true
// expect: 5 a
// expect: 6 b
// expect: 7 c
// expect: ["5=a", "6=b", "7=c"]
// expect: 0 a
// expect: 1 b
// expect: 2 c
// expect: 7 6 3 1
// expect: nil Optional(6)
// expect: b ["a", "b", "c"] [5, 7]
// expect: [main.Mark(k: 1), main.Mark(k: 2), main.Mark(k: 3)]
// expect: Mark(k: 3) 3 y
// expect: 2 y
// expect: 3 z
