// Members of extensions of Collection and BidirectionalCollection over a String, a Substring and an
// array: subscript(safe:) by indices.contains, indices.first(where:), index(_:offsetBy:) from
// startIndex, lastIndex(of:) and index(before:), all by the text's own String.Index.
extension Collection {
    subscript(safe i: Index) -> Element? { indices.contains(i) ? self[i] : nil }
    func firstPosition(where test: (Element) -> Bool) -> Index? { indices.first { test(self[$0]) } }
    var middleIndex: Index { index(startIndex, offsetBy: count / 2) }
}
extension BidirectionalCollection where Element: Equatable {
    func lastPos(of e: Element) -> Index? { lastIndex(of: e) }
    func before(_ i: Index) -> Element { self[index(before: i)] }
}
let s = "a🇫🇷é👋🏽z"
let i = s.firstIndex(of: "é")!
print(s[safe: i] as Any, s[safe: s.endIndex] as Any, s.firstPosition { !$0.isASCII }!, s.middleIndex, s[s.middleIndex])
print(s.lastPos(of: "👋🏽")!, s.before(i), s.before(s.endIndex))
let t = s.dropFirst()
print(t[safe: i] as Any, t.middleIndex, t[t.middleIndex], t.lastPos(of: "a") as Any, t.before(t.endIndex))
let xs = [5, 6, 7]
print(xs[safe: 2] as Any, xs[safe: 3] as Any, xs.middleIndex, xs.lastPos(of: 6)!, xs.before(1), Set([1]).middleIndex == Set([1]).startIndex)

// expect: Optional("é") nil 1[utf8] 9[utf8] é
// expect: 11[utf8] 🇫🇷 z
// expect: Optional("é") 11[utf8] 👋🏽 nil z
// expect: Optional(7) nil 1 1 5 true
