// `swap` of two properties of a global struct: swap's two `inout` accesses are to the whole
// global, which swiftc's program checks while it runs, and it stops on the second.
struct Point { var x = 1; var y = 2 }
var g = Point()
var h = Point()
swap(&g.x, &h.y)
print("apart", g.x, h.y)
swap(&g.x, &g.y)
print(g.x, g.y)

// expect: apart 2 1
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
