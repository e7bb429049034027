// Constrained extensions of a generic struct and of Array declare one property for Int and for
// Double: each receiver reads its own, and a literal array keeps its default Int elements.
struct Box<T> { var items: [T] }
extension Box where T == Int {
    var total: Int { items.reduce(0, +) }
}
extension Box where T == Double {
    var total: Double { items.reduce(0, +) }
}
extension Array where Element == Int {
    var total: Int { reduce(0, +) }
}
extension Array where Element == Double {
    var total: Double { reduce(0, +) }
}
let doubles: [Double] = [1.5, 2]
print([1, 2].total, doubles.total, [0.25, 0.5].total)
print(Box(items: [1, 2]).total, Box(items: [0.5]).total)

// expect: 3 3.5 0.75
// expect: 3 0.5
