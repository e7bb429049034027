// Default values (stored properties' and parameters', closures too) see globals declared
// before the type and static members its extensions declare.
let factor = 10
struct Scaler {
    var transform: (Int) -> Int = { $0 * factor }
    var label = "scaler"
    func scaled(_ x: Int, by k: Int = Scaler.defaultK) -> Int { transform(x) * k }
    func shifted(_ x: Int, by d: Int = Scaler.zero.offset) -> Int { x + d }
}
extension Scaler {
    static let defaultK = 3
    static var zero: (offset: Int, name: String) { (7, "zero") }
}
struct Timer {
    let tick: (Int) -> Int
    init(tick: @escaping (Int) -> Int = { $0 + factor }) { self.tick = tick }
}
func run(_ a: Int) -> Int {
    let unused = "a local before the call"
    _ = unused
    return Timer().tick(a) + Scaler().scaled(a)
}
print(Scaler().scaled(2), Scaler().shifted(1), Scaler(label: "s").label)
print(run(1), Timer(tick: { $0 * 2 }).tick(4))

// expect: 60 8 s
// expect: 41 8
