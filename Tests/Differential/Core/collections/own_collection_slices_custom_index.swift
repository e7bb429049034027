// A cut of an own Collection whose Index is its own Comparable type: the Slice keeps those
// indices, reads through the base subscript, and is a Collection for a generic function.
struct Pos: Comparable { var n: Int; static func < (a: Pos, b: Pos) -> Bool { a.n < b.n } }
struct Letters: Collection {
    var text: [Character]
    var startIndex: Pos { Pos(n: 0) }
    var endIndex: Pos { Pos(n: text.count) }
    func index(after i: Pos) -> Pos { Pos(n: i.n + 1) }
    subscript(i: Pos) -> Character { text[i.n] }
}
let l = Letters(text: ["a", "b", "c"])
let s = l.dropFirst()
print(s)
print(s.startIndex, s[s.startIndex], Array(s))
func total<C: Collection>(_ c: C) -> Int { c.count }
print(total(s), total(l.prefix(2)))
let t = s.dropLast()
print(t.endIndex, String(t))
for c in l.suffix(5) { print(c) }

// expect: Slice<Letters>(_startIndex: main.Pos(n: 1), _endIndex: main.Pos(n: 3), _base: main.Letters(text: ["a", "b", "c"]))
// expect: Pos(n: 1) b ["b", "c"]
// expect: 2 2
// expect: Pos(n: 2) b
// expect: a
// expect: b
// expect: c
