// A half-open range of a program's Strideable type with an Int Stride is its own SubSequence and its
// values are its indices: prefix, suffix, dropFirst and dropLast give ranges, startIndex and endIndex
// are the bounds, indices the range itself.
struct Day: Strideable, CustomStringConvertible {
    var n: Int
    func distance(to other: Day) -> Int { other.n - n }
    func advanced(by k: Int) -> Day { Day(n: n + k) }
    var description: String { "d\(n)" }
}
let week = Day(n: 0)..<Day(n: 7)
print(week.prefix(2), week.prefix(20), week.prefix(0), week.dropFirst(5), week.dropFirst(), week.dropFirst(10))
print(week.suffix(3), week.suffix(0), week.suffix(9), week.dropLast(4), week.dropLast(), week.dropLast(9))
print(week.startIndex, week.endIndex, week.indices, week.prefix(3).count, Array(week.suffix(2)))
let none = Day(n: 2)..<Day(n: 2)
print(none.prefix(1), none.suffix(1), none.dropFirst(), none.startIndex, none.endIndex)

// expect: d0..<d2 d0..<d7 d0..<d0 d5..<d7 d1..<d7 d7..<d7
// expect: d4..<d7 d7..<d7 d0..<d7 d0..<d3 d0..<d6 d0..<d0
// expect: d0 d7 d0..<d7 3 [d5, d6]
// expect: d2..<d2 d2..<d2 d2..<d2 d2 d2
