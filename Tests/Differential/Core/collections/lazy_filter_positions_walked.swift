// A lazy filter's and map's positions are its base's indices: an array's, an ArraySlice's (from
// its first index) and a Range<Int>'s values. Walking them with `index(after:)` tests elements up
// to the next kept one; a map's `firstIndex(of:)` transforms elements only up to the match, and a
// filter of a range answers `contains` from the range once its predicate keeps the element.
let xs = [1, 2, 3, 4, 5, 6, 7, 8]
let l = xs.lazy.filter { x -> Bool in print("p", x); return x % 3 == 0 }
var i = l.startIndex
while i != l.endIndex { print("at", i, l[i]); i = l.index(after: i) }
print("back", l.index(before: l.endIndex))
let m = xs[2...].lazy.filter { $0 > 4 }
print(m.startIndex, m.endIndex, m.firstIndex(of: 7) as Any, m[m.startIndex])
let r = (10..<20).lazy.filter { $0 % 4 == 0 }
print(r.startIndex, r.endIndex, r.firstIndex(where: { $0 > 12 }) as Any, r.firstIndex(of: 16) as Any, r[r.startIndex])
let mm = xs.lazy.map { x -> Int in print("m", x); return x * 2 }
print(mm.firstIndex(of: 6) as Any, mm.startIndex, mm.endIndex)
var calls = 0
let big = (0...200_000).lazy.filter { x -> Bool in calls += 1; return x % 3 == 0 }
print(big.contains(199_998), big.contains(199_999), calls)

// expect: p 1
// expect: p 2
// expect: p 3
// expect: at 2 3
// expect: p 4
// expect: p 5
// expect: p 6
// expect: at 5 6
// expect: p 7
// expect: p 8
// expect: p 8
// expect: p 7
// expect: p 6
// expect: back 5
// expect: 4 8 Optional(6) 5
// expect: 12 20 Optional(16) Optional(16) 12
// expect: m 1
// expect: m 2
// expect: m 3
// expect: Optional(2) 0 8
// expect: true false 2
