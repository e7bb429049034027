// Two different stored properties of one local struct passed inout to one call: swiftc
// proves the accesses do not overlap and runs the program.
struct Pair { var a = 1; var b = 10 }
func addInto(_ a: inout Int, _ b: inout Int) { a += b; b += 1 }
func run() {
    var p = Pair()
    addInto(&p.a, &p.b)
    addInto(&p.b, &p.a)
    print(p.a, p.b)
}
run()

// expect: 12 22
