// A global Int passed inout whose callee assigns the global: swiftc's program stops at the
// assignment, which would otherwise be lost when the access ends.
var total = 1
func bump(_ x: inout Int) {
    x += 1
    print("bumped to", x)
    total = 100
    print("assigned")
}
bump(&total)
print(total)

// expect: bumped to 2
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
