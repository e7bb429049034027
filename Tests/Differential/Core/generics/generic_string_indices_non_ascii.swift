// A String's indices pass through generic code as they are: a function generic over a
// Collection, or an `extension Collection` member, gives back and takes String.Indexes that
// read the right Characters of a non-ASCII string.
func second<C: Collection>(_ c: C) -> C.Index { c.index(after: c.startIndex) }
func after<C: Collection>(_ c: C, _ i: C.Index) -> C.Index { c.index(after: i) }
func positions<C: Collection>(_ c: C, of e: C.Element) -> [C.Index] where C.Element: Equatable {
    c.indices.filter { c[$0] == e }
}
func firstOf<C: Collection>(_ c: C, _ e: C.Element) -> C.Index? where C.Element: Equatable { c.firstIndex(of: e) }
extension Collection {
    func third() -> Index { index(index(after: startIndex), offsetBy: 1) }
    var secondIndex: Index { index(after: startIndex) }
}
let h = "héllo wörld"
let i = second(h)
print(i, h[i])
print(after(h, i), h[after(h, i)])
print(positions(h, of: "l"), positions(h, of: "l").map { h[$0] })
print(firstOf(h, "ö")!, firstOf(h, "z") as Any)
print(h.third(), h[h.third()], h.secondIndex, h[h.secondIndex])
let tail = h[i...]
print(second(tail), tail[second(tail)], tail.third(), tail[tail.third()])

// expect: 1[utf8] é
// expect: 3[utf8] l
// expect: [3[utf8], 4[utf8], 11[utf8]] ["l", "l", "l"]
// expect: 8[utf8] nil
// expect: 3[utf8] l 1[utf8] é
// expect: 3[utf8] l 4[utf8] l
