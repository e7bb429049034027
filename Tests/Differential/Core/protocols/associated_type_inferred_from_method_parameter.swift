// Associated types inferred from a mutating method's parameter or defaulted, fixed by `where`,
// and statics of extensions constrained on them.
protocol Sink {
    associatedtype Input
    mutating func push(_ x: Input)
    func describe() -> String
}
struct Log: Sink {
    var lines: [String] = []
    mutating func push(_ x: String) { lines.append(x) }
    func describe() -> String { lines.joined(separator: "|") }
}
struct Counter: Sink {
    var n = 0
    mutating func push(_ x: Int) { n += x }
    func describe() -> String { "\(n)" }
}
func feed<S: Sink>(_ s: inout S, _ xs: [S.Input]) { for x in xs { s.push(x) } }
func feedNumbers<S: Sink>(_ s: inout S) where S.Input == Int { s.push(40); s.push(2) }
extension Sink where Input == String {
    mutating func shout(_ x: String) { push(x.uppercased()) }
}
var log = Log()
feed(&log, ["a", "b"])
log.shout("c")
var counter = Counter()
feedNumbers(&counter)
feed(&counter, [1])
print(log.describe(), counter.describe())
let input: Counter.Input = 7
print(input + 1)
protocol Defaulted {
    associatedtype Unit = Int
    var value: Unit { get }
}
struct Meters: Defaulted { var value: Int }
func twice<D: Defaulted>(_ d: D) -> Int where D.Unit == Int { d.value * 2 }
print(twice(Meters(value: 4)))
extension Sink where Input: Numeric {
    static func zero() -> Input { 0 }
    static var one: Input { 1 }
}
print(Counter.zero(), Counter.one + 1)

// expect: a|b|C 43
// expect: 8
// expect: 8
// expect: 0 2
