// A mutating method called on a property of a global struct reads another property of the
// global: the method's access to `outer.inner` is an access to `outer`, and swiftc's program
// stops at the read.
struct Inner {
    var n = 0
    mutating func step() {
        n += 1
        print("stepped to", n)
        print("other is", outer.other)
    }
}
struct Outer { var inner = Inner(); var other = 5 }
var outer = Outer()
outer.inner.step()
print(outer.inner.n)

// expect: stepped to 1
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
