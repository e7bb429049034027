// A generic type named without its arguments in an annotation takes them from the value
// (`let stack: Stack = Stack<String>()`), as swiftc infers them.
class Stack<T> {
    private var items: [T] = []
    func push(_ item: T) { items.append(item) }
    func pop() -> T? { items.popLast() }
    var count: Int { items.count }
}
struct Box<Value> {
    var value: Value
}
struct Pair<A, B> {
    var first: A
    var second: B
}

let stack: Stack = Stack<String>()
stack.push("a")
stack.push("b")
print(stack.count, stack.pop() ?? "none", stack.count)
var box: Box = Box<Int>(value: 3)
box.value += 1
print(box.value)
let pair: Pair = Pair(first: "x", second: 2.5)
print(pair.first, pair.second)

// expect: 2 b 1
// expect: 4
// expect: x 2.5
