// An ArraySlice's indices are its array's: index 0 lies outside a slice cut from index 2, and reading there traps.
let xs = [10, 20, 30, 40, 50]
let tail = xs[2...]
print(tail[2], tail.startIndex, tail.dropFirst().startIndex, tail.dropFirst().dropLast().endIndex)
print(tail[0])

// expect: 30 2 3 4
// expect runtime error: Index out of bounds
