// didSet and willSet on a class property.
class Thermostat {
    var log: [String] = []
    var target = 20 {
        willSet { log.append("will \(newValue)") }
        didSet { log.append("was \(oldValue)") }
    }
}
let t = Thermostat()
t.target = 22
t.target += 1
print(t.log, t.target)

// expect: ["will 22", "was 20", "will 23", "was 22"] 23
