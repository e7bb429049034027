// Accesses to a global struct's properties and a global array's element one after another, and
// a closure that reads them once the accesses have ended: nothing overlaps, so swiftc's program runs.
struct Pair { var a = 1; var b = 10 }
var g = Pair()
var counts = [0, 0, 0]
func bump(_ x: inout Int) { x += 1 }
bump(&g.a)
bump(&g.b)
bump(&counts[1])
let show = { print("after:", g.a, g.b, counts) }
show()
g.a = 5
bump(&g.a)
bump(&counts[1])
show()

// expect: after: 2 11 [0, 1, 0]
// expect: after: 6 11 [0, 2, 0]
