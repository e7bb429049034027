// `extension Collection where Element == Double`: inside its members `Element` is `Double`
// (arithmetic with Double values, `Element` in signatures and annotations).
extension Collection where Element == Double {
    var mean: Double { isEmpty ? 0 : reduce(0, +) / Double(count) }
    func scaled(by k: Element) -> [Element] { map { $0 * k } }
    var biggest: Element? { self.max() }
}
extension Sequence where Element == String {
    var shout: String { map { $0.uppercased() }.joined(separator: " ") }
    func letters() -> Int {
        var n = 0
        for s in self { let e: Element = s; n += e.count }
        return n
    }
}
let xs: [Double] = [1.0, 2.0, 6.0]
print(xs.mean, [Double]().mean, xs.scaled(by: 2), xs.biggest ?? -1)
print(["a", "b"].shout, ["ab", "c"].letters())

// expect: 3.0 0.0 [2.0, 4.0, 12.0] 6.0
// expect: A B 3
