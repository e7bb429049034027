// swapAt, reverse() and replaceSubrange mutate in place.
var xs = ["a", "b", "c", "d"]
xs.swapAt(0, 3)
print(xs)
xs.reverse()
print(xs)
xs.replaceSubrange(1...2, with: ["x", "y", "z"])
print(xs)
xs[0] = "first"
print(xs)

// expect: ["d", "b", "c", "a"]
// expect: ["a", "c", "b", "d"]
// expect: ["a", "x", "y", "z", "d"]
// expect: ["first", "x", "y", "z", "d"]
