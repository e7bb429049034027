// A Collection extension's members walk a program's collection whose Index is a struct it declares:
// an Index variable holds that struct from startIndex to endIndex, compared by its own <, as in swiftc.
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
extension Collection {
    func allPositions() -> [Index] {
        var found: [Index] = []
        var i = startIndex
        while i < endIndex { found.append(i); i = index(after: i) }
        return found
    }
    var second: Element { self[index(after: startIndex)] }
}
let s = Shelf(books: ["Emma", "Dune", "Ulysses"])
print(s.allPositions(), s.second, s.indices.map { $0 })

// expect: [main.Shelf.Index(slot: 0), main.Shelf.Index(slot: 2), main.Shelf.Index(slot: 4)] Dune [main.Shelf.Index(slot: 0), main.Shelf.Index(slot: 2), main.Shelf.Index(slot: 4)]
