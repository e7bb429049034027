// The cuts of a Set, a Dictionary and a ClosedRange used as collections: counted, mapped, iterated,
// made into arrays; a ClosedRange's Sequence `suffix` gives an array where one is wanted.
let s: Set<Int> = [5]
let a = s.dropFirst(0)
print(a.count, a.isEmpty, a.first ?? 0, a.contains(5), a.map { $0 * 2 }, a.sorted(), Array(a))
for x in a { print(x) }
let d = ["k": 1]
let b = d.prefix(1)
print(b.count, b.map { $0.key }, b.first?.value ?? 0)
for (k, v) in b { print(k, v) }
let r = 1...5
let c = r.dropFirst(2)
print(c.count, c.first!, c.last!, c.map { $0 }, c.reduce(0, +), c.contains(4), Array(c.reversed()))
print(Array(r.suffix(2)), r.prefix(2).map { $0 * 10 })
let lastTwo: [Int] = r.suffix(2)
print(lastTwo, Array(s.prefix(1)), Array(r.dropFirst()))

// expect: 1 false 5 true [10] [5] [5]
// expect: 5
// expect: 1 ["k"] 1
// expect: k 1
// expect: 3 3 5 [3, 4, 5] 12 true [5, 4, 3]
// expect: [4, 5] [10, 20]
// expect: [4, 5] [5] [2, 3, 4, 5]
