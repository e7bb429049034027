// An own Collection's Indices, SubSequence and Element in a generic body print as swiftc names them.
struct Ring: Collection {
    var items = [1, 2, 3]
    var startIndex: Int { 0 }
    var endIndex: Int { items.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> Int { items[i] }
}
struct Word: Collection {
    var text = "abc"
    var startIndex: Int { 0 }
    var endIndex: Int { text.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> Character { Array(text)[i] }
}
func show<C: Collection>(_ c: C) {
    print(type(of: c.indices), type(of: c[c.startIndex...]))
    print(C.Indices.self, C.SubSequence.self, C.Element.self)
}
func total<C: Collection>(_ c: C) -> Int where C.Element == Int { c.reduce(0, +) }
show(Ring())
show(Word())
show([1, 2])
print(total(Ring()), type(of: Ring().dropFirst()))

// expect: DefaultIndices<Ring> Slice<Ring>
// expect: DefaultIndices<Ring> Slice<Ring> Int
// expect: DefaultIndices<Word> Slice<Word>
// expect: DefaultIndices<Word> Slice<Word> Character
// expect: Range<Int> ArraySlice<Int>
// expect: Range<Int> ArraySlice<Int> Int
// expect: 6 Slice<Ring>
