// A local struct's property passed inout to a nested function that reads another property
// through a capture: swiftc checks a captured variable whole while the program runs, and its
// program stops at the read.
struct Pair { var a = 1; var b = 10 }
func run() {
    var p = Pair()
    func peek() -> Int { p.b }
    func bump(_ x: inout Int) {
        x += 1
        print("bumped to", x)
        print("peek", peek())
    }
    bump(&p.a)
    print(p.a, p.b)
}
run()

// expect: bumped to 2
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
