// A literal operand takes its type from the operator the left operand's type declares.
struct Meters {
    var value: Double
    static func * (lhs: Meters, rhs: Double) -> Meters { Meters(value: lhs.value * rhs) }
    static func / (lhs: Meters, rhs: Double) -> Meters { Meters(value: lhs.value / rhs) }
}
let m = Meters(value: 1.5) * 2
print(m.value, (m / 4).value, (m * 0.5).value)

// expect: 3.0 0.75 1.5
