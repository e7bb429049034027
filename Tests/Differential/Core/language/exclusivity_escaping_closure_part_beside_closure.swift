// Inside an escaping closure, `&p.x` of the struct it captures beside a closure that changes
// `p.y`: the captured variable is checked whole while swiftc's program runs, so the inner
// closure's access meets the one `modify` holds and the program stops.
struct Point { var x = 1; var y = 2 }
func modify(_ v: inout Int, _ body: () -> Void) { v += 10; body() }
func make() -> () -> Void {
    var p = Point()
    return {
        print("before", p.x, p.y)
        modify(&p.x) { p.y += 1 }
        print(p.x, p.y)
    }
}
let f = make()
f()

// expect: before 1 2
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
