// `Array(…)` named bare with a program's extension initialiser's labels: the element type comes
// from the extension's `where` clause, from the arguments or from the context.
extension Array where Element == Int {
    init(upTo n: Int) { self = Array(0..<n) }
}
extension Array {
    init(one e: Element) { self = [e] }
    init(empty: Bool) { self = [] }
}
extension Set {
    init(pair a: Element, _ b: Element) { self = [a, b] }
}
let wanted: [Double] = Array(one: 3)
let none: [String] = Array(empty: true)
print(Array(upTo: 3), Array(one: "a"), wanted, none.count, Set(pair: 2, 2))

// expect: [0, 1, 2] ["a"] [3.0] 0 [2]
