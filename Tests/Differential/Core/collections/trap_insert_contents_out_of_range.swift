// insert(contentsOf:at:) past the end traps.
var c = [1, 2, 3]
print("before")
c.insert(contentsOf: [9], at: 5)
print(c)

// expect: before
// expect runtime error: Array replace: subrange extends past the end
