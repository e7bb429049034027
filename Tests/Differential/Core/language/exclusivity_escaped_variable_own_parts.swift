// Once an escaping closure has captured a local struct, swiftc checks the variable whole while
// the program runs, even in its own function: a closure passed beside `&p.x` that changes `p.y`,
// which runs before the escape, stops the program after it.
struct Point { var x = 1; var y = 2 }
func modify(_ v: inout Int, _ body: () -> Void) { v += 10; body() }
var escaped: [() -> Void] = []
func run() {
    var p = Point()
    modify(&p.x) { p.y += 1 }
    print("before the escape", p.x, p.y)
    escaped.append { print("escaped", p.x, p.y) }
    modify(&p.x) { p.y += 1 }
    print(p.x, p.y)
}
run()

// expect: before the escape 11 3
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
