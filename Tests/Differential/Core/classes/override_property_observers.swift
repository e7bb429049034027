// A subclass observes an inherited stored property: its willSet runs before the superclass's
// observers and its didSet after them, whichever reference type the store goes through, and
// an overriding computed property reads the superclass's through `super`.
class Thermostat {
    var target: Int = 20 {
        willSet { print("Thermostat will set \(target) -> \(newValue)") }
        didSet { print("Thermostat did set \(oldValue) -> \(target)") }
    }
    var plain = 0
    var label: String { "thermostat at \(target)" }
}
class SmartThermostat: Thermostat {
    var changes = 0
    override var target: Int {
        willSet { print("Smart will set to \(newValue), now \(target)") }
        didSet {
            changes += 1
            print("Smart did set from \(oldValue) to \(target)")
        }
    }
    override var plain: Int {
        didSet { print("plain changed \(oldValue) -> \(plain)") }
    }
    override var label: String { "smart " + super.label }
}
class Eco: SmartThermostat {
    override var target: Int {
        didSet { print("Eco did set \(oldValue) -> \(target)") }
    }
}
let smart = SmartThermostat()
smart.target = 22
smart.plain += 5
print(smart.changes, smart.label)
let asBase: Thermostat = Eco()
asBase.target = 18
print(asBase.label)
let base = Thermostat()
base.target = 25
base.plain = 1
print(base.label)

// expect: Smart will set to 22, now 20
// expect: Thermostat will set 20 -> 22
// expect: Thermostat did set 20 -> 22
// expect: Smart did set from 20 to 22
// expect: plain changed 0 -> 5
// expect: 1 smart thermostat at 22
// expect: Smart will set to 18, now 20
// expect: Thermostat will set 20 -> 18
// expect: Thermostat did set 20 -> 18
// expect: Smart did set from 20 to 18
// expect: Eco did set 20 -> 18
// expect: smart thermostat at 18
// expect: Thermostat will set 20 -> 25
// expect: Thermostat did set 20 -> 25
// expect: thermostat at 25
