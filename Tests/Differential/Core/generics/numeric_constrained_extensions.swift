// Constrained extensions whose members do arithmetic on the element type.
extension Array where Element: Numeric {
    func total() -> Element { reduce(0, +) }
    func squares() -> [Element] { map { $0 * $0 } }
}
extension Array where Element: FloatingPoint {
    func mean() -> Element { isEmpty ? .zero : reduce(0, +) / Element(count) }
}
struct Stats<T> { var values: [T] }
extension Stats where T: BinaryInteger {
    func evens() -> [T] { values.filter { $0 % 2 == 0 } }
    func product() -> T { values.reduce(1, *) }
}
print([1, 2, 3].total(), [1.5, 2].total(), [Int]().total(), [Double]().total())
print([3, 4].squares(), [0.5].squares())
print([1.0, 2, 4.5].mean(), [Double]().mean())
let stats = Stats(values: [1, 2, 3, 4])
print(stats.evens(), stats.product(), Stats(values: [Int8]()).product())

// expect: 6 3.5 0 0.0
// expect: [9, 16] [0.25]
// expect: 2.5 0.0
// expect: [2, 4] 24 1
