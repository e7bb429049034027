// `description` of arrays, slices, dictionaries, sets and ranges, as `print` writes them; on an
// array's `reversed()` swiftc chooses the `reversed()` that returns an array (a
// `ReversedCollection` has no `description`), as a generic stack's `description` does.
print(1.description, 2.5.description, true.description, "s".description)
print([1, 2].description, ["a": 1].description, Set([1]).description, ["x", "y"].description)
print((1...3).description, (0..<2).description, [1, 2, 3][1...].description)
let words = ["b", "a"]
print(words.reversed().description, words.sorted().description.count)
struct Stack<Element> {
    private var elements: [Element] = []
    mutating func push(_ element: Element) { elements.append(element) }
    mutating func push<S>(contentsOf elements: S) where S: Sequence, S.Element == Element {
        for element in elements { push(element) }
    }
}
extension Stack: CustomStringConvertible {
    var description: String { elements.reversed().description }
}
extension Stack: Equatable where Element: Equatable {}
var stack = Stack<Int>()
stack.push(1)
stack.push(contentsOf: 2...4)
print(stack, stack.description.count)
var other = Stack<Int>()
other.push(contentsOf: [1, 2, 3, 4])
print(stack == other)

// expect: 1 2.5 true s
// expect: [1, 2] ["a": 1] [1] ["x", "y"]
// expect: 1...3 0..<2 [2, 3]
// expect: ["a", "b"] 10
// expect: [4, 3, 2, 1] 12
// expect: true
