// willSet and didSet on a class property, a didSet that clamps its own value (no second call), and
// static counters.
import Foundation
final class Gauge {
    static var made = 0
    class var unit: String { "%" }
    var value: Double = 0 {
        willSet { print("will", newValue) }
        didSet { if value > 100 { value = 100 }; print("did", oldValue, "->", value) }
    }
    var label: String { String(format: "%.0f", value) + Gauge.unit }
    init() { Gauge.made += 1 }
}
let g = Gauge()
g.value = 40
g.value = 140
print(g.label, Gauge.made)
_ = Gauge()
print(Gauge.made)

// expect: will 40.0
// expect: did 0.0 -> 40.0
// expect: will 140.0
// expect: did 40.0 -> 100.0
// expect: 100% 1
// expect: 2
