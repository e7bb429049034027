// Two different properties of a global struct passed inout to one call: for a global, swiftc
// checks the whole variable while the program runs, and its program stops on the second access.
struct Pair { var a = 1; var b = 10 }
func addInto(_ a: inout Int, _ b: inout Int) { a += b; b += 1 }
var g = Pair()
print("before", g.a, g.b)
addInto(&g.a, &g.b)
print(g.a, g.b)

// expect: before 1 10
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
