// A generic type named without its arguments in an annotation takes them from the value
// (`let stack: Stack = Stack<String>()`, `let a: Array = [1, 2]`), as swiftc infers them.
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
let numbers: Array = [1, 2.5]
let ages: Dictionary = ["ada": 36]
var maybe: Optional = 5
maybe = nil
print(numbers, ages, maybe as Any, type(of: numbers))

// expect: 2 b 1
// expect: 4
// expect: x 2.5
// expect: [1.0, 2.5] ["ada": 36] nil Array<Double>
