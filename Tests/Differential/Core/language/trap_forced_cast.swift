// as! to the wrong type traps.
let values: [Any] = [1, "two"]
print(values[0] as! Int)
print(values[1] as! Int)
print("unreachable")

// expect: 1
// expect runtime error: Could not cast value of type 'Swift.String' to 'Swift.Int'.
