// A closure passed beside `&p.a` that changes another property of the same local struct, and
// one that changes another variable: swiftc proves the accesses apart and runs the program.
struct Pair { var a = 1; var b = 10 }
func modify(_ x: inout Int, _ body: () -> Void) {
    x += 1
    body()
    print("inside:", x)
}
func run() {
    var p = Pair()
    var other = 0
    modify(&p.a) { p.b = 5 }
    modify(&p.b) { other += 1 }
    print(p.a, p.b, other)
}
run()

// expect: inside: 2
// expect: inside: 6
// expect: 2 6 1
