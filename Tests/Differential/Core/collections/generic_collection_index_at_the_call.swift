// A generic function's C.Index is the index of the collection C stands for at each call:
// String.Index for a String or Substring, Int for an array, Set<Int>.Index for a set.
func firstIdx<C: Collection>(_ c: C) -> C.Index { c.startIndex }
func find<C: Collection>(_ c: C, _ x: C.Element) -> C.Index? where C.Element: Equatable { c.firstIndex(of: x) }
func at<C: Collection>(_ c: C, _ i: C.Index) -> C.Element { c[i] }
func afterFirst<C: Collection>(_ c: C) -> C.Index {
    let i: C.Index = c.startIndex
    return c.index(after: i)
}
let s = "hello"
print(s[firstIdx(s)], s[afterFirst(s)])
if let i = find(s, "l") { print(s[i], s[..<i], s.distance(from: s.startIndex, to: i)) }
print(at(s, s.index(before: s.endIndex)), at([7, 8], 1), find(s, "z") == nil)
let sub = s.dropFirst(2)
print(sub[firstIdx(sub)], at(sub, sub.startIndex), sub[afterFirst(sub)])
let set: Set<Int> = [42]
print(set[firstIdx(set)], at(set, set.startIndex), find(set, 42).map { set[$0] } ?? 0)
let d = ["only": 1]
print(d[firstIdx(d)].key, at(d, d.startIndex).value)
print(type(of: firstIdx(s)), type(of: firstIdx([1])), type(of: firstIdx(set)), type(of: firstIdx(d)))
let a = [3, 4, 5]
print(a[firstIdx(a.dropFirst())], find(a, 5) ?? -1)
func indicesOf<C: Collection>(_ c: C) -> [C.Index] { Array(c.indices) }
print(indicesOf("ab").map { "ab"[$0] }, indicesOf([9, 8]))

// expect: h e
// expect: l he 2
// expect: o 8 true
// expect: l l l
// expect: 42 42 42
// expect: only 1
// expect: Index Int Index Index
// expect: 4 2
// expect: ["a", "b"] [0, 1]
