// Two properties of a local struct passed inout to one call while a nested function captures
// the struct: the variable is the calling function's own, so swiftc proves the two accesses
// apart and runs the program.
struct Pair { var a = 1; var b = 10 }
func addInto(_ a: inout Int, _ b: inout Int) { a += b; b += 1 }
func run() {
    var p = Pair()
    func total() -> Int { p.a + p.b }
    addInto(&p.a, &p.b)
    print(p.a, p.b, total())
}
run()

// expect: 11 11 22
