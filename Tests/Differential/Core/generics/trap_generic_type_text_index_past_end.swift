// A generic type's stored String.Index advanced past the text's end by its own index(after:):
// swiftc's trap, String index is out of bounds, after the index reached endIndex rightly.
struct Cursor<C: Collection> {
    let base: C
    var position: C.Index
    init(_ base: C) { self.base = base; position = base.startIndex }
    mutating func advance() { position = base.index(after: position) }
}
let s = "é👋🏽"
var c = Cursor(s)
c.advance(); c.advance()
print(c.position == s.endIndex, c.position)
c.advance()
print("unreachable")

// expect: true 10[utf8]
// expect runtime error: String index is out of bounds
