// An implicitly unwrapped optional passed to the generic max and min is forced, as swiftc
// does (an Int? is not Comparable).
let a: Int! = 3
print(max(a, 2), min(a, 2))
var b: Double! = 1.5
print(max(b, 0.5), min(2.5, b))
print(max(a, 2, 7))
let c: Int = max(a, 1)
print(c)
print(Swift.max(a, 9))
let s: String! = "m"
print(max(s, "a"))

// expect: 3 2
// expect: 1.5 1.5
// expect: 7
// expect: 3
// expect: 9
// expect: m
