// A class's method and a protocol requirement given globals inout, one call after another, with
// reads of the globals between the calls and after them: no access overlaps, so swiftc's
// program runs.
class Counter {
    func bump(_ x: inout Int) { x += 1 }
}
protocol Stepper {
    var n: Int { get set }
    mutating func step()
}
struct Simple: Stepper {
    var n = 0
    mutating func step() { n += 1 }
}
var total = 1
var stepper: any Stepper = Simple()
let counter = Counter()
counter.bump(&total)
print("total is", total)
counter.bump(&total)
stepper.step()
print("stepper is at", stepper.n)
stepper.step()
print(total, stepper.n)

// expect: total is 2
// expect: stepper is at 1
// expect: 3 2
