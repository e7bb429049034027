// A generic body walks a String's indices as a collection of its own: c.indices counted, reversed,
// its first and last, zipped with the elements, mapped to distances, and a while loop by
// index(after:) up to endIndex; the same over an array, a Substring and a range.
func info<C: BidirectionalCollection>(_ c: C) -> String where C.Element: Equatable {
    let ix = c.indices
    var out = "\(ix.count) \(Array(ix.reversed()).count) \(ix.first.map { "\(c[$0])" } ?? "-") \(ix.last.map { "\(c[$0])" } ?? "-")"
    out += " \(ix.contains(c.index(after: c.startIndex)))"
    for (i, e) in zip(c.indices, c) where c[i] != e { out += "!" }
    out += " \(ix.map { c.distance(from: c.startIndex, to: $0) })"
    var i = c.startIndex
    var n = 0
    while i < c.endIndex { n += 1; i = c.index(after: i) }
    out += " \(n) \(c[c.startIndex..<c.endIndex].count) \(c[...].count) \(Array(c[c.index(before: c.endIndex)...]))"
    return out
}
print(info("a🇫🇷é👋🏽"))
print(info(["x", "y"]))
print(info("a🇫🇷é👋🏽".dropFirst()))
print(info(1..<4))

// expect: 4 4 a 👋🏽 true [0, 1, 2, 3] 4 4 4 ["👋🏽"]
// expect: 2 2 x y true [0, 1] 2 2 2 ["y"]
// expect: 3 3 🇫🇷 👋🏽 true [0, 1, 2] 3 3 3 ["👋🏽"]
// expect: 3 3 1 3 true [0, 1, 2] 3 3 3 [3]
