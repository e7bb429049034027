// A literal receiver takes the element a same-type extension requires, through a chain of calls
// and for one-character strings too: swiftc types the literal by the member named on it.
extension Collection where Element == Double {
    func total() -> Double { reduce(0, +) }
    var mean: Double { total() / Double(count) }
}
extension Array where Element == Character {
    var word: String { String(self) }
}
print([1, 2, 3].dropFirst().total())
print([1, 2, 3].prefix(2).mean)
print(["a", "b"].word)
print([4, 6].mean)

// expect: 5.0
// expect: 1.5
// expect: ab
// expect: 5.0
