// A type's own overloads that tie: a method differing only in its result, a static method and
// an initialiser differing only in defaulted labels. swiftc names each at its reference.
print("this program must not run")
struct Gauge {
    var level = 0
    init(level: Int = 0) { self.level = level }
    init(percent: Int = 50) { level = percent }
    func reading(_ scale: Int) -> Int { level * scale }
    func reading(_ scale: Int) -> Double { Double(level * scale) }
    static func make(level: Int = 1) -> Gauge { Gauge(level: level) }
    static func make(percent: Int = 2) -> Gauge { Gauge(percent: percent) }
}
let g = Gauge(level: 3)
let r = g.reading(2)
let m = Gauge.make()
let d = Gauge()
print(r, m.level, d.level)

// expect error: ambiguous use of 'reading'
