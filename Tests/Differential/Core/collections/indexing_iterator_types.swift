// IndexingIterator is generic over the collection, as written and as makeIterator() makes it.
print(type(of: [1].makeIterator()))
print(type(of: (1...3).makeIterator()))
print(type(of: (0..<3).makeIterator()))
func firstOf<T>(_ i: IndexingIterator<[T]>) -> T? {
    var j = i
    return j.next()
}
print(firstOf(["a", "b"].makeIterator()) as Any)
let s: IndexingIterator<[String]> = ["x", "y"].makeIterator()
print(type(of: s))
var it = s
while let v = it.next() { print(v) }
struct Wrap<C: Collection> {
    var c: C
    func head() -> C.Element? { return c.first }
    var count: Int { c.count }
}
let w = Wrap(c: [4, 5])
let h: Int? = w.head()
print(h as Any, w.count, type(of: w))
let t = Wrap(c: "ab")
let ch: Character? = t.head()
print(ch as Any)

// expect: IndexingIterator<Array<Int>>
// expect: IndexingIterator<ClosedRange<Int>>
// expect: IndexingIterator<Range<Int>>
// expect: Optional("a")
// expect: IndexingIterator<Array<String>>
// expect: x
// expect: y
// expect: Optional(4) 2 Wrap<Array<Int>>
// expect: Optional("a")
