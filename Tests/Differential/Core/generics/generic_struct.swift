// A generic Stack with mutating push and pop; its type prints with its argument.
struct Stack<Element> {
    private(set) var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
}
var s = Stack<Int>()
s.push(1)
s.push(2)
print(s.pop() ?? 0, s.top ?? 0, s.items)
print(s)
var words = Stack<String>()
words.push("a")
print(words, type(of: words))

// expect: 2 1 [1]
// expect: Stack<Int>(items: [1])
// expect: Stack<String>(items: ["a"]) Stack<String>
