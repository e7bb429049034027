// A global struct's property passed inout whose callee reads the whole global: the access to
// `g.a` is an access to `g`, and swiftc's program stops at the read.
struct Pair { var a = 1; var b = 10 }
var g = Pair()
func bump(_ x: inout Int) {
    x += 1
    print("bumped to", x)
    print("whole:", g)
}
bump(&g.a)
print(g.a, g.b)

// expect: bumped to 2
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
