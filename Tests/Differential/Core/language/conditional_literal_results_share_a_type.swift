// Two literal results take the type both can have, whichever comes first: an integer literal
// beside a floating-point one makes a Double; in a generic argument too.
func describe<T>(_ value: T) -> String { "\(value) as \(T.self)" }
func pair<T>(_ a: T, _ b: T) -> String { "\(a), \(b) as \(T.self)" }
let active = true
let first = active ? 1 : 2.5
let second = active ? 2.5 : 1
let third = !active ? 1 : 2.5
print(first, second, third)
print(describe(active ? 1 : 2.5))
print(pair(active ? 1 : 2.5, 4))
print(describe(active ? 7 : 8))
let offset = active ? -1 : 0.5 * 3
print(offset)

// expect: 1.0 2.5 2.5
// expect: 1.0 as Double
// expect: 1.0, 4.0 as Double
// expect: 7 as Int
// expect: -1.0
