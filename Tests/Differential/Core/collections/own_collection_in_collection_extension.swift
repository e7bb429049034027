// A program's own collection whose startIndex is 5, read inside a `Collection` extension's methods and a
// `where Self: Collection` default: its own startIndex, index(after:), subscript and indices, not offsets from 0.
struct Five: Collection {
    var items = [10, 20, 30]
    var startIndex: Int { 5 }
    var endIndex: Int { 5 + items.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> Int { items[i - 5] }
}
extension Collection {
    func allIndices() -> [Index] { Array(indices) }
    func walk() -> String {
        var parts: [String] = []
        var i = startIndex
        while i != endIndex {
            parts.append("\(i):\(self[i])")
            i = index(after: i)
        }
        return parts.joined(separator: ",")
    }
    func start() -> Index { startIndex }
    func second() -> Element { self[index(after: startIndex)] }
    func whereBig() -> Index? { firstIndex { "\($0)".count > 1 } }
}
protocol Describer {}
extension Describer where Self: Collection {
    func show() -> String { "\(startIndex) \(endIndex) \(Array(indices)) \(map { $0 })" }
}
extension Five: Describer {}
let f = Five()
print(f.allIndices(), f.walk(), f.start(), f.second(), f.whereBig() as Any)
print(f.count, f.first as Any, Array(f.prefix(2)), Array(f.dropFirst()))
print(f.show())

// expect: [5, 6, 7] 5:10,6:20,7:30 5 20 Optional(5)
// expect: 3 Optional(10) [10, 20] [20, 30]
// expect: 5 8 [5, 6, 7] [10, 20, 30]
