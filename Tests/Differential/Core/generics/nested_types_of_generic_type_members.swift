// Nested types of generic types: an iterator over the outer element, methods and statics using the outer parameter, constrained outer parameters.
struct Outer<T> {
    var items: [T]
    struct Iterator: IteratorProtocol {
        var rest: [T]
        mutating func next() -> T? { rest.isEmpty ? nil : rest.removeFirst() }
    }
    func makeIter() -> Iterator { Iterator(rest: items) }
    func mapped<U>(_ f: (T) -> U) -> Outer<U> { Outer<U>(items: items.map(f)) }
}
var it = Outer(items: [1, 2]).makeIter()
print(it.next() as Any, it.next() as Any, it.next() as Any)
print(Outer(items: [1, 2]).mapped { "\($0)" }.items)
extension Outer where T: Numeric {
    func sum() -> T { items.reduce(0, +) }
}
print(Outer(items: [1.5, 2]).sum())
extension Outer.Iterator {
    var remaining: Int { rest.count }
}
print(Outer(items: ["a"]).makeIter().remaining)
struct Matrix<Scalar: Numeric> {
    struct Row {
        var cells: [Scalar]
        func sum() -> Scalar { cells.reduce(0, +) }
        static func zeros(_ n: Int) -> Row { Row(cells: Array(repeating: 0, count: n)) }
    }
    var rows: [Row]
    var total: Scalar { rows.map { $0.sum() }.reduce(0, +) }
}
let m = Matrix(rows: [.init(cells: [1, 2]), .init(cells: [3, 4])])
print(m.total, m.rows[1].sum())
let z = Matrix<Double>.Row.zeros(3)
print(z.cells, z.sum())
struct Wrapper<T: Equatable> {
    enum State: Equatable { case empty, full(T) }
    var state: State = .empty
    mutating func fill(_ v: T) { state = .full(v) }
}
var w = Wrapper<String>()
print(w.state == .empty)
w.fill("x")
print(w.state == .full("x"), w.state)
struct Graph<ID: Hashable> {
    struct Edge: Hashable { var from: ID; var to: ID }
    var edges: Set<Edge> = []
}
var g = Graph<Int>()
g.edges.insert(.init(from: 1, to: 2))
g.edges.insert(Graph<Int>.Edge(from: 1, to: 2))
print(g.edges.count, g.edges.first!.to)

// expect: Optional(1) Optional(2) nil
// expect: ["1", "2"]
// expect: 3.5
// expect: 1
// expect: 10 7
// expect: [0.0, 0.0, 0.0] 0.0
// expect: true
// expect: true full("x")
// expect: 1 2
