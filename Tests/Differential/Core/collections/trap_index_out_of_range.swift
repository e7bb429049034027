// Reading past the end of an array traps.
let xs = [1, 2, 3]
for i in 0...3 {
    print(xs[i])
}
print("unreachable")

// expect: 1
// expect: 2
// expect: 3
// expect runtime error: Index out of range
