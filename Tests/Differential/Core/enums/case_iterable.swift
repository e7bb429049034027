// CaseIterable gives allCases in declaration order.
enum Suit: CaseIterable {
    case clubs, diamonds, hearts, spades
}
print(Suit.allCases.count)
print(Suit.allCases)
print(Suit.allCases.map { "\($0)".count })
print(Suit.allCases.firstIndex(of: .hearts)!)

// expect: 4
// expect: [main.Suit.clubs, main.Suit.diamonds, main.Suit.hearts, main.Suit.spades]
// expect: [5, 8, 6, 6]
// expect: 2
