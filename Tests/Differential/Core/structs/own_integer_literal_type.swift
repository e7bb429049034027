// A struct of its own that is ExpressibleByIntegerLiteral is made from an integer literal,
// negative ones too, wherever the context wants it (an argument, an optional, an array).
struct RSSI: ExpressibleByIntegerLiteral, Equatable {
    init(integerLiteral value: Int) {
        self.value = value
        self.good = value > -60
    }
    typealias IntegerLiteralType = Int
    let value: Int
    let good: Bool
}
func show(_ r: RSSI) -> String { "\(r.value) \(r.good)" }
let a: RSSI = 5
let b: RSSI? = -70
print(show(-50), show(a), b?.value ?? 0)
let c: [RSSI] = [3, -4]
print(c.map { $0.good }, a == 5)

// expect: -50 true 5 true -70
// expect: [true, true] true
