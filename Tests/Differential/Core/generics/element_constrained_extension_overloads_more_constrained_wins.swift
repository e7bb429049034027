// Methods of one name in `extension Collection` and `extension Collection where Element:
// Equatable` (or `Sequence where Element: Numeric`, `Array where Element == Int`, `Array where
// Element: Comparable` beside `where Element: Equatable`): a receiver meeting both takes the
// more constrained one, one meeting only the plainer takes that.
extension Collection { func summary() -> String { "\(count) items" } }
extension Collection where Element: Equatable { func summary() -> String { "\(count) equatable items" } }
extension Sequence { func total() -> String { "n/a" } }
extension Sequence where Element: Numeric { func total() -> String { "\(reduce(0, +))" } }
extension Array { func describe() -> String { "array of \(count)" } }
extension Array where Element == Int { func describe() -> String { "ints summing to \(reduce(0, +))" } }
extension Array where Element: Equatable { func kind() -> String { "equatable" } }
extension Array where Element: Comparable { func kind() -> String { "comparable" } }
struct Opaque {}
struct Token: Equatable {}
print([1, 2, 3].summary(), [Opaque(), Opaque()].summary())
print([1, 2, 3].total(), ["a"].total(), [1.5, 2].total())
print([1, 2, 3].describe(), ["a"].describe())
print([1].kind(), [Token()].kind())

// expect: 3 equatable items 2 items
// expect: 6 n/a 3.5
// expect: ints summing to 6 array of 1
// expect: comparable equatable
