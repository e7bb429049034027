// A closure kept in a `let` beside a nested function that is called and captures the same
// variable: swiftc's program checks the variable whole in the closure, and `&p.x` beside a
// closure that changes `p.y` stops it. A nested function capturing another variable, or one
// never used, changes nothing.
struct Point { var x = 1; var y = 2 }
func modify(_ v: inout Int, _ body: () -> Void) { v += 10; body() }
func run() {
    var q = Point()
    var r = Point()
    let g = { modify(&q.x) { q.y += 1 } }
    func other() { r.x += 1; print("other", r.x) }
    func unused() { print(q.x) }
    g()
    other()
    print("apart", q.x, q.y)
    var p = Point()
    let f = { modify(&p.x) { p.y += 1 } }
    func show() { print("show", p.x, p.y) }
    f()
    show()
}
run()

// expect: other 2
// expect: apart 11 3
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
