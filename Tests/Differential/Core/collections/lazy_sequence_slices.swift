// prefix and dropFirst of a LazySequence of an array are Collection's: a Slice<LazySequence<[Int]>>
// keeping the array's indices, whose map and filter are lazy over it.
let xs = [1, 2, 3, 4]
let p = xs.lazy.prefix(2)
print(p, p.count, p.first!, p.startIndex, p.endIndex)
let d = xs.lazy.dropFirst(2)
print(d, d[2], d.startIndex, Array(d), d.indices)
for v in d { print(v) }
print(d.map { $0 * 2 }.first!, type(of: d.map { $0 * 2 }))
print(type(of: d.filter { $0 > 2 }), d.filter { $0 > 2 }.count)
print(xs.lazy.dropFirst(2).reduce(0, +), xs.lazy.prefix(3).contains(3), xs.lazy.dropFirst().last!)
print(type(of: xs.lazy.dropFirst()))

// expect: Slice<LazySequence<Array<Int>>>(_startIndex: 0, _endIndex: 2, _base: Swift.LazySequence<Swift.Array<Swift.Int>>(_base: [1, 2, 3, 4])) 2 1 0 2
// expect: Slice<LazySequence<Array<Int>>>(_startIndex: 2, _endIndex: 4, _base: Swift.LazySequence<Swift.Array<Swift.Int>>(_base: [1, 2, 3, 4])) 3 2 [3, 4] 2..<4
// expect: 3
// expect: 4
// expect: 6 LazyMapSequence<Slice<LazySequence<Array<Int>>>, Int>
// expect: LazyFilterSequence<Slice<LazySequence<Array<Int>>>> 2
// expect: 7 true 4
// expect: Slice<LazySequence<Array<Int>>>
