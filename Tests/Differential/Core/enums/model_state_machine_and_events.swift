// Model code: enums with methods, mutating self, CaseIterable, raw values, indirect cases, and compactMap of a closure returning from an if case.
enum Light: String, CaseIterable {
    case red, yellow, green
    var next: Light {
        switch self {
        case .red: return .green
        case .green: return .yellow
        case .yellow: return .red
        }
    }
    mutating func advance() { self = next }
    var duration: Int { [Light.red: 30, .yellow: 5, .green: 25][self] ?? 0 }
}

indirect enum Expr {
    case number(Double)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)
    var value: Double {
        switch self {
        case .number(let n): return n
        case let .add(a, b): return a.value + b.value
        case let .mul(a, b): return a.value * b.value
        case .neg(let e): return -e.value
        }
    }
    var text: String {
        switch self {
        case .number(let n): return n == n.rounded() ? String(Int(n)) : String(n)
        case let .add(a, b): return "(\(a.text) + \(b.text))"
        case let .mul(a, b): return "\(a.text) * \(b.text)"
        case .neg(let e): return "-\(e.text)"
        }
    }
}

enum Event { case tap(x: Int, y: Int), key(Character), scroll(delta: Double) }

var light = Light.red
var timeline: [String] = []
for _ in 0..<5 { timeline.append("\(light.rawValue)(\(light.duration))"); light.advance() }
print(timeline.joined(separator: " -> "))
print(Light.allCases.map(\.rawValue), Light.allCases.count)
print(Light(rawValue: "green")?.next as Any)
let e = Expr.add(.number(2), .mul(.number(3), .neg(.number(1.5))))
print(e.text, "=", e.value)
let events: [Event] = [.tap(x: 1, y: 2), .key("q"), .scroll(delta: -3.5), .tap(x: 0, y: 0), .key("a")]
for event in events {
    switch event {
    case .tap(0, 0): print("origin tap")
    case .tap(let x, let y): print("tap at", x, y)
    case .key(let c) where c.isUppercase: print("shift key", c)
    case .key(let c): print("key", c)
    case .scroll(let d) where d < 0: print("scroll up", -d)
    case .scroll: print("scroll down")
    }
}
let keys = events.compactMap { if case .key(let c) = $0 { return c } else { return nil } }
print(String(keys))
let tapCount = events.filter { if case .tap = $0 { return true }; return false }.count
print(tapCount)

// expect: red(30) -> green(25) -> yellow(5) -> red(30) -> green(25)
// expect: ["red", "yellow", "green"] 3
// expect: Optional(main.Light.yellow)
// expect: (2 + 3 * -1.5) = -2.5
// expect: tap at 1 2
// expect: key q
// expect: scroll up 3.5
// expect: origin tap
// expect: key a
// expect: qa
// expect: 2
