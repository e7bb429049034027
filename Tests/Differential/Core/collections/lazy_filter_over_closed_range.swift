// Filters over a large ClosedRange, eager and lazy: each element is tested once per pass
// (`count`, `Array(_:)`, `reduce` and a `for`-`in` loop each walk the range once), and `first`,
// `last` and `prefix` test only the elements they reach.
var calls = 0
let r = 0...200_000
let evens = r.filter { x -> Bool in calls += 1; return x % 2 == 0 }
print(evens.count, evens.last!, calls)
calls = 0
let lz = r.lazy.filter { x -> Bool in calls += 1; return x % 3 == 0 }
var s = 0
for v in lz { s += v }
print(s, calls)
calls = 0
print(lz.count, calls)
calls = 0
print(Array(lz).count, calls)
calls = 0
print(lz.reduce(0, +), calls)
calls = 0
print(lz.first!, lz.last!, calls)
calls = 0
print(Array(lz.prefix(3)), calls)

// expect: 100001 200000 200001
// expect: 6666633333 200001
// expect: 66667 200001
// expect: 66667 200001
// expect: 6666633333 200001
// expect: 0 199998 5
// expect: [0, 3, 6] 20
