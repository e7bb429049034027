// Inside a generic type, C.Index is the index of the collection C stands for in each concrete
// type: W<String>'s start is a String.Index that subscripts its base, W<Set<Int>>'s a Set index.
struct W<C: Collection> {
    let base: C
    var start: C.Index { base.startIndex }
    func first() -> C.Element { base[start] }
    func second() -> C.Element { base[base.index(after: start)] }
}
extension W {
    var next: C.Index? { base.isEmpty ? nil : base.index(after: start) }
}
struct Cursor<C: Collection> {
    let base: C
    var position: C.Index
    init(_ base: C) {
        self.base = base
        position = base.startIndex
    }
    mutating func advance() { position = base.index(after: position) }
    var current: C.Element { base[position] }
}
let w = W(base: "hello")
print(w.base[w.start], w.first(), w.second())
print(type(of: w.start), w.base[w.next!], type(of: w.next))
let wa = W(base: [3, 4, 5])
print(wa.base[wa.start], wa.start, wa.second())
let ws = W(base: Set([7]))
print(ws.base[ws.start], ws.first())
let wd = W(base: ["k": 1])
print(wd.base[wd.start].key, wd.first().value)
let wsub = W(base: "swift".dropFirst(2))
print(wsub.base[wsub.start], wsub.second())
var c = Cursor("abc")
c.advance()
print(c.current, c.base[c.position], type(of: c.position))
var n = Cursor([10, 20, 30])
n.advance(); n.advance()
print(n.current, n.position)

// expect: h h e
// expect: Index e Optional<Index>
// expect: 3 0 4
// expect: 7 7
// expect: k 1
// expect: i f
// expect: b b Index
// expect: 30 2
