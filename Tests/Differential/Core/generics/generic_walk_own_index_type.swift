// Generic code over C: Collection walks a program's collection whose Index is a struct it declares
// from startIndex to endIndex with index(after:) and formIndex(after:): a C.Index variable holds
// that struct, compared by its own < and ==, and prints as swiftc prints it; indices, firstIndex,
// index(_:offsetBy:) and c[i] are its own Index values too (not offsets from 0).
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
func walk<C: Collection>(_ c: C) -> [C.Index] {
    var found: [C.Index] = []
    var i = c.startIndex
    while i != c.endIndex {
        found.append(i)
        i = c.index(after: i)
    }
    return found
}
func describe<C: Collection>(_ c: C) {
    print(c.startIndex, c.endIndex, type(of: c.startIndex), c.startIndex < c.endIndex)
    var i = c.startIndex
    while i < c.endIndex {
        print(i, c[i])
        c.formIndex(after: &i)
    }
    let last = i
    print(last == c.endIndex, last > c.startIndex)
}
func search<C: Collection>(_ c: C) where C.Element == String {
    for i in c.indices { print(i, c[i]) }
    print(c.firstIndex(where: { $0.hasPrefix("D") }) as Any, c.firstIndex(of: "Ulysses") as Any)
    print(c.index(c.startIndex, offsetBy: 2), c.distance(from: c.startIndex, to: c.endIndex))
    print(c[c.index(after: c.startIndex)], c[c.index(c.startIndex, offsetBy: 2)])
}
let s = Shelf(books: ["Emma", "Dune", "Ulysses"])
print(walk(s))
describe(s)
search(s)
print(walk(["a", "b"]))
describe(10..<12)

// expect: [main.Shelf.Index(slot: 0), main.Shelf.Index(slot: 2), main.Shelf.Index(slot: 4)]
// expect: Index(slot: 0) Index(slot: 6) Index true
// expect: Index(slot: 0) Emma
// expect: Index(slot: 2) Dune
// expect: Index(slot: 4) Ulysses
// expect: true true
// expect: Index(slot: 0) Emma
// expect: Index(slot: 2) Dune
// expect: Index(slot: 4) Ulysses
// expect: Optional(main.Shelf.Index(slot: 2)) Optional(main.Shelf.Index(slot: 4))
// expect: Index(slot: 4) 3
// expect: Dune Ulysses
// expect: [0, 1]
// expect: 10 12 Int true
// expect: 10 10
// expect: 11 11
// expect: true true
