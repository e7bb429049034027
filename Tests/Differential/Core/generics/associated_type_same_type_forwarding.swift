// `where C.Item == Int` forwarded to another such function, `where C.Item == T` binding T,
// methods and statics with such clauses, and constrained extension members on a generic receiver.
protocol Container {
    associatedtype Item: Equatable
    var items: [Item] { get }
}
struct Words: Container { var items: [String] }
struct Numbers: Container { typealias Item = Int; var items: [Item] }
func total<C: Container>(_ c: C) -> Int where C.Item == Int { c.items.reduce(0, +) }
func forward<C: Container>(_ c: C) -> Int where C.Item == Int { total(c) * 10 }
func index<C: Container, T>(_ c: C, of x: T) -> Int? where C.Item == T { c.items.firstIndex(of: x) }
struct Tool {
    func count<C: Container>(_ c: C) -> Int where C.Item == String { c.items.map { $0.count }.reduce(0, +) }
    static func sum<C: Container>(_ c: C) -> Int where C.Item == Int { c.items.reduce(0, +) }
}
extension Container where Item == Int {
    var sum: Int { items.reduce(0, +) }
    func scaled(by k: Int) -> [Item] { items.map { $0 * k } }
}
extension Container where Item: Comparable {
    var top: Item? { items.max() }
}
func useExt<C: Container>(_ c: C) -> Int where C.Item == Int { c.sum + (c.top ?? 0) + c.scaled(by: 2).count }
let n = Numbers(items: [1, 2, 3])
print(total(n), forward(n), index(n, of: 2) ?? -1, index(Words(items: ["x", "y"]), of: "y") ?? -1)
print(Tool().count(Words(items: ["ab", "c"])), Tool.sum(n))
print(n.sum, n.scaled(by: 3), n.top ?? 0, Words(items: ["b", "a"]).top ?? "", useExt(n))

// expect: 6 60 1 1
// expect: 3 6
// expect: 6 [3, 6, 9] 3 b 12
