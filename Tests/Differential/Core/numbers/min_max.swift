// Swift.min and Swift.max over numbers and strings, variadic too.
print(min(3, 1, 2), max(3, 1, 2))
print(min(2.5, 1.5), max(-1.0, -2.0))
print(min("pear", "apple"), max("pear", "apple"))
let xs = [4, 9, 2]
print(Swift.max(xs[0], xs[1]), Swift.min(xs[1], xs[2]))

// expect: 1 3
// expect: 1.5 -1.0
// expect: apple pear
// expect: 9 2
