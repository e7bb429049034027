// A mutating method called on a global reads the global while it runs: swiftc's runtime
// stops the program at the read (an exclusivity trap), not a read of an empty value.
struct Counter {
    var n = 0
    var history: [Int] = []

    mutating func step() {
        n += 1
        history.append(n)
        print("stepped to", n)
        print("global sees", counter.history)
    }
}

var counter = Counter()
print(counter.n)
counter.step()
print(counter.n)

// expect: 0
// expect: stepped to 1
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
