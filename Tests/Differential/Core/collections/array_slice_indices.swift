// An ArraySlice keeps its array's indices: subscripts, indices and firstIndex answer in them.
let xs = [3, 1, 4, 1, 5, 9, 2, 6]
let tail = xs[3...]
print(tail.startIndex, tail.endIndex, tail.indices)
print(tail[3], tail[5], tail[4...5], tail[4...5].startIndex)
print(tail.firstIndex(of: 9) ?? -1, tail.firstIndex(where: { $0 > 4 }) ?? -1, tail.lastIndex(of: 1) ?? -1)
for i in tail.indices where tail[i] % 2 == 0 {
    print(i, tail[i])
}
print(tail.reduce(0, +), tail.count, tail.map { $0 * 2 }, tail.sorted())
print(tail == xs[3...], Array(tail) == [1, 5, 9, 2, 6], type(of: tail), type(of: xs.prefix(2)))
let head = xs.prefix(while: { $0 < 5 })
print(head, head.endIndex, xs.dropFirst(6).startIndex, xs.suffix(3).first ?? 0)

// expect: 3 8 3..<8
// expect: 1 9 [5, 9] 4
// expect: 5 4 3
// expect: 6 2
// expect: 7 6
// expect: 23 5 [2, 10, 18, 4, 12] [1, 2, 5, 6, 9]
// expect: true true ArraySlice<Int> ArraySlice<Int>
// expect: [3, 1, 4, 1] 4 6 9
