// A global passed inout to a class's method (called by dynamic dispatch) that reads the global:
// swiftc's program stops at the read, as for any other call.
class Counter {
    func bump(_ x: inout Int) {
        x += 1
        print("bumped to", x)
        print("total is", total)
    }
}
var total = 1
let counter = Counter()
counter.bump(&total)
print(total)

// expect: bumped to 2
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
