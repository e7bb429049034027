// Generic functions over RawRepresentable: T.RawValue, rawValue, T(rawValue:) and where clauses.
enum Suit: String {
    case hearts, spades, clubs
}

enum Level: Int {
    case low = 1, mid = 5, high = 10
}

func raws<T: RawRepresentable>(_ xs: [T]) -> [T.RawValue] {
    xs.map { $0.rawValue }
}

func names<T: RawRepresentable>(_ xs: [T]) -> String where T.RawValue == String {
    xs.map { $0.rawValue }.joined(separator: ",")
}

func make<T: RawRepresentable>(_ type: T.Type, _ raw: T.RawValue) -> T? {
    T(rawValue: raw)
}

func total<T: RawRepresentable>(_ xs: [T]) -> Int where T.RawValue == Int {
    var sum = 0
    for x in xs { sum += x.rawValue }
    return sum
}

func firstRaw<T: RawRepresentable>(_ x: T) -> T.RawValue {
    let r: T.RawValue = x.rawValue
    return r
}

print(raws([Suit.hearts, .clubs]))
print(raws([Level.low, .high]))
print(names([Suit.spades, .hearts]))
print(total([Level.low, .mid, .high]))
print(make(Suit.self, "clubs").map { "\($0)" } ?? "none")
print(make(Suit.self, "diamonds").map { "\($0)" } ?? "none")
print(make(Level.self, 5) == .mid)
print(make(Level.self, 7) == nil)
print(firstRaw(Level.high))
print(firstRaw(Suit.hearts))

// expect: ["hearts", "clubs"]
// expect: [1, 10]
// expect: spades,hearts
// expect: 16
// expect: clubs
// expect: none
// expect: true
// expect: true
// expect: 10
// expect: hearts
