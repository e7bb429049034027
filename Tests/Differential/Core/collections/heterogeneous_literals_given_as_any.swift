// An array literal given as an `Any` (print's parameter, an `Any` constant) may mix types: it is
// an [Any]. So may a `? :` of two literals in it; a `? :` of one type is an element like any other.
let active = true
let count = 3
print([1, "a"])
print([active ? 1 : "a", count])
let mixed: Any = [2.5, "b", true]
print(mixed)
let items: [Any] = [active ? count : "none", 4]
print(items.count)
print([active ? count : 2, 7])
print([active ? 1 : 2.5])

// expect: [1, "a"]
// expect: [1, 3]
// expect: [2.5, "b", true]
// expect: 2
// expect: [3, 7]
// expect: [1.0]
