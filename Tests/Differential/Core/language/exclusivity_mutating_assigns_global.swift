// A mutating method called on a global assigns the global while it runs: swiftc's program
// stops at the assignment instead of letting the method's `self` overwrite it afterwards.
struct Counter {
    var n = 0
    mutating func step() {
        n += 1
        print("stepped to", n)
        counter = Counter()
        print("after the assignment", n)
    }
}
var counter = Counter()
counter.step()
print(counter.n)

// expect: stepped to 1
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
