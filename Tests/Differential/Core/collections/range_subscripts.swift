// A `Range<Int>` is a collection whose indices are its elements: `r[i]` is `i`, and a range of
// positions gives a `Range<Int>`.
let r = 2..<7
print(r[2], r[4], r[6])
print((0..<5)[2])
print(r[3..<5], r[3...5], r[...4], r[..<4], r[5...])
print(type(of: r[3...]))
print(r[r.startIndex], r[r.index(after: r.startIndex)])
let a = [10, 20, 30, 40, 50]
let positions = a.indices
print(positions[1], positions[1...3], type(of: positions[1...3]))
for i in positions[1...] {
    print(i, a[i], terminator: ";")
}
print()
print(a.indices.dropFirst(), type(of: a.indices.dropFirst()))
print(a.indices.prefix(2), a.indices.suffix(2), a.indices.dropLast())
let middle = a.indices.dropFirst().dropLast()
print(middle.map { a[$0] })

// expect: 2 4 6
// expect: 2
// expect: 3..<5 3..<6 2..<5 2..<4 5..<7
// expect: Range<Int>
// expect: 2 3
// expect: 1 1..<4 Range<Int>
// expect: 1 20;2 30;3 40;4 50;
// expect: 1..<5 Range<Int>
// expect: 0..<2 3..<5 0..<4
// expect: [20, 30, 40]
