// A range of a program's Strideable type whose Stride is Int is a Collection: count, first, last,
// map, filter, reduce, reversed, contains(where:), min, max, sorted, enumerated, zip, lazy, each
// value the last advanced by 1.
struct Day: Strideable, CustomStringConvertible {
    var n: Int
    func distance(to other: Day) -> Int { other.n - n }
    func advanced(by k: Int) -> Day { Day(n: n + k) }
    var description: String { "d\(n)" }
}
let week = Day(n: 0)..<Day(n: 7)
let days = Day(n: 1)...Day(n: 3)
print(week.count, days.count, week.isEmpty, (Day(n: 2)..<Day(n: 2)).count)
print(week.map { $0.n * 2 }, days.map(\.n))
print(week.filter { $0.n % 3 == 0 }, days.reduce(0) { $0 + $1.n })
print(Array(days.reversed()), week.first as Any, week.last as Any, days.first!, days.last!)
print(week.contains { $0.n == 6 }, days.contains(where: { $0.n > 5 }), week.contains(Day(n: 3)))
print(Array(days), week.min()!, days.max()!, week.allSatisfy { $0.n < 7 })
print(days.sorted { $0 > $1 })
print(days.first(where: { $0.n > 1 }) as Any)
print(days.enumerated().map { "\($0):\($1)" }, zip(days, ["a", "b", "c"]).map { "\($0)\($1)" })
days.forEach { print($0, terminator: ";") }
print()
print(days.compactMap { $0.n > 1 ? $0.n : nil }, days.lazy.map { $0.n }.reduce(0, +))

// expect: 7 3 false 0
// expect: [0, 2, 4, 6, 8, 10, 12] [1, 2, 3]
// expect: [d0, d3, d6] 6
// expect: [d3, d2, d1] Optional(d0) Optional(d6) d1 d3
// expect: true false true
// expect: [d1, d2, d3] d0 d3 true
// expect: [d3, d2, d1]
// expect: Optional(d2)
// expect: ["0:d1", "1:d2", "2:d3"] ["d1a", "d2b", "d3c"]
// expect: d1;d2;d3;
// expect: [2, 3] 6
