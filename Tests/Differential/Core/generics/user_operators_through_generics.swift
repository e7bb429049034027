// A type's own `<` and `==` decide wherever Swift calls the conformance: comparisons in generic
// functions, sorted/min/max of a generic array, Swift.max of two values, contains, firstIndex(of:)
// and == of arrays, and an enum whose `<` is not its case order.
struct Card: Comparable {
    var rank: Int
    var note: String
    static func < (a: Card, b: Card) -> Bool { a.rank < b.rank }
    static func == (a: Card, b: Card) -> Bool { a.rank == b.rank }
}
enum Level: Comparable {
    case low, high
    static func < (x: Level, y: Level) -> Bool { x == .high && y == .low }
}
func less<T: Comparable>(_ a: T, _ b: T) -> Bool { a < b }
func order<T: Comparable>(_ a: T, _ b: T) -> String { "\(a < b) \(a > b) \(a <= b) \(a >= b)" }
func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
func differ<T: Equatable>(_ a: T, _ b: T) -> Bool { a != b }
func largest<T>(_ xs: [T]) -> T? where T: Comparable { xs.max() }
func ascending<T: Comparable>(_ xs: [T]) -> [T] { xs.sorted() }
func has<T: Equatable>(_ xs: [T], _ x: T) -> Bool { xs.contains(x) }
let ace = Card(rank: 14, note: "ace"), two = Card(rank: 2, note: "two"), other = Card(rank: 2, note: "other two")
print(less(two, ace), order(ace, two), same(two, other), differ(two, other))
print(largest([two, ace, other])?.note ?? "none", ascending([ace, two]).map(\.note))
print(Swift.max(two, ace).note, Swift.min(ace, two, other).note, [ace, two].min()?.note ?? "none")
print(has([ace, two], other), [ace, two].contains(other), [ace, two].firstIndex(of: other) ?? -1, [two] == [other])
print(less(Level.high, Level.low), [Level.low, .high].sorted(), Level.low < Level.high, Swift.max(Level.low, Level.high))
print(ascending([3, 1, 2]), ascending(["b", "a"]), same(1.5, 1.5), largest([Level.high, .low]) ?? .high)

// expect: true false true false true true false
// expect: ace ["two", "ace"]
// expect: ace two two
// expect: true true 1 true
// expect: true [main.Level.high, main.Level.low] false low
// expect: [1, 2, 3] ["a", "b"] true low
