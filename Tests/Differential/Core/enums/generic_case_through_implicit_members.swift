// A generic enum's case written as an implicit member where a generic call still binds its
// parameter (`LinkedList(head: .value(element: 3, next: .end))`): the case's own arguments bind
// it, through nested implicit members too, as `Node.value(…)` does.
struct LinkedList<T> {
    var head: Node<T>
}
indirect enum Node<T> {
    case value(element: T, next: Node<T>)
    case end
}
func count<T>(_ node: Node<T>) -> Int {
    if case .value(_, let next) = node { return 1 + count(next) }
    return 0
}
let one = LinkedList(head: .value(element: 3, next: .end))
let three = LinkedList(head: .value(element: "a", next: .value(element: "b", next: .value(element: "c", next: .end))))
print(one, count(three.head), count(Node.value(element: 1.5, next: .end)))

// expect: LinkedList<Int>(head: main.Node<Swift.Int>.value(element: 3, next: main.Node<Swift.Int>.end)) 3 1
