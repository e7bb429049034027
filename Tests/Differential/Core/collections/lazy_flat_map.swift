// A lazy flatMap of sequences is a LazySequence of a FlattenSequence of a lazy map: each element's
// sequence is made when the flattened sequence reaches it. Of optionals it is compactMap.
let xs = [1, 2, 3, 4]
let f = xs.lazy.flatMap { x -> [Int] in print("g", x); return Array(repeating: x, count: x % 3) }
print(type(of: f))
print("made")
for v in f {
    print("v", v)
    if v == 2 { break }
}
print(Array(f))
let o = xs.lazy.flatMap { x -> Int? in print("o", x); return x > 2 ? x : nil }
print(type(of: o))
print(Array(o))

// expect: LazySequence<FlattenSequence<LazyMapSequence<Array<Int>, Array<Int>>>>
// expect: made
// expect: g 1
// expect: v 1
// expect: g 2
// expect: v 2
// expect: g 1
// expect: g 2
// expect: g 3
// expect: g 4
// expect: [1, 2, 2, 4]
// expect: LazyMapSequence<LazyFilterSequence<LazyMapSequence<Array<Int>, Optional<Int>>>, Int>
// expect: o 1
// expect: o 2
// expect: o 3
// expect: o 4
// expect: [3, 4]
