// `x += 1` reads the variable first: before any assignment it is passed by reference before
// being initialized.
print("this program must not run")
func total(_ values: [Int]) -> Int {
    var sum: Int
    for value in values {
        sum += value
    }
    var count: Int
    count = 0
    count += values.count
    return sum + count
}
print(total([1, 2, 3]))

// expect error: variable 'sum' passed by reference before being initialized
