// A closure kept in a `let` and then passed as an argument, even for a non-escaping parameter,
// escapes in swiftc's program: the struct it captures is checked whole while it runs, so
// `&p.x` beside a closure that changes `p.y` stops the program (called only as `f()`, the same
// closure's parts are proved apart and run).
struct Point { var x = 1; var y = 2 }
func modify(_ v: inout Int, _ body: () -> Void) { v += 10; body() }
func call(_ f: () -> Void) { f() }
func run() {
    var q = Point()
    let g = { modify(&q.x) { q.y += 1 } }
    g()
    print("called", q.x, q.y)
    var p = Point()
    let f = { modify(&p.x) { p.y += 1 } }
    print("passing")
    call(f)
    print(p.x, p.y)
}
run()

// expect: called 11 3
// expect: passing
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
