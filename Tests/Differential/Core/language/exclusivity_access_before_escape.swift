// A struct's parts passed together before an escaping closure captures it, in its own
// function: straight-line code before the escape is proved apart and runs; swiftc's program
// checks the variable whole from the escape on.
struct Point { var x = 1; var y = 2 }
func modify(_ v: inout Int, _ body: () -> Void) { v += 10; body() }
func keep(_ f: @escaping () -> Void) { f() }
func run() {
    var p = Point()
    modify(&p.x) { p.y += 1 }
    swap(&p.x, &p.y)
    print("before", p.x, p.y)
    keep { print("kept", p.x) }
    modify(&p.x) { p.y += 1 }
    print(p.x, p.y)
}
run()

// expect: before 3 11
// expect: kept 3
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
