// `self.init([0])` delegating to an initialiser whose parameter is [Double] or [Float] or a
// generic Sequence of Int: the literal takes the target's element type.
struct Stats {
    var values: [Double]
    init(_ xs: [Double]) { values = xs }
    init() { self.init([0]) }
    init(pair: Bool) { self.init(pair ? [1, 2] : [3]) }
    var mean: Double { values.reduce(0, +) / Double(values.count) }
}
print(Stats().values, Stats(pair: true).values, Stats(pair: false).mean)
struct Bag {
    var total: Int
    init<S: Sequence>(_ s: S) where S.Element == Int { total = s.reduce(0, +) }
    init() { self.init([0, 5]) }
    init(upTo n: Int) { self.init(1...n) }
}
print(Bag().total, Bag(upTo: 4).total)
struct Samples {
    var xs: [Float]
    init(_ xs: [Float]) { self.xs = xs }
    init(count: Int) { self.init(count > 1 ? [1, 2] : [7]) }
    init(one: Int) { self.init([1, 2, 3]) }
}
print(Samples(one: 1).xs, Samples(count: 2).xs, Samples(count: 0).xs)
struct Grid {
    var rows: [[Double]]
    init(_ rows: [[Double]]) { self.rows = rows }
    init() { self.init([[0, 1], [2, 3]]) }
}
print(Grid().rows)
struct Named {
    var table: [String: Double]
    init(_ table: [String: Double]) { self.table = table }
    init() { self.init(["a": 1, "b": 2]) }
}
print(Named().table["b"] ?? 0)
class Widths {
    var values: [Float]
    init(_ values: [Float]) { self.values = values }
    convenience init() { self.init([1, 2]) }
}
print(Widths().values)

// expect: [0.0] [1.0, 2.0] 3.0
// expect: 5 10
// expect: [1.0, 2.0, 3.0] [1.0, 2.0] [7.0]
// expect: [[0.0, 1.0], [2.0, 3.0]]
// expect: 2.0
// expect: [1.0, 2.0]
