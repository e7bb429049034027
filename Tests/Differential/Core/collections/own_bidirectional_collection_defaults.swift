// A program's own BidirectionalCollection whose startIndex is not 0: `last`, lastIndex, reversed(),
// a negative index(_:offsetBy:) (stepping with its index(before:)), a negative distance, and the
// cuts at its end work in its own indices.
struct Deck: BidirectionalCollection {
    let cards: [String]
    var startIndex: Int { 10 }
    var endIndex: Int { 10 + cards.count }
    subscript(i: Int) -> String { cards[i - 10] }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
}
let d = Deck(cards: ["x", "y", "z", "y"])
print(d.last as Any, d.first as Any, d.count)
print(d.lastIndex(of: "y") as Any, d.lastIndex(where: { $0 == "x" }) as Any, d.firstIndex(of: "q") as Any)
print(Array(d.reversed()), d.indices.last as Any, Array(d.indices.reversed()))
print(Array(d.dropLast()), d.dropLast(2).endIndex, Array(d.suffix(2)), d.suffix(2).startIndex)
print(d.index(d.endIndex, offsetBy: -2), d.distance(from: d.endIndex, to: d.startIndex), d.distance(from: 11, to: 13))
print(d.index(d.endIndex, offsetBy: -3, limitedBy: 12) as Any, d.index(13, offsetBy: -1, limitedBy: 10) as Any)
print(d.index(before: d.endIndex), d[d.index(before: d.endIndex)], d.indices.map { d[$0] })

// expect: Optional("y") Optional("x") 4
// expect: Optional(13) Optional(10) nil
// expect: ["y", "z", "y", "x"] Optional(13) [13, 12, 11, 10]
// expect: ["x", "y", "z"] 12 ["z", "y"] 12
// expect: 12 -4 2
// expect: nil Optional(12)
// expect: 13 y ["x", "y", "z", "y"]
