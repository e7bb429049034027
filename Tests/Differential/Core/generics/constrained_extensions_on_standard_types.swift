// Extensions of the standard types constrained by their element, value or wrapped type:
// `Dictionary where Value: Numeric`, `Sequence where Element == String`, `Optional where
// Wrapped: Collection`, used on the types that match.
extension Dictionary where Value: Numeric {
    var total: Value { values.reduce(0, +) }
}
extension Sequence where Element == String {
    func joinedWithCommas() -> String { joined(separator: ", ") }
}
extension Optional where Wrapped: Collection {
    var isNilOrEmpty: Bool { self?.isEmpty ?? true }
}
print(["a": 1, "b": 2].total, ["x": 1.5].total)
print(["x", "y"].joinedWithCommas(), Set(["q"]).joinedWithCommas())
print(["k": "v"].values.joinedWithCommas())
let none: [Int]? = nil
let text: String? = "hi"
let empty: [Int]? = []
print(none.isNilOrEmpty, text.isNilOrEmpty, empty.isNilOrEmpty)

// expect: 3 1.5
// expect: x, y q
// expect: v
// expect: true false true
