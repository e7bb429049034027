// A closure kept in a `let` and later returned escapes in swiftc's program: the struct it
// captures is checked whole while it runs, so `&p.x` beside a closure that changes `p.y`
// stops the program when the returned closure is called.
struct Point { var x = 1; var y = 2 }
func modify(_ v: inout Int, _ body: () -> Void) { v += 10; body() }
func make() -> () -> Void {
    var p = Point()
    let f = { modify(&p.x) { p.y += 1 } }
    print("made", p.x, p.y)
    return f
}
let h = make()
print("calling")
h()
print("done")

// expect: made 1 2
// expect: calling
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
