// A program's Collection whose Index is a struct it declares, read by generic code over
// C: Collection: startIndex, endIndex, indices, firstIndex, index(_:offsetBy:) and c[i] are its
// own Index values there, printed and subscripted as swiftc does (not offsets from 0).
struct Shelf: Collection {
    struct Index: Comparable {
        var slot: Int
        static func < (a: Index, b: Index) -> Bool { a.slot < b.slot }
    }
    var books: [String]
    var startIndex: Index { Index(slot: 0) }
    var endIndex: Index { Index(slot: books.count * 2) }
    func index(after i: Index) -> Index { Index(slot: i.slot + 2) }
    subscript(i: Index) -> String { books[i.slot / 2] }
}
func positions<C: Collection>(_ c: C) -> [C.Index] { c.indices.map { $0 } }
func describe<C: Collection>(_ c: C) where C.Element == String {
    print(c.startIndex, c.endIndex)
    for i in c.indices { print(i, c[i]) }
    print(c.firstIndex(where: { $0.hasPrefix("D") }) as Any, c.firstIndex(of: "Ulysses") as Any)
    print(c.index(c.startIndex, offsetBy: 2), c.distance(from: c.startIndex, to: c.endIndex))
    print(c[c.index(after: c.startIndex)], c[c.index(c.startIndex, offsetBy: 2)])
}
let s = Shelf(books: ["Emma", "Dune", "Ulysses"])
print(positions(s))
describe(s)
print(positions(["a", "b"]))

// expect: [main.Shelf.Index(slot: 0), main.Shelf.Index(slot: 2), main.Shelf.Index(slot: 4)]
// expect: Index(slot: 0) Index(slot: 6)
// expect: Index(slot: 0) Emma
// expect: Index(slot: 2) Dune
// expect: Index(slot: 4) Ulysses
// expect: Optional(main.Shelf.Index(slot: 2)) Optional(main.Shelf.Index(slot: 4))
// expect: Index(slot: 4) 3
// expect: Dune Ulysses
// expect: [0, 1]
