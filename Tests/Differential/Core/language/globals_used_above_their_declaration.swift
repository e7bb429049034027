// A top-level let/var is visible in types and functions declared above it (main.swift's globals
// are visible everywhere in the file), and read before its line has run it is zero, as swiftc's
// zero-filled storage reads.
struct Calendar {
    var month = 1
    func label() -> String { "\(year)-\(month)" }
    static var next: Int { year + 1 }
}
func describe() -> String { "\(title) \(names.count) \(total) \(ready) \(pair)" }
func bump() { counter += 1 }
print(Calendar().label(), Calendar.next)
let year = 2024
var names = ["a", "b"]
var total = 3.5
let title = "t"
var ready = true
var pair = (1, "x")
var counter = 10
print(Calendar().label(), Calendar.next)
print(describe())
names.append("c")
bump()
bump()
print(describe(), counter)

// expect: 0-1 1
// expect: 2024-1 2025
// expect: t 2 3.5 true (1, "x")
// expect: t 3 3.5 true (1, "x") 12
