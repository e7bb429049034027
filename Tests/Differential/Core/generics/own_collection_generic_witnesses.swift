// A program's own collection given to a generic `C: Collection` (or `BidirectionalCollection`) parameter is read
// through its own witnesses: startIndex, endIndex, index(after:) (stepping by 2 here), index(before:), subscript;
// its indices, index(_:offsetBy:), distance(from:to:), firstIndex and cuts are in its own indices.
struct Evens: BidirectionalCollection {
    var base = ["a", "b", "c", "d"]
    var startIndex: Int { 10 }
    var endIndex: Int { 10 + 2 * base.count }
    func index(after i: Int) -> Int { i + 2 }
    func index(before i: Int) -> Int { i - 2 }
    subscript(i: Int) -> String { base[(i - 10) / 2] }
}
struct Seven: Collection {
    let first3: (Int, Int, Int) = (4, 5, 6)
    var startIndex: Int { 7 }
    var endIndex: Int { 10 }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> Int { i == 7 ? first3.0 : i == 8 ? first3.1 : first3.2 }
}
func walk<C: Collection>(_ c: C) {
    print(c.startIndex, c.endIndex, c.count, c.first as Any)
    var i = c.startIndex
    while i != c.endIndex {
        print(i, c[i])
        i = c.index(after: i)
    }
    print(Array(c.indices), c.map { "\($0)" })
    print(c.index(c.startIndex, offsetBy: 2), c.distance(from: c.startIndex, to: c.endIndex))
    print(c.firstIndex { "\($0)" == "\(c[c.index(after: c.startIndex)])" } as Any)
    print(Array(c[c.index(after: c.startIndex)...]), Array(c[..<c.index(after: c.startIndex)]))
}
func back<C: BidirectionalCollection>(_ c: C) {
    print(c.index(before: c.endIndex), c.last as Any, Array(c.reversed()), c.index(c.endIndex, offsetBy: -2))
}
walk(Seven())
walk(Evens())
back(Evens())
extension BidirectionalCollection {
    func lastPosition() -> Index { index(before: endIndex) }
}
print(Evens().lastPosition(), Seven().firstPosition())
extension Collection {
    func firstPosition() -> Index { startIndex }
}

// expect: 7 10 3 Optional(4)
// expect: 7 4
// expect: 8 5
// expect: 9 6
// expect: [7, 8, 9] ["4", "5", "6"]
// expect: 9 3
// expect: Optional(8)
// expect: [5, 6] [4]
// expect: 10 18 4 Optional("a")
// expect: 10 a
// expect: 12 b
// expect: 14 c
// expect: 16 d
// expect: [10, 12, 14, 16] ["a", "b", "c", "d"]
// expect: 14 4
// expect: Optional(12)
// expect: ["b", "c", "d"] ["a"]
// expect: 16 Optional("d") ["d", "c", "b", "a"] 14
// expect: 16 7
