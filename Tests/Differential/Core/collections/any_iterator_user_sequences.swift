// `AnyIterator` erases an iterator's type: made from a closure (`AnyIterator { … }`), it is what
// a program's `makeIterator()` returns, and a sequence itself; `Array(stack)` of a type whose
// `makeIterator()` returns one walks it.
struct Stack<T> {
    fileprivate var array = [T]()
    mutating func push(_ element: T) { array.append(element) }
    mutating func pop() -> T? { array.popLast() }
}
extension Stack: Sequence {
    func makeIterator() -> AnyIterator<T> {
        var current = self
        return AnyIterator { current.pop() }
    }
}
var stack = Stack<Int>()
stack.push(1); stack.push(2); stack.push(3)
print(Array(stack), stack.map { $0 * 10 }, stack.array)
var counter = 0
let countdown = AnyIterator<Int> {
    counter += 1
    return counter <= 3 ? 4 - counter : nil
}
print(Array(countdown))
var inner = [5, 6].makeIterator()
for value in AnyIterator({ inner.next() }) { print(value) }

// expect: [3, 2, 1] [30, 20, 10] [1, 2, 3]
// expect: [3, 2, 1]
// expect: 5
// expect: 6
