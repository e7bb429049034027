// An implicitly unwrapped optional is forced where its operator takes no optional, and
// compared as an optional by == and !=.
let x: Int! = 4
let y: Int = x
print(y, x + 1, x as Any, x * 2 - 1, x > 3, 10 - x)
var z: Double! = nil
print(z == nil)
z = 2.5
print(z + 1, z == 2.5)
var s: String! = "hi"
print(s.count, s + "!")

// expect: 4 5 Optional(4) 7 true 6
// expect: true
// expect: 3.5 true
// expect: 2 hi!
