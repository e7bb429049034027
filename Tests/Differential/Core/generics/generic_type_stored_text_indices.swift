// A generic type that keeps the indices its members find (firstIndex(of:), lastIndex(where:),
// index(after:), startIndex) in an array: over a non-ASCII String they are String.Indexes that
// subscript the string outside.
struct Marks<C: BidirectionalCollection> where C.Element: Equatable {
    let base: C
    var stored: [C.Index] = []
    init(_ base: C) { self.base = base }
    mutating func mark(_ e: C.Element) { if let i = base.firstIndex(of: e) { stored.append(i) } }
    mutating func markLast(where test: (C.Element) -> Bool) { if let i = base.lastIndex(where: test) { stored.append(i) } }
    func next(_ i: C.Index) -> C.Index { base.index(after: i) }
    func previous(_ i: C.Index) -> C.Index { base.index(before: i) }
    var start: C.Index { base.startIndex }
    var elements: [C.Element] { stored.map { base[$0] } }
}
let s = "héllo wörld 👋🏽 🇯🇵!"
var m = Marks(s)
m.mark("ö"); m.mark("👋🏽"); m.mark("z")
m.markLast { $0 == "l" }
m.markLast { $0.isLetter && $0.isUppercase }
print(m.stored, m.stored.map { s[$0] }, m.elements)
print(m.next(s.startIndex), m.start, s[m.next(m.start)])
print(m.previous(s.endIndex), s[m.previous(s.endIndex)], s[m.previous(m.previous(s.endIndex))])
print(s[m.stored[0]..<m.stored[1]], s.distance(from: m.stored[0], to: m.stored[1]))
var a = Marks([3, 1, 4, 1, 5])
a.mark(1); a.markLast { $0 == 1 }
print(a.stored, a.elements, a.previous(a.stored[1]))

// expect: [8[utf8], 14[utf8], 11[utf8]] ["ö", "👋🏽", "l"] ["ö", "👋🏽", "l"]
// expect: 1[utf8] 0[any] é
// expect: 31[utf8] ! 🇯🇵
// expect: örld  5
// expect: [1, 3] [1, 1] 2
