// An enum without associated values is Equatable and Hashable without saying so: it meets a
// generic `Hashable` constraint and keys a dictionary.
enum Suit: CaseIterable { case spades, hearts, diamonds, clubs }
func distinct<T: Hashable>(_ values: [T]) -> Int { Set(values).count }
func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
var counts: [Suit: Int] = [:]
for suit in [Suit.hearts, .spades, .hearts] { counts[suit, default: 0] += 1 }
print(distinct([Suit.hearts, .spades, .hearts]), same(Suit.clubs, .clubs), same(Suit.clubs, .spades))
print(counts[.hearts] ?? 0, counts[.diamonds] ?? 0, Suit.allCases.count)

// expect: 2 true false
// expect: 2 0 4
