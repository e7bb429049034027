// A lazy flatMap is a LazySequence over a FlattenSequence: first, count, prefix, Array and print read its elements.
let l = Array(1...3).lazy.flatMap { [$0, $0] }
print(l.first as Any)
print(l.count)
print(Array(l.prefix(3)))
print(Array(l))
print(type(of: l))
print(l)
var seen: [Int] = []
for x in l { seen.append(x) }
print(seen)
print(l.map { $0 * 10 }.first!, l.contains(3), l.filter { $0 > 1 }.count)
let words = ["ab", "c"].lazy.flatMap { Array($0) }
print(Array(words), words.count, words.first!)

// expect: Optional(1)
// expect: 6
// expect: [1, 1, 2]
// expect: [1, 1, 2, 2, 3, 3]
// expect: LazySequence<FlattenSequence<LazyMapSequence<Array<Int>, Array<Int>>>>
// expect: LazySequence<FlattenSequence<LazyMapSequence<Array<Int>, Array<Int>>>>(_base: Swift.FlattenSequence<Swift.LazyMapSequence<Swift.Array<Swift.Int>, Swift.Array<Swift.Int>>>(_base: Swift.LazyMapSequence<Swift.Array<Swift.Int>, Swift.Array<Swift.Int>>(_base: [1, 2, 3], _transform: (Function))))
// expect: [1, 1, 2, 2, 3, 3]
// expect: 10 true 4
// expect: ["a", "b", "c"] 3 a
