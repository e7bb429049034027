// A closure kept in a `let` and named inside an escaping closure (or put in an array, an
// optional or a tuple) escapes in swiftc's program: the struct it captures is checked whole,
// so `&p.x` beside a closure that changes `p.y` stops the program.
struct Point { var x = 1; var y = 2 }
func modify(_ v: inout Int, _ body: () -> Void) { v += 10; body() }
var escaped: [() -> Void] = []
func run() {
    var p = Point()
    let f = { modify(&p.x) { p.y += 1 } }
    escaped.append { f() }
    print("stored")
    f()
    print(p.x, p.y)
}
run()

// expect: stored
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
