// lazy of a zip, a stride, a reversed, enumerated or joined collection is a LazySequence of the
// wrapper itself: its map and filter are sequences (first is first(where:), read no further).
let a = [1, 2, 3], b = [10, 20, 30]
let z = zip(a, b).lazy
print(z, type(of: z))
let sums = zip(a, b).lazy.map { x -> Int in print("sum", x.0); return x.0 + x.1 }
print(type(of: sums))
print(sums.first(where: { $0 > 15 })!)
print(sums.first)
let st = stride(from: 0, to: 10, by: 3).lazy.filter { $0 > 2 }
print(type(of: st), Array(st))
for v in st { print(v) }
print(a.reversed().lazy.map { $0 * 2 }.first!, type(of: a.enumerated().lazy))
print(Array([[1], [2, 3]].joined().lazy.map { $0 + 1 }))

// expect: LazySequence<Zip2Sequence<Array<Int>, Array<Int>>>(_base: Swift.Zip2Sequence<Swift.Array<Swift.Int>, Swift.Array<Swift.Int>>(_sequence1: [1, 2, 3], _sequence2: [10, 20, 30])) LazySequence<Zip2Sequence<Array<Int>, Array<Int>>>
// expect: LazyMapSequence<Zip2Sequence<Array<Int>, Array<Int>>, Int>
// expect: sum 1
// expect: sum 2
// expect: 22
// expect: (Function)
// expect: LazyFilterSequence<StrideTo<Int>> [3, 6, 9]
// expect: 3
// expect: 6
// expect: 9
// expect: 6 LazySequence<EnumeratedSequence<Array<Int>>>
// expect: [2, 3, 4]
