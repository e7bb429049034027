// A Collection that declares index(before:) without conforming to BidirectionalCollection has
// that method of its own, but Collection's index(_:offsetBy:) still steps only forwards: a
// negative offset is swiftc's trap (Only BidirectionalCollections can be advanced by a negative amount).
struct Odds: Collection {
    var startIndex: Int { 1 }
    var endIndex: Int { 9 }
    func index(after i: Int) -> Int { i + 2 }
    func index(before i: Int) -> Int { i - 2 }
    subscript(i: Int) -> Int { i * i }
}
let o = Odds()
print(o.index(before: o.endIndex), o[o.index(before: o.endIndex)], o.reversed())
func back<C: Collection>(_ c: C) -> C.Index { c.index(c.endIndex, offsetBy: -1) }
print(back(o))

// expect: 7 49 [49, 25, 9, 1]
// expect runtime error: Only BidirectionalCollections can be advanced by a negative amount
