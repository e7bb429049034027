// A Collection extension's Index is the receiver's (a String.Index on a String); array literals
// given to sequence parameters take the element the where clause asks for ([1, 2] as [Double]).
struct Series {
    var values: [Double]
    init<S: Sequence>(_ s: S) where S.Element == Double { values = Array(s) }
    init() { self.init([0]) }
}
func total<D: RandomAccessCollection>(_ d: D) -> Double where D.Element: BinaryFloatingPoint { d.reduce(0) { $0 + Double($1) } }
func sum<C: Collection>(_ c: C) -> C.Element where C.Element: Numeric { c.reduce(0, +) }
print(Series().values, Series([1, 2]).values, total([1, 2]), total([0.5, 1]), sum([1, 2]), sum([1.5]))
extension Collection {
    func secondIndex() -> Index? {
        guard !isEmpty else { return nil }
        let i = index(after: startIndex)
        return i == endIndex ? nil : i
    }
    subscript(safe i: Index) -> Element? { indices.contains(i) ? self[i] : nil }
}
let s = "hello"
if let i = s.secondIndex() { print(s[i], s[s.index(after: i)], s[safe: i] as Any) }
print(s[s.index(after: s.startIndex)], [7, 8, 9].secondIndex() as Any, "x".secondIndex() == nil)

// expect: [0.0] [1.0, 2.0] 3.0 1.5 3 1.5
// expect: e l Optional("e")
// expect: e Optional(1) true
