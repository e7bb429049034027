// Closures kept in `let`s and only called, a `let` closure that calls another, and one called
// from a nested function never used: swiftc proves the captured struct's parts apart and the
// program runs.
struct Point { var x = 1; var y = 2 }
func modify(_ v: inout Int, _ body: () -> Void) { v += 10; body() }
func run() {
    var p = Point()
    let f = { modify(&p.x) { p.y += 1 } }
    let g = { print("g", p.x, p.y) }
    f()
    g()
    let h = { f(); swap(&p.x, &p.y) }
    func unused() { print(p.x); f() }
    h()
    print(p.x, p.y)
}
run()

// expect: g 11 3
// expect: 4 21
