// `swap` of two properties of a local struct inside a nested function that captures it: the
// captured variable is checked whole while swiftc's program runs, and it stops on the second
// access (the same swap in the variable's own function is proved apart and runs).
struct Point { var x = 1; var y = 2 }
func run() {
    var p = Point()
    swap(&p.x, &p.y)
    print("own function", p.x, p.y)
    func inner() {
        print("inner sees", p.x, p.y)
        swap(&p.x, &p.y)
    }
    inner()
    print(p.x, p.y)
}
run()

// expect: own function 2 1
// expect: inner sees 2 1
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
