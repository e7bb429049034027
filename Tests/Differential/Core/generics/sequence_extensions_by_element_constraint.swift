// Same-named members of `Collection` extensions with different `where` clauses: each use takes
// the one its element meets, a member of no generic parameters over a generic one the context
// does not choose, and a member of another extension called inside one binds its element.
extension Sequence where Element: AdditiveArithmetic {
    func total() -> Element { reduce(.zero, +) }
}
extension Collection where Element: BinaryInteger {
    func average() -> Element { isEmpty ? .zero : total() / Element(count) }
    func average<T: FloatingPoint>() -> T { isEmpty ? .zero : T(total()) / T(count) }
    func describe() -> String { "integers" }
}
extension Collection where Element: BinaryFloatingPoint {
    func average() -> Element { isEmpty ? .zero : Element(total()) / Element(count) }
    func describe() -> String { "floating" }
}

let ints = [1, 2, 3, 4]
print(ints.total(), ints.average(), ints.describe())
let mean: Double = ints.average()
print(mean)
let doubles = [1.5, 2.5, 4.0]
print(doubles.total(), doubles.average(), doubles.describe())
print([Int]().average(), [Double]().average())

// expect: 10 2 integers
// expect: 2.5
// expect: 8.0 2.6666666666666665 floating
// expect: 0 0.0
