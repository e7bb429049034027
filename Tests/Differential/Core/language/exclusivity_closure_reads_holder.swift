// A closure passed beside `&p.inner.c` that reads `p.inner`, which holds the part passed: an
// overlapping access swiftc rejects.
print("this program must not run")
struct Inner { var c = 0; var d = 0 }
struct Outer { var a = 1; var inner = Inner() }
func modify(_ x: inout Int, _ body: () -> Void) { x += 1; body() }
func run() {
    var p = Outer()
    modify(&p.inner.c) { print(p.inner) }
    print(p.a)
}
run()

// expect error: overlapping accesses to 'p.inner.c', but modification requires exclusive access; consider copying to a local variable
