// A mutating protocol requirement called on a global of the protocol's type reads the global
// while it runs: swiftc's program stops at the read.
protocol Stepper {
    var n: Int { get set }
    mutating func step()
}
struct Simple: Stepper {
    var n = 0
    mutating func step() {
        n += 1
        print("stepped to", n)
        print("global sees", stepper.n)
    }
}
var stepper: any Stepper = Simple()
stepper.step()
print(stepper.n)

// expect: stepped to 1
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
