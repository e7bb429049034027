// A range of a program's Strideable type whose Stride is an Int is a collection: a loop reads
// each value advanced by 1 up to the upper bound.
struct Day: Strideable, CustomStringConvertible {
    var n: Int
    func distance(to other: Day) -> Int { other.n - n }
    func advanced(by k: Int) -> Day { Day(n: n + k) }
    var description: String { "day\(n)" }
}
for d in Day(n: 1)..<Day(n: 4) { print(d) }
for d in Day(n: 7)...Day(n: 8) { print(d) }
for d in Day(n: 5)..<Day(n: 5) { print("never", d) }
let week = Day(n: 0)..<Day(n: 7)
print(week.contains(Day(n: 3)), week.contains(Day(n: 7)), week.lowerBound, week.upperBound)
var total = 0
for d in week where d.n % 2 == 0 { total += d.n }
print(total)

// expect: day1
// expect: day2
// expect: day3
// expect: day7
// expect: day8
// expect: true false day0 day7
// expect: 12
