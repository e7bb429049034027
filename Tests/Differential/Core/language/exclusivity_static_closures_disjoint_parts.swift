// Two parts of a captured struct accessed at once from closures swiftc checks before the
// program runs: a closure passed for a non-escaping parameter, and one kept in a `let` and
// called. The parts are proved apart (`swap(&p.x, &p.y)`, `&p.x` beside a closure changing
// `p.y`), and the program runs.
struct Point { var x = 1; var y = 2 }
func modify(_ v: inout Int, _ body: () -> Void) { v += 10; body() }
func twice(_ a: inout Int, _ b: inout Int) { a += 1; b += 1 }
func call(_ f: () -> Void) { f() }
func run() {
    var p = Point()
    call { modify(&p.x) { p.y += 1 } }
    call { swap(&p.x, &p.y) }
    call { twice(&p.x, &p.y) }
    print(p.x, p.y)
    let f = { modify(&p.x) { p.y += 100 } }
    f()
    let g = { swap(&p.x, &p.y); twice(&p.x, &p.y) }
    g()
    g()
    print(p.x, p.y)
}
run()

// expect: 4 12
// expect: 16 114
