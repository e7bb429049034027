// A Range<Int> is its own SubSequence: prefix, suffix, dropFirst and dropLast give a Range;
// Sequence's suffix and dropLast give an array where the context wants one.
let r = 0..<10
print(r.prefix(3), r.suffix(3), r.dropFirst(2), r.dropLast(4), r.prefix(20), r.dropFirst(20), type(of: r.prefix(3)))
let last: [Int] = r.suffix(2)
print(last, (5..<5).prefix(1), r.prefix(3).map { $0 * 2 }, r.dropFirst().first!, Array(r.dropLast(8)))
for i in (0..<6).dropFirst(4) { print(i) }
print((0..<10).first!, (0...10).last!, (3..<3).first as Any, (0..<5).last!)

// expect: 0..<3 7..<10 2..<10 0..<6 0..<10 10..<10 Range<Int>
// expect: [8, 9] 5..<5 [0, 2, 4] 1 [0, 1]
// expect: 4
// expect: 5
// expect: 0 10 nil 4
