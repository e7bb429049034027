// A negative index traps.
var xs = ["a", "b"]
let i = xs.count - 3
print("index", i)
xs[i] = "z"
print(xs)

// expect: index -1
// expect runtime error: Index out of range
