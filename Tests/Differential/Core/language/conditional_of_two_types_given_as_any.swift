// A `? :` given as an `Any` (print's items, an `Any` constant) converts each result to `Any` on
// its own: results of two types are allowed, and number literals keep their own types (1, 2.5).
let active = true
let count = 3
print(active ? count : "none")
print(!active ? 1 : "a", active ? 1 : 2.5, separator: " | ")
let value: Any = active ? "on" : count
print(value)

// expect: 3
// expect: a | 1
// expect: on
