// A dictionary literal with duplicate keys traps at run time.
let k = "a"
print("building")
let d = [k: 1, "a": 2]
print(d)

// expect: building
// expect runtime error: Dictionary literal contains duplicate keys
