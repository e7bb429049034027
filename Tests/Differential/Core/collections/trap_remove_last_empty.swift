// removeLast on an empty array traps.
var xs = [1]
print(xs.removeLast())
print(xs.removeLast())
print("unreachable")

// expect: 1
// expect runtime error: Can't remove last element from an empty collection
