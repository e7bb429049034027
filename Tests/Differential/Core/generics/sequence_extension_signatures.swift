// Each Sequence/Collection/Array extension has its own signature: where Element == T fixes the
// receiver's element (an array literal of numbers becomes [Double]), where Element: P constrains it;
// a generic parameter's values reach the extensions' methods and properties.
extension Array where Element == Double {
    var mean: Double { reduce(0, +) / Double(count) }
    func total() -> Double { reduce(0, +) }
}
extension Sequence where Element == Double {
    var sum2: Double { reduce(0, +) }
    func twice() -> [Double] { map { $0 * 2 } }
}
extension Collection where Element: Comparable {
    var isAscending: Bool { zip(self, dropFirst()).allSatisfy { $0 <= $1 } }
    func largest() -> Element? { self.max() }
}
extension Collection where Element: Numeric {
    func total2() -> Element { reduce(0, +) }
}
extension Sequence {
    func pairs() -> [(Element, Element)] { Array(zip(self, self)) }
}
print([1, 2].mean, [1, 2].total(), [1, 2].sum2, [3, 4].twice(), (1...3).isAscending)
let d: [Double] = [4, 5]
print(d.mean, d.sum2, d.twice(), "bca".isAscending, "bca".largest() as Any, [3, 1].largest() as Any)
print([1, 2].total2(), d.total2(), (1...4).total2(), ["a"].pairs().count)
func useGeneric<C: Collection>(_ c: C) -> C.Element? where C.Element: Comparable { c.largest() }
print(useGeneric([5, 9, 2]) as Any, useGeneric("xyz") as Any)
extension Collection {
    func second() -> Element? { dropFirst().first }
    var middle: Element? { isEmpty ? nil : Array(self)[count / 2] }
}
func useSecond<C: Collection>(_ c: C) -> C.Element? { c.second() }
func mid<C: Collection>(_ c: C) -> C.Element? { c.middle }
print(useSecond([5, 9, 2]) as Any, mid([1, 2, 3]) as Any, mid("abcd") as Any)

// expect: 1.5 3.0 3.0 [6.0, 8.0] true
// expect: 4.5 9.0 [8.0, 10.0] false Optional("c") Optional(3)
// expect: 3 9.0 10 1
// expect: Optional(9) Optional("z")
// expect: Optional(9) Optional(2) Optional("c")
