// A String's indices stored and returned by generic code over "héllo wörld 👋🏽": a generic
// function's index(after:), offsetBy, distance, firstIndex(of:), indices and slicing.
func second<C: Collection>(_ c: C) -> C.Index { c.index(after: c.startIndex) }
func moved<C: Collection>(_ c: C, _ i: C.Index, by n: Int) -> C.Index { c.index(i, offsetBy: n) }
func span<C: Collection>(_ c: C, _ i: C.Index, _ j: C.Index) -> Int { c.distance(from: i, to: j) }
func find<C: Collection>(_ c: C, _ e: C.Element) -> C.Index? where C.Element: Equatable { c.firstIndex(of: e) }
func all<C: Collection>(_ c: C) -> [C.Index] { Array(c.indices) }
func piece<C: Collection>(_ c: C, _ i: C.Index, _ j: C.Index) -> Int { c[i..<j].count }
func last<C: BidirectionalCollection>(_ c: C) -> C.Index { c.index(before: c.endIndex) }
let s = "héllo wörld 👋🏽"
let i = second(s)
print(i, s[i])
let j = moved(s, i, by: 6)
print(j, s[j], span(s, i, j), span(s, j, i))
print(find(s, "ö")!, find(s, "👋🏽")!, find(s, "z") as Any)
print(all(s))
print(all(s).map { s[$0] })
print(piece(s, i, j), s[i..<j])
print(last(s), s[last(s)], s.endIndex)
let w = s[find(s, "w")!...]
print(second(w), w[second(w)], last(w), w[last(w)], all(w))

// expect: 1[utf8] é
// expect: 8[utf8] ö 6 -6
// expect: 8[utf8] 14[utf8] nil
// expect: [0[any], 1[utf8], 3[utf8], 4[utf8], 5[utf8], 6[utf8], 7[utf8], 8[utf8], 10[utf8], 11[utf8], 12[utf8], 13[utf8], 14[utf8]]
// expect: ["h", "é", "l", "l", "o", " ", "w", "ö", "r", "l", "d", " ", "👋🏽"]
// expect: 6 éllo w
// expect: 14[utf8] 👋🏽 22[utf8]
// expect: 8[utf8] ö 14[utf8] 👋🏽 [7[utf8], 8[utf8], 10[utf8], 11[utf8], 12[utf8], 13[utf8], 14[utf8]]
