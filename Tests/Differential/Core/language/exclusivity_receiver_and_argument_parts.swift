// A mutating method called on one property of a struct and given another property inout: for a
// local swiftc proves the two accesses apart and runs it; for a global its program stops on the
// second access.
struct Inner {
    var n = 0
    mutating func add(_ k: inout Int) {
        n += k
        k += 1
    }
}
struct Outer { var inner = Inner(); var other = 5 }
func run() {
    var p = Outer()
    p.inner.add(&p.other)
    print(p.inner.n, p.other)
}
run()
var g = Outer()
g.inner.add(&g.other)
print(g.inner.n, g.other)

// expect: 5 6
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
