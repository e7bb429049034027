// A generic type storing C.SubSequence and cutting it further (dropFirst(n), firstIndex(of:),
// rest[..<i], rest[rest.index(after: i)...], suffix(0), prefix(while:)), and a cut of a cut, over a
// String with flags and emoji, an array, a range and a closed range.
struct Reader<C: BidirectionalCollection> where C.Element: Equatable {
    let base: C
    var rest: C.SubSequence
    init(_ base: C) { self.base = base; rest = base[...] }
    mutating func skip(_ n: Int) { rest = rest.dropFirst(n) }
    mutating func upTo(_ e: C.Element) -> C.SubSequence {
        guard let i = rest.firstIndex(of: e) else { let all = rest; rest = rest.suffix(0); return all }
        let head = rest[..<i]
        rest = rest[rest.index(after: i)...]
        return head
    }
    var last: C.Element? { rest.last }
}
func trim<C: Collection>(_ c: C, _ n: Int) -> C.SubSequence { c.dropFirst(n).dropLast(n) }
func front<C: Collection>(_ c: C) -> C.SubSequence where C.Element == Character { c.prefix { $0 != " " } }
func inner<C: Collection>(_ c: C) -> Int { trim(c, 1).count + trim(trim(c, 1), 1).count }
var r = Reader("héllo wörld, 🇫🇷 très 👋🏽 bien")
r.skip(1)
print(r.upTo(" "), r.upTo(","), r.rest, r.rest.startIndex, r.last!)
print(r.upTo("🇫🇷"), r.upTo("👋🏽"), r.upTo("z"), r.rest.isEmpty)
var n = Reader([1, 2, 0, 3, 4, 0, 5])
print(n.upTo(0), n.upTo(0), n.rest, n.rest.startIndex, n.last!)
print(trim("añb🇫🇷c", 1), trim([1, 2, 3, 4], 1), trim(0..<10, 3), front("ça va"), inner("abcdef"), inner(1...9))
let t = trim("añb🇫🇷c", 1)
print(t.startIndex, t.endIndex, t[t.startIndex], type(of: t), type(of: trim([1], 0)), type(of: trim(0..<3, 1)))

// expect: éllo wörld  🇫🇷 très 👋🏽 bien 14[utf8] n
// expect:    très   bien true
// expect: [1, 2] [3, 4] [5] 6 5
// expect: ñb🇫🇷 [2, 3] 3..<7 ça 6 12
// expect: 1[utf8] 12[utf8] ñ Substring ArraySlice<Int> Range<Int>
