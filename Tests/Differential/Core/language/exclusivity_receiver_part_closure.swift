// A mutating method called on a property of a local struct with a closure that changes another
// property of the struct: swiftc proves the accesses apart and runs the program.
struct Inner {
    var n = 0
    mutating func mutate(_ body: () -> Void) {
        n += 1
        body()
        print("inside:", n)
    }
}
struct Outer { var inner = Inner(); var other = 5 }
func run() {
    var p = Outer()
    p.inner.mutate { p.other = 1 }
    print(p.inner.n, p.other)
}
run()

// expect: inside: 1
// expect: 1 1
