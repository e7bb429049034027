// A reversed lazy map is lazy too (its lazy is itself, its map and filter lazy over it); over a set
// reversed() is Sequence's, an array. A zip of two lazy maps reads the first, then the second.
let s: Set<Int> = [3]
let ms = s.lazy.map { $0 * 2 }
print(ms.reversed())
let xs = [1, 2, 3]
let m = xs.lazy.map { x -> Int in print("m", x); return x }
let n = xs.lazy.map { x -> Int in print("n", x); return x * 10 }
for (a, b) in zip(m, n) { print(a, b) }
print(m.reversed().reversed().first!)
print(type(of: m.reversed().reversed()), type(of: m.reversed().lazy))
print(m.reversed().lazy.map { $0 }.count)
let r = m.reversed().filter { $0 > 1 }
print(type(of: r))
print(r.count)
print(m.reversed().contains(2), m.reversed().first(where: { $0 < 3 })!)
let c = xs.lazy.compactMap { $0 == 2 ? nil : $0 }
print(c.reversed().first!, Array(c.reversed()))
print(c.map { $0 }.prefix(1).first!)
print(Array(xs.lazy.filter { $0 > 1 }.prefix(while: { $0 < 3 }).reversed()))
print(xs.lazy.drop(while: { $0 < 2 }).map { $0 * 3 }.last!)
print(Array(xs.lazy.map { $0 }.prefix(while: { $0 < 3 }).prefix(1)))

// expect: [6]
// expect: m 1
// expect: n 1
// expect: 1 10
// expect: m 2
// expect: n 2
// expect: 2 20
// expect: m 3
// expect: n 3
// expect: 3 30
// expect: m 1
// expect: 1
// expect: LazyMapSequence<Array<Int>, Int> ReversedCollection<LazyMapSequence<Array<Int>, Int>>
// expect: 3
// expect: LazyFilterSequence<ReversedCollection<LazyMapSequence<Array<Int>, Int>>>
// expect: m 3
// expect: m 2
// expect: m 1
// expect: 2
// expect: m 3
// expect: m 2
// expect: m 3
// expect: m 2
// expect: true 2
// expect: 3 [3, 1]
// expect: 1
// expect: [2]
// expect: 9
// expect: [1]
