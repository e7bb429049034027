// A closure value called with `&g` whose body reads the global `g`: the call holds the access
// as a function's call does, so swiftc's program stops at the read.
var g = 0
let bump: (inout Int) -> Void = { x in
    x += 1
    print("in", x)
    print("global", g)
}
print("before", g)
bump(&g)
print("after", g)

// expect: before 0
// expect: in 1
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
