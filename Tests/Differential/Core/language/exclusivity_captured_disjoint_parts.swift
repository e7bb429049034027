// Two properties of a captured struct passed inout to one call inside a nested function: the
// variable is checked whole while the program runs, and swiftc's program stops on the second
// access (a variable of the calling function itself would be proved apart).
struct Pair { var a = 1; var b = 10 }
func addInto(_ a: inout Int, _ b: inout Int) { a += b; b += 1 }
func run() {
    var p = Pair()
    func inner() {
        print("inner sees", p.a, p.b)
        addInto(&p.a, &p.b)
    }
    inner()
    print(p.a, p.b)
}
run()

// expect: inner sees 1 10
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
