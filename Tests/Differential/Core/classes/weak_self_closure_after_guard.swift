// A `[weak self]` closure that sets properties after `guard let self` does not keep its object
// alive: the object goes when its last strong reference does, and the closure then sees nil.
class Counter {
    var count = 0
    var action: (() -> Void)?
    func setup() {
        action = { [weak self] in
            guard let self else { print("gone"); return }
            self.count += 1
            count += 10
            print("count", self.count)
        }
    }
    deinit { print("Counter deinit") }
}
var counter: Counter? = Counter()
counter?.setup()
let action = counter?.action
action?()
action?()
counter = nil
action?()
class Clock {
    var ticks = 0
    lazy var tick: () -> Void = { [unowned self] in ticks += 1; print("ticks", ticks) }
    deinit { print("Clock deinit") }
}
var clock: Clock? = Clock()
clock?.tick()
clock = nil
print("end")

// expect: count 11
// expect: count 22
// expect: Counter deinit
// expect: gone
// expect: ticks 1
// expect: Clock deinit
// expect: end
