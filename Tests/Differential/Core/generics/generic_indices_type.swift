// c.indices in a generic body is C.Indices: DefaultIndices<String> for text, Range<Int> for an array or a range, printed and walked as swiftc's
func show<C: Collection>(_ c: C) {
    let ix = c.indices
    print(type(of: ix), ix.count, ix.isEmpty, ix.first.map { c[$0] } as Any)
    for i in ix { print(c[i], terminator: "|") }
    print()
}
show("héllo wörld")
show([3, 1, 4])
show(2..<5)
show("")
let s: Substring = "añb€"
show(s.dropFirst())
show(Set(["ö"]))
func all<C: Collection>(_ c: C) -> C.Indices { c.indices }
print(all("x€y"), all([5, 6]), all(3..<5), all(1...2))
print(type(of: all("é")), type(of: all([1])), all("é€").count, Array(all("naïve")).count)
func tail<C: BidirectionalCollection>(_ c: C) -> String {
    guard let last = c.indices.last, let first = c.indices.reversed().last else { return "empty" }
    return "\(c[first])…\(c[last]) \(String(describing: c.last))"
}
print(tail("añb"), tail([1, 2]), tail(""))
extension Collection {
    var positions: Int { indices.count }
    var afterFirst: Int { indices.dropFirst().count }
}
print("añb".positions, [1, 2, 3].positions, (1...4).positions, "añb€".afterFirst, [Int]().afterFirst)
func pairs<C: Collection>(_ c: C) -> [String] { zip(c.indices, c.indices.dropFirst()).map { "\(c[$0])\(c[$1])" } }
print(pairs("añb€"), pairs([1, 2, 3]), pairs(7..<9))

// expect: DefaultIndices<String> 11 false Optional("h")
// expect: h|é|l|l|o| |w|ö|r|l|d|
// expect: Range<Int> 3 false Optional(3)
// expect: 3|1|4|
// expect: Range<Int> 3 false Optional(2)
// expect: 2|3|4|
// expect: DefaultIndices<String> 0 true nil
// expect:
// expect: DefaultIndices<Substring> 3 false Optional("ñ")
// expect: ñ|b|€|
// expect: DefaultIndices<Set<String>> 1 false Optional("ö")
// expect: ö|
// expect: DefaultIndices<String>(_elements: "x€y", _startIndex: 0[any], _endIndex: 5[utf8]) 0..<2 3..<5 DefaultIndices<ClosedRange<Int>>(_elements: ClosedRange(1...2), _startIndex: (extension in Swift):Swift.ClosedRange<Swift.Int>.Index.inRange(1), _endIndex: (extension in Swift):Swift.ClosedRange<Swift.Int>.Index.pastEnd)
// expect: DefaultIndices<String> Range<Int> 2 5
// expect: a…b Optional("b") 1…2 Optional(2) empty
// expect: 3 3 4 3 0
// expect: ["añ", "ñb", "b€"] ["12", "23"] ["78"]
