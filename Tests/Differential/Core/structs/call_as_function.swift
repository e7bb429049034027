// `callAsFunction` (SE-0253): a value of a type that declares it is called like a function (with
// arguments, labels, a trailing closure, or through a protocol extension), and `Type { … }`, when
// no initialiser takes the closure, is `Type()` called so.
struct Multiplier {
    var factor = 2
    func callAsFunction(_ value: Int) -> Int { value * factor }
    func callAsFunction(_ value: Int, plus extra: Int) -> Int { value * factor + extra }
}
struct Repeater {
    var times = 3
    func callAsFunction(_ make: () -> String) -> String {
        (0..<times).map { _ in make() }.joined(separator: "-")
    }
}
protocol Scaler { var scale: Double { get } }
extension Scaler {
    func callAsFunction(_ value: Double) -> Double { value * scale }
}
struct Half: Scaler { let scale = 0.5 }
struct Counter {
    var count = 0
    mutating func callAsFunction() -> Int {
        count += 1
        return count
    }
}
let double = Multiplier()
let triple = Multiplier(factor: 3)
print(double(5), triple(5), triple(4, plus: 1))
print(Repeater { "ab" }, Repeater(times: 2)({ "x" }))
let half = Half()
print(half(9), [2.0, 4.0].map { half($0) })
var counter = Counter()
_ = counter()
print(counter(), counter.count)

// expect: 10 15 13
// expect: ab-ab-ab x-x
// expect: 4.5 [1.0, 2.0]
// expect: 2 2
