// CaseIterable reached through a metatype: `t.allCases` on a `T.Type` parameter, `T.allCases`
// in a loop, `allCases.count`, and `allCases` on a metatype value held in a variable.
enum Direction: CaseIterable { case north, east, south, west }
enum Suit: String, CaseIterable { case hearts, spades, clubs }
func all<T: CaseIterable>(_ t: T.Type) -> [T] { Array(t.allCases) }
func count<T: CaseIterable>(_ t: T.Type) -> Int { t.allCases.count }
func names<T: CaseIterable>(_ t: T.Type) -> [String] {
    var out: [String] = []
    for c in T.allCases { out.append("\(c)") }
    return out
}
func cycle<T: CaseIterable & Equatable>(after value: T) -> T {
    let cases = Array(T.allCases)
    let index = cases.firstIndex(of: value) ?? 0
    return cases[(index + 1) % cases.count]
}
print(all(Direction.self))
print(all(Suit.self).map { $0.rawValue })
print(count(Direction.self), count(Suit.self))
print(names(Direction.self), names(Suit.self))
print(cycle(after: Direction.west), cycle(after: Suit.hearts))
let kind = Suit.self
print(kind.allCases.count, kind.allCases.last!.rawValue)

// expect: [main.Direction.north, main.Direction.east, main.Direction.south, main.Direction.west]
// expect: ["hearts", "spades", "clubs"]
// expect: 4 3
// expect: ["north", "east", "south", "west"] ["hearts", "spades", "clubs"]
// expect: north spades
// expect: 3 clubs
