// A `let` declared without a value and assigned in a loop's body would be assigned again by the
// next iteration; one that leaves the loop after the assignment is fine.
print("this program must not run")
func firstEven(_ values: [Int]) {
    let found: Int
    for value in values where value % 2 == 0 {
        found = value
        break
    }
    let last: Int
    for value in values {
        last = value
    }
}
firstEven([1, 2, 3])

// expect error: immutable value 'last' may only be initialized once
