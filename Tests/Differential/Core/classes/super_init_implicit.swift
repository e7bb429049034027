// A subclass's init calls super.init() of a superclass that declares no initialiser (its
// implicit init() gives its properties their initial values).
class Counter {
    var value = 7
    var log: [String] = []
}
class Stepper: Counter {
    let step: Int
    init(step: Int) {
        self.step = step
        super.init()
        log.append("made \(step)")
    }
}
let s = Stepper(step: 3)
s.value += s.step
print(s.value, s.log, Counter().value)

// expect: 10 ["made 3"] 7
