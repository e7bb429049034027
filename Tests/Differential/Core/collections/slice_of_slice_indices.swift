// Cutting an ArraySlice again keeps the array's indices, and an array literal compares with a slice as one.
let xs = [10, 20, 30, 40, 50, 60]
let tail = xs[2...]
let inner = tail.dropFirst().dropLast()
print(inner, inner.startIndex, inner.endIndex, inner[3], inner.indices)
print(tail.prefix(2).endIndex, tail.suffix(2).startIndex, tail.prefix(while: { $0 < 50 }).endIndex)
print(tail.drop(while: { $0 < 40 }).startIndex, tail.split(whereSeparator: { $0 == 40 }).map { $0.startIndex })
print(xs[1...] == [20, 30, 40, 50, 60], [30, 40] == xs[2..<4], xs[1...] != [20])
let literal: ArraySlice<Int> = [1, 2, 3]
print(literal, literal.startIndex, type(of: literal))

// expect: [40, 50] 3 5 40 3..<5
// expect: 4 4 4
// expect: 3 [2, 4]
// expect: true true true
// expect: [1, 2, 3] 0 ArraySlice<Int>
