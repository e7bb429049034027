// prefix(_:) and dropFirst(_:) of a lazy flatMap over a collection are Slices of it: their bounds are
// found by walking flattened positions from startIndex, and reading, counting or copying them runs the
// transform as Swift's FlattenSequence positions need it (again for each position asked).
let a = (1...3).lazy.flatMap { x -> [Int] in print("f", x); return [x, x * 10] }
let p = a.prefix(3)
print(type(of: p))
for v in p { print("v", v) }
print(Array((1...3).lazy.flatMap { x -> [Int] in print("g", x); return [x] }.prefix(2)))
let holes = (1...3).lazy.flatMap { x -> [Int] in print("h", x); return x == 2 ? [] : [x, x] }
for v in holes.dropFirst(1) { print("v", v) }
print(Array(holes.dropFirst(3)), Array(holes.prefix(0)))
let short = [1, 2].lazy.flatMap { x -> [Int] in print("s", x); return [x] }.prefix(5)
print(Array(short))
let fm = [3, 0, 2].lazy.flatMap { x -> [Int] in print("c", x); return Array(0..<x) }
let q = fm.prefix(4)
print(q.count)
print(q.first as Any, q.last as Any)
print(q.contains(1))
print(fm.dropFirst(2).isEmpty, fm.dropFirst(5).isEmpty)
let m = fm.prefix(2).map { x -> Int in print("m", x); return x * 100 }
print(Array(m))

// expect: f 1
// expect: f 1
// expect: f 1
// expect: f 2
// expect: f 2
// expect: f 1
// expect: f 1
// expect: Slice<LazySequence<FlattenSequence<LazyMapSequence<ClosedRange<Int>, Array<Int>>>>>
// expect: f 1
// expect: f 1
// expect: v 1
// expect: f 1
// expect: f 1
// expect: f 2
// expect: v 10
// expect: f 2
// expect: f 2
// expect: v 2
// expect: g 1
// expect: g 1
// expect: g 2
// expect: g 2
// expect: g 3
// expect: g 1
// expect: g 1
// expect: g 1
// expect: g 2
// expect: g 3
// expect: g 1
// expect: g 1
// expect: g 2
// expect: g 2
// expect: g 2
// expect: g 3
// expect: [1, 2]
// expect: h 1
// expect: h 1
// expect: h 1
// expect: h 1
// expect: h 1
// expect: h 2
// expect: h 3
// expect: v 1
// expect: h 3
// expect: h 3
// expect: v 3
// expect: h 3
// expect: h 3
// expect: v 3
// expect: h 1
// expect: h 1
// expect: h 1
// expect: h 2
// expect: h 3
// expect: h 3
// expect: h 1
// expect: h 3
// expect: h 3
// expect: h 3
// expect: h 1
// expect: h 1
// expect: h 1
// expect: h 1
// expect: [3] []
// expect: s 1
// expect: s 1
// expect: s 2
// expect: s 2
// expect: s 1
// expect: s 1
// expect: s 1
// expect: s 2
// expect: s 1
// expect: s 1
// expect: s 2
// expect: s 2
// expect: s 2
// expect: [1, 2]
// expect: c 3
// expect: c 3
// expect: c 3
// expect: c 3
// expect: c 0
// expect: c 2
// expect: c 2
// expect: c 3
// expect: c 3
// expect: c 3
// expect: c 0
// expect: c 2
// expect: 4
// expect: c 3
// expect: c 2
// expect: c 2
// expect: Optional(0) Optional(0)
// expect: c 3
// expect: c 3
// expect: c 3
// expect: c 3
// expect: true
// expect: c 3
// expect: c 3
// expect: c 3
// expect: c 3
// expect: c 3
// expect: c 3
// expect: c 3
// expect: c 3
// expect: c 0
// expect: c 2
// expect: c 2
// expect: c 2
// expect: c 3
// expect: false true
// expect: c 3
// expect: c 3
// expect: c 3
// expect: c 3
// expect: c 3
// expect: c 3
// expect: c 3
// expect: c 3
// expect: m 0
// expect: c 3
// expect: c 3
// expect: m 1
// expect: [0, 100]
