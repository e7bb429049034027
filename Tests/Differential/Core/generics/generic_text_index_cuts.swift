// A generic function's cuts and walks of a non-ASCII String by its own indices: prefix(upTo:),
// suffix(from:), prefix(through:), c[i...], c[..<j], firstIndex(where:), a loop over c.indices,
// and the index(_:offsetBy:) and distance(from:to:) of an extension member.
func around<C: Collection>(_ c: C, _ e: C.Element) -> String where C.Element: Equatable {
    guard let i = c.firstIndex(of: e) else { return "none" }
    return "\(Array(c.prefix(upTo: i))) \(Array(c.suffix(from: i))) \(Array(c.prefix(through: i))) \(c[i...].count) \(c[..<i].count)"
}
func firstWide<C: Collection>(_ c: C) -> C.Index? where C.Element == Character { c.firstIndex { !$0.isASCII && !$0.isLetter } }
func pairs<C: Collection>(_ c: C) -> [String] {
    var out: [String] = []
    for i in c.indices where c.distance(from: c.startIndex, to: i) % 2 == 0 { out.append("\(c[i])") }
    return out
}
extension Collection {
    func middle() -> Index { index(startIndex, offsetBy: count / 2) }
    func offset(of i: Index) -> Int { distance(from: startIndex, to: i) }
}
let s = "añb🇫🇷c👋🏽d"
print(around(s, "🇫🇷"))
print(around([1, 2, 3, 4], 3), around(s, "x"))
let w = firstWide(s)!
print(w, s[w], s[w...], s.offset(of: w))
print(pairs(s), pairs([5, 6, 7]))
print(s.middle(), s[s.middle()], s.offset(of: s.middle()), [9, 8, 7].middle())
let t = s.dropFirst(2)
print(t.middle(), t[t.middle()], t.offset(of: t.middle()), firstWide(t)!, t[firstWide(t)!])

// expect: ["a", "ñ", "b"] ["🇫🇷", "c", "👋🏽", "d"] ["a", "ñ", "b", "🇫🇷"] 4 3
// expect: [1, 2] [3, 4] [1, 2, 3] 2 2 none
// expect: 4[utf8] 🇫🇷 🇫🇷c👋🏽d 3
// expect: ["a", "b", "c", "d"] ["5", "7"]
// expect: 4[utf8] 🇫🇷 3 1
// expect: 12[utf8] c 2 4[utf8] 🇫🇷
