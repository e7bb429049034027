// `formIndex(after:)` and `formIndex(before:)` step an index in place, on arrays, Strings, a
// generic collection parameter's value, a stored member holding the index, and unqualified on
// `self` in a collection extension.
var a = [10, 20, 30, 40]
var i = a.startIndex
a.formIndex(after: &i); a.formIndex(after: &i)
print(a[i])
a.formIndex(before: &i)
print(a[i])
let s = "héllo"
var j = s.startIndex
s.formIndex(after: &j)
print(s[j], s[j...])
s.formIndex(before: &j)
print(s[j])
func second<C: Collection>(_ c: C) -> C.Element {
    var k = c.startIndex
    c.formIndex(after: &k)
    return c[k]
}
print(second("xyz"), second([7, 8]))
struct Walker { var at: Int }
var w = Walker(at: 0)
a.formIndex(after: &w.at)
print(w.at)
extension BidirectionalCollection {
  func leading(while predicate: (Element) -> Bool) -> Int {
    var start = startIndex
    var n = 0
    while start != endIndex && predicate(self[start]) { formIndex(after: &start); n += 1 }
    return n
  }
}
print([0, 0, 1].leading { $0 == 0 }, "  x".leading { $0 == " " })

// expect: 30
// expect: 20
// expect: é éllo
// expect: h
// expect: y 8
// expect: 1
// expect: 2 2
