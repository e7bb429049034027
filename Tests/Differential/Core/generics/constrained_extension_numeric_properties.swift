// Computed properties of constrained extensions whose bodies need the element type at run time
// (a literal `0` typed `Element`), on a builtin array and on a program's generic type.
struct Stack<Element> {
    private var items: [Element] = []
    mutating func push(_ e: Element) { items.append(e) }
    mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
}
extension Stack where Element: Numeric {
    var total: Element { items.reduce(0, +) }
}
extension Array where Element: Numeric {
    var total: Element { reduce(0, +) }
    var doubled: [Element] { map { $0 * 2 } }
}
var s = Stack<Double>()
s.push(1.5); s.push(2.5)
print(s.top as Any, s.total)
var counts = Stack<Int>()
counts.push(4); counts.push(5)
print(counts.total, Stack<Float>().total)
print([1, 2, 3].total, [1.5, 2.5].total, [Float(1), 2].total, [Int]().total, [Double]().total)
print([1, 2].doubled, [0.5].doubled)

// expect: Optional(2.5) 4.0
// expect: 9 0.0
// expect: 6 4.0 3.0 0 0.0
// expect: [2, 4] [1.0]
