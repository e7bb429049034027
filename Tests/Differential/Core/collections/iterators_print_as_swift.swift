// makeIterator() values print as Swift's: a Set's and a Dictionary's iterator by its type's
// name, an array's, a range's and a slice's as an IndexingIterator of the collection.
let set: Set<Int> = [1]
print(set.makeIterator())
print(type(of: set.makeIterator()), String(reflecting: type(of: set.makeIterator())))
let d = ["a": 1]
var di = d.makeIterator()
print(di.next()!, di)
print(type(of: di))
let a = [1, 2]
var ai = a.makeIterator()
print(ai)
_ = ai.next()
print(ai, [ai])
print(type(of: ai))
debugPrint(a.makeIterator())
var ri = (0..<3).makeIterator()
_ = ri.next()
print(ri)
print(type(of: ri))
var ci = (1...2).makeIterator()
print(ci)
_ = ci.next()
_ = ci.next()
print(ci)
print(a[1...].makeIterator())
print(type(of: "ab".makeIterator()))

// expect: Swift.Set<Swift.Int>.Iterator
// expect: Iterator Swift.Set<Swift.Int>.Iterator
// expect: (key: "a", value: 1) Swift.Dictionary<Swift.String, Swift.Int>.Iterator
// expect: Iterator
// expect: IndexingIterator<Array<Int>>(_elements: [1, 2], _position: 0)
// expect: IndexingIterator<Array<Int>>(_elements: [1, 2], _position: 1) [Swift.IndexingIterator<Swift.Array<Swift.Int>>(_elements: [1, 2], _position: 1)]
// expect: IndexingIterator<Array<Int>>
// expect: Swift.IndexingIterator<Swift.Array<Swift.Int>>(_elements: [1, 2], _position: 0)
// expect: IndexingIterator<Range<Int>>(_elements: Range(0..<3), _position: 1)
// expect: IndexingIterator<Range<Int>>
// expect: IndexingIterator<ClosedRange<Int>>(_elements: ClosedRange(1...2), _position: (extension in Swift):Swift.ClosedRange<Swift.Int>.Index.inRange(1))
// expect: IndexingIterator<ClosedRange<Int>>(_elements: ClosedRange(1...2), _position: (extension in Swift):Swift.ClosedRange<Swift.Int>.Index.pastEnd)
// expect: IndexingIterator<ArraySlice<Int>>(_elements: ArraySlice([2]), _position: 1)
// expect: Iterator
