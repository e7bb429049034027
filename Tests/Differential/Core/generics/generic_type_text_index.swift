// A generic type that stores its collection's index and advances it by its own members: over a
// String its position is a String.Index, which reads the same Characters outside the type.
struct Cursor<C: Collection> {
    let base: C
    var position: C.Index
    init(_ base: C) { self.base = base; position = base.startIndex }
    mutating func advance() { position = base.index(after: position) }
    mutating func skip(_ n: Int) { position = base.index(position, offsetBy: n) }
    var current: C.Element { base[position] }
    var done: Bool { position == base.endIndex }
    var walked: Int { base.distance(from: base.startIndex, to: position) }
}
let s = "héllo 🇫🇷👋🏽 wörld"
var c = Cursor(s)
c.advance(); c.advance()
print(c.current, s[c.position], c.position, c.walked)
c.skip(4)
print(c.current, s[c.position], c.position, c.walked)
c.advance()
print(c.current, s[c.position], s[c.position...], c.walked)
var seen: [Character] = []
var d = Cursor(s)
while !d.done { seen.append(s[d.position]); d.advance() }
print(seen, d.position == s.endIndex, d.walked)
var n = Cursor([10, 20, 30])
n.advance()
print(n.current, n.position, n.walked)
let sub = s[s.firstIndex(of: "w")!...]
var e = Cursor(sub)
e.advance()
print(e.current, e.position, sub[e.position], s[e.position])

// expect: l l 3[utf8] 2
// expect: 🇫🇷 🇫🇷 7[utf8] 6
// expect: 👋🏽 👋🏽 👋🏽 wörld 7
// expect: ["h", "é", "l", "l", "o", " ", "🇫🇷", "👋🏽", " ", "w", "ö", "r", "l", "d"] true 14
// expect: 20 1 1
// expect: ö 25[utf8] ö ö
