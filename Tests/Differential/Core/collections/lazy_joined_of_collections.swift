// joined() of the lazy view of an array or a set of arrays is a LazySequence of a FlattenSequence.
let j = [[1, 2], [3]].lazy.joined()
print(type(of: j))
print(j.count, j.first as Any, Array(j))
print(j.map { $0 * 10 }.reduce(0, +))
let s: Set<[Int]> = [[4]]
print(type(of: s.lazy.joined()), Array(s.lazy.joined()))

// expect: LazySequence<FlattenSequence<Array<Array<Int>>>>
// expect: 3 Optional(1) [1, 2, 3]
// expect: 60
// expect: LazySequence<FlattenSequence<Set<Array<Int>>>> [4]
