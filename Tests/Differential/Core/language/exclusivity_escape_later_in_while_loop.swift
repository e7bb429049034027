// An escaping closure made at the end of a `while` loop's body captures a struct: the loop
// comes back to `&p.x` beside a closure that changes `p.y`, so swiftc's program checks the
// variable whole there too and stops on the first round, before the escape has happened.
struct Point { var x = 1; var y = 2 }
func modify(_ v: inout Int, _ body: () -> Void) { v += 10; body() }
var escaped: [() -> Void] = []
func run() {
    var p = Point()
    var round = 0
    print("start")
    while round < 2 {
        round += 1
        modify(&p.x) { p.y += 1 }
        print("round", round, p.x, p.y)
        if round == 2 { escaped.append { print("kept", p.x) } }
    }
}
run()

// expect: start
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
