// `[weak self]` keeps a closure stored in the object from keeping the object alive;
// `guard let self` in it reads nil once the object is gone.
class Counter {
    var count = 0
    var onTick: (() -> Void)?
    var onReport: (() -> Void)?
    init() {
        onTick = { [weak self] in
            self?.count += 1
            print("tick", self?.count as Any)
        }
        onReport = { [weak self] in
            guard let self else { print("counter is gone"); return }
            print("count is", self.count)
        }
    }
    deinit { print("counter deinit") }
}
var counter: Counter? = Counter()
counter!.onTick!()
counter!.onTick!()
let tick = counter!.onTick!
let report = counter!.onReport!
report()
counter = nil
tick()
report()
class Timer {
    let label: String
    var action: (() -> Void)?
    init(_ label: String) { self.label = label }
    func start() { action = { [unowned self] in print("fired", self.label) } }
    deinit { print("timer", label, "deinit") }
}
var timer: Timer? = Timer("t1")
timer!.start()
timer!.action!()
timer = nil
print("end")

// expect: tick Optional(1)
// expect: tick Optional(2)
// expect: count is 2
// expect: counter deinit
// expect: tick nil
// expect: counter is gone
// expect: fired t1
// expect: timer t1 deinit
// expect: end
