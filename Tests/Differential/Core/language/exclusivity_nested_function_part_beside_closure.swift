// Inside a nested function, `&p.x` of the struct it captures beside a closure that changes
// `p.y`: the captured variable is checked whole while swiftc's program runs, and it stops (the
// same call in the variable's own function is proved apart and runs).
struct Point { var x = 1; var y = 2 }
func modify(_ v: inout Int, _ body: () -> Void) { v += 10; body() }
func run() {
    var p = Point()
    modify(&p.x) { p.y += 1 }
    print("own function", p.x, p.y)
    func inner() { modify(&p.x) { p.y += 1 } }
    inner()
    print(p.x, p.y)
}
run()

// expect: own function 11 3
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
