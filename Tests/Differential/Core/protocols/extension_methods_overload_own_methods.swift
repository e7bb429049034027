// A protocol extension's method overloads a conforming type's own method of the same name with
// other labels: `g.next(upperBound:)` of a generator that declares only `next()`.
protocol Source { mutating func next() -> UInt64 }
extension Source {
    mutating func next(upperBound: UInt64) -> UInt64 { next() % upperBound }
    func describe(_ x: Int) -> String { "ext \(x)" }
}
struct Steps: Source {
    var s: UInt64 = 3
    mutating func next() -> UInt64 { s += 7; return s }
    func describe() -> String { "own" }
}
var g = Steps()
print(g.next(upperBound: 5), g.next(), g.describe(), g.describe(2))

// expect: 0 17 own ext 2
