// Generic parameters constrained to RandomAccessCollection, BidirectionalCollection, Collection,
// Sequence and MutableCollection: their Element and Index, where clauses on the element, indices.
struct Stats {
    var values: [Double]
    init<Data: RandomAccessCollection>(unitData: Data) where Data.Element: BinaryFloatingPoint {
        values = unitData.map { Double($0) }
    }
}
func total<D: Sequence>(_ d: D) -> Double where D.Element: BinaryFloatingPoint {
    var t = 0.0
    for x in d { t += Double(x) }
    return t
}
func sum<C: Collection>(_ c: C) -> C.Element where C.Element: Numeric { c.reduce(0, +) }
func firstTwo<C: BidirectionalCollection>(_ c: C) -> [C.Element] {
    guard !c.isEmpty else { return [] }
    let i = c.startIndex
    let j = c.index(after: i)
    if j == c.endIndex { return [c[i]] }
    return [c[i], c[j]]
}
func lastOf<C: BidirectionalCollection>(_ c: C) -> C.Element? {
    guard !c.isEmpty else { return nil }
    return c[c.index(before: c.endIndex)]
}
func doubles<C: Collection>(_ c: C) -> [Double] where C.Element == Double { c.map { $0 * 2 } }
func countIndices<C: Collection>(_ c: C) -> Int { var n = 0; for _ in c.indices { n += 1 }; return n }
func swapEnds<C: MutableCollection>(_ c: inout C) {
    guard !c.isEmpty else { return }
    let f = c.startIndex
    var l = c.startIndex
    for i in c.indices { l = i }
    c.swapAt(f, l)
}
let s = Stats(unitData: [0.5, 0.25])
print(s.values, Stats(unitData: [Float(1.5)]).values)
print(total([1.0, 2.5]), total([1.0, 2.0][0..<1]), sum([1, 2, 3]), sum(1...4), sum([1.5, 2]))
print(firstTwo([1, 2, 3]), firstTwo("hey"), firstTwo(0..<1), lastOf([1, 2, 3]) as Any, lastOf("ab") as Any)
print(doubles([1.0, 2.0]), countIndices("hello"), countIndices([1, 2]))
var arr = [1, 2, 3]
swapEnds(&arr)
print(arr)

// expect: [0.5, 0.25] [1.5]
// expect: 3.5 1.0 6 10 3.5
// expect: [1, 2] ["h", "e"] [0] Optional(3) Optional("b")
// expect: [2.0, 4.0] 5 2
// expect: [3, 2, 1]
