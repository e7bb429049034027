// A program's own BidirectionalCollection given to generic code bounded by BidirectionalCollection:
// last, index(before:), reversed(), dropLast and a negative offset are its own witnesses; stepping
// before its start reaches its own subscript with the index it made, which traps as its storage does.
struct Deck: BidirectionalCollection {
    let cards: [String]
    var startIndex: Int { 10 }
    var endIndex: Int { 10 + cards.count }
    subscript(i: Int) -> String { cards[i - 10] }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
}
func ends<C: BidirectionalCollection>(_ c: C) -> (C.Element?, C.Index, [C.Element], Int) {
    (c.last, c.index(before: c.endIndex), Array(c.reversed()), c.dropLast().count)
}
func back<C: BidirectionalCollection>(_ c: C, _ n: Int) -> C.Element { c[c.index(c.endIndex, offsetBy: -n)] }
let d = Deck(cards: ["x", "y", "z"])
print(ends(d))
print(back(d, 1), back(d, 3))
print(back(d, 4))

// expect: (Optional("z"), 12, ["z", "y", "x"], 2)
// expect: z x
// expect runtime error: Index out of range
