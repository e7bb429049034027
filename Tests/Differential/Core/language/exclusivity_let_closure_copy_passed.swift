// A `let` copy of a closure kept in a `let`, passed as an argument: the closure escapes as if
// it were passed itself, and swiftc's program checks the struct it captures whole, so `&p.x`
// beside a closure that changes `p.y` stops it.
struct Point { var x = 1; var y = 2 }
func modify(_ v: inout Int, _ body: () -> Void) { v += 10; body() }
func call(_ f: () -> Void) { f() }
func run() {
    var p = Point()
    let f = { modify(&p.x) { p.y += 1 } }
    let g = f
    print("passing")
    call(g)
    print(p.x, p.y)
}
run()

// expect: passing
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
