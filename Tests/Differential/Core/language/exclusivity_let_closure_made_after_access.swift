// In its own function, a struct's parts are proved apart until a closure that escapes captures
// it: `swap(&p.x, &p.y)` before the `let` closure passed to `call` is made runs, the same swap
// after it stops swiftc's program.
struct Point { var x = 1; var y = 2 }
func call(_ f: () -> Void) { f() }
func run() {
    var p = Point()
    swap(&p.x, &p.y)
    print("before", p.x, p.y)
    let f = { print("f", p.x, p.y) }
    call(f)
    swap(&p.x, &p.y)
    print("after", p.x, p.y)
}
run()

// expect: before 2 1
// expect: f 2 1
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
