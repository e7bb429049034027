// A `let` declared without a value may be assigned once on each path; swiftc rejects a second
// assignment that certainly follows the first, in the same block or a nested one.
print("this program must not run")
func pick(_ first: Bool) -> Int {
    let choice: Int
    if first { choice = 1 } else { choice = 2 }
    let total: Int
    total = choice
    if first {
        total = 3
    }
    let name: String
    name = "a"
    name = "b"
    return total + name.count
}
print(pick(true))

// expect error: immutable value 'total' may only be initialized once
