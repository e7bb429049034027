// A mutating method called on the part `p.inner` with a closure that assigns a property of
// that part: swiftc rejects the overlapping accesses to 'p.inner'.
print("this program must not run")
struct Inner {
    var c = 0
    mutating func step(_ body: () -> Void) { c += 1; body() }
}
struct Outer { var b = 0; var inner = Inner() }
func run() {
    var p = Outer()
    p.inner.step { p.inner.c = 7 }
    print(p.inner.c)
}
run()

// expect error: overlapping accesses to 'p.inner', but modification requires exclusive access; consider copying to a local variable
