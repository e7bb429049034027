// A slice beyond the array's bounds traps.
let xs = [1, 2, 3]
print(xs[0..<2])
print(xs[1..<5])

// expect: [1, 2]
// expect runtime error: Array index is out of range
