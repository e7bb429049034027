// `extension Hashable` (a `Set<Self>` parameter) and `extension Equatable` on Int, String, Character, Bool.
extension Hashable {
    func isIn(_ set: Set<Self>) -> Bool { set.contains(self) }
}
print(3.isIn([1, 2, 3]), "a".isIn(["b"]))
extension Equatable {
    func oneOf(_ xs: [Self]) -> Bool { xs.contains(self) }
}
let c: Character = "x"
print(c.oneOf(["x", "y"]), true.oneOf([false]))

// expect: true false
// expect: true false
