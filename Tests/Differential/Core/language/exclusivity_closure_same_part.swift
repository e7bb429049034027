// A closure passed beside `&p.a` that assigns `p.a` itself: swiftc rejects the overlapping
// accesses to the part before it runs.
print("this program must not run")
struct Pair { var a = 1; var b = 10 }
func modify(_ x: inout Int, _ body: () -> Void) { x += 1; body() }
func run() {
    var p = Pair()
    modify(&p.a) { p.a = 5 }
    print(p.a, p.b)
}
run()

// expect error: overlapping accesses to 'p.a', but modification requires exclusive access; consider copying to a local variable
