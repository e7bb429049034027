// A lazy filter's `first`, `isEmpty`, `firstIndex(where:)`, `firstIndex(of:)` and `contains`
// test elements only up to the one they need, as Swift's LazyFilterCollection walks from its
// `startIndex` (the first kept element's index in the array); `contains(_:)` tests the element
// itself first, and `count` and `min()` test every element.
let xs = [1, 2, 3, 4, 5, 6, 7, 8]
var calls = 0
let l = xs.lazy.filter { x -> Bool in calls += 1; print("pred", x); return x > 3 }
print("first", l.first as Any, calls)
calls = 0
print("isEmpty", l.isEmpty, calls)
calls = 0
print("firstIndex", l.firstIndex(where: { $0 == 6 }) as Any, calls)
calls = 0
print("firstIndexOf", l.firstIndex(of: 5) as Any, calls)
calls = 0
print("contains", l.contains(5), calls)
calls = 0
print("contains 2", l.contains(2), calls)
calls = 0
print("containsWhere", l.contains { $0 > 4 }, calls)
calls = 0
print("count", l.count, calls)
calls = 0
print("startIndex", l.startIndex, calls)
calls = 0
print("endIndex", l.endIndex, calls)
calls = 0
print("first(where:)", l.first(where: { $0 > 5 }) as Any, calls)
calls = 0
print("min", l.min() as Any, calls)
calls = 0
print("last", l.last as Any, calls)

// expect: pred 1
// expect: pred 2
// expect: pred 3
// expect: pred 4
// expect: first Optional(4) 4
// expect: pred 1
// expect: pred 2
// expect: pred 3
// expect: pred 4
// expect: isEmpty false 4
// expect: pred 1
// expect: pred 2
// expect: pred 3
// expect: pred 4
// expect: pred 5
// expect: pred 6
// expect: firstIndex Optional(5) 6
// expect: pred 1
// expect: pred 2
// expect: pred 3
// expect: pred 4
// expect: pred 5
// expect: firstIndexOf Optional(4) 5
// expect: pred 5
// expect: pred 1
// expect: pred 2
// expect: pred 3
// expect: pred 4
// expect: pred 5
// expect: contains true 6
// expect: pred 2
// expect: contains 2 false 1
// expect: pred 1
// expect: pred 2
// expect: pred 3
// expect: pred 4
// expect: pred 5
// expect: containsWhere true 5
// expect: pred 1
// expect: pred 2
// expect: pred 3
// expect: pred 4
// expect: pred 5
// expect: pred 6
// expect: pred 7
// expect: pred 8
// expect: count 5 8
// expect: pred 1
// expect: pred 2
// expect: pred 3
// expect: pred 4
// expect: startIndex 3 4
// expect: endIndex 8 0
// expect: pred 1
// expect: pred 2
// expect: pred 3
// expect: pred 4
// expect: pred 5
// expect: pred 6
// expect: first(where:) Optional(6) 6
// expect: pred 1
// expect: pred 2
// expect: pred 3
// expect: pred 4
// expect: pred 5
// expect: pred 6
// expect: pred 7
// expect: pred 8
// expect: min Optional(4) 8
// expect: pred 1
// expect: pred 2
// expect: pred 3
// expect: pred 4
// expect: pred 8
// expect: last Optional(8) 5
