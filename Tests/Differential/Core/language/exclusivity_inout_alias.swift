// One variable passed inout twice to one call: swiftc rejects it before it runs.
print("this program must not run")
func addInto(_ a: inout Int, _ b: inout Int) { a += b }
var x = 1
addInto(&x, &x)
print(x)

// expect error: inout arguments are not allowed to alias each other
