// A closure kept in a `let`, copied into another `let` (with or without a type, again and
// again, or inside a block) and called only through the copies: swiftc proves the captured
// struct's parts apart and the program runs.
struct Point { var x = 1; var y = 2 }
func modify(_ v: inout Int, _ body: () -> Void) { v += 10; body() }
func run() {
    var p = Point()
    let f = { modify(&p.x) { p.y += 1 } }
    let g = f
    g()
    let h: () -> Void = g
    h()
    do { let k = (f); k() }
    let m = { g() }
    m()
    print(p.x, p.y)
}
run()

// expect: 41 6
