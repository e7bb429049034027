// More of a strideable range's Sequence and Collection members: Array, Set, sorted(by:), min(by:),
// enumerated and zip in a loop, joined of a map, count(where:), reversed, elementsEqual, an empty range's.
struct Day: Strideable, Hashable, CustomStringConvertible {
    var n: Int
    func distance(to other: Day) -> Int { other.n - n }
    func advanced(by k: Int) -> Day { Day(n: n + k) }
    var description: String { "d\(n)" }
}
let week = Day(n: 0)..<Day(n: 4)
print(Array(week), Set(week).count, week.sorted(by: >), week.min(by: { $0.n > $1.n })!)
for (i, d) in week.enumerated() where i % 2 == 0 { print(i, d) }
for (d, s) in zip(week, "ab") { print(d, s) }
print(week.map(\.description).joined(separator: "-"), week.count(where: { $0.n > 1 }))
print(week.reversed().map { $0.n }, week.randomElement() != nil, week.elementsEqual([Day(n: 0), Day(n: 1), Day(n: 2), Day(n: 3)]))
let empty = Day(n: 3)..<Day(n: 3)
print(empty.first as Any, empty.count, empty.isEmpty, empty.map { $0 })

// expect: [d0, d1, d2, d3] 4 [d3, d2, d1, d0] d3
// expect: 0 d0
// expect: 2 d2
// expect: d0 a
// expect: d1 b
// expect: d0-d1-d2-d3 2
// expect: [3, 2, 1, 0] true true
// expect: nil 0 true []
