// Non-escaping closures and local functions may use a mutating method's `self`; a class's method may store one.
func now(_ work: () -> Void) { work() }
struct Tally {
    var total = 0
    mutating func add(_ xs: [Int]) {
        now { self.total += 1 }
        xs.forEach { total += $0 }
        func double() { total *= 2 }
        double()
    }
}
var t = Tally()
t.add([1, 2])
print(t.total)
class Box {
    var n = 0
    var bump: (() -> Void)? = nil
    func arm() { bump = { self.n += 1 } }
}
let b = Box()
b.arm()
b.bump?()
print(b.n)

// expect: 8
// expect: 1
