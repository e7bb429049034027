// Mapping over allCases to their raw values.
enum Weekday: Int, CaseIterable {
    case monday = 1, tuesday, wednesday
}
print(Weekday.allCases.map(\.rawValue))
print(Weekday.allCases.map { $0.rawValue * 10 }.reduce(0, +))

// expect: [1, 2, 3]
// expect: 60
