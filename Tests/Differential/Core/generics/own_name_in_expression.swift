// Inside a generic type's declaration and its extensions, the bare name in an expression
// (`Stack()`) is the type with its own parameters, `Stack<Element>`, as in a type annotation.
struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
}
extension Stack {
    func suffix(_ size: Int) -> Stack {
        var result = Stack()
        for index in (items.count - size)..<items.count { result.push(items[index]) }
        return result
    }
    static func single(_ item: Element) -> Stack {
        var made = Stack()
        made.push(item)
        return made
    }
}
var s = Stack<Int>()
s.push(1); s.push(2); s.push(3)
print(s.suffix(2).items, Stack.single("a").items)

// expect: [2, 3] ["a"]
