// `prev?.next = nil`: a chain ending at an optional property assigns nil to it, as a linked list unlinks a node.
final class Node<T> {
    var data: T
    var next: Node?
    init(_ data: T, next: Node? = nil) { self.data = data; self.next = next }
}
final class Plain { var next: Plain?; var count = 0 }
var prev: Node<Int>? = Node(1, next: Node(2))
prev?.next = nil
print(prev?.next == nil, prev?.data as Any)
var empty: Node<Int>? = nil
empty?.next = nil
print(empty == nil)
var p: Plain? = Plain()
p?.next = Plain()
p?.next?.count = 3
print(p?.next?.count as Any)
p?.next = nil
p?.count = 1
print(p?.next == nil, p?.count as Any)

// expect: true Optional(1)
// expect: true
// expect: Optional(3)
// expect: true Optional(1)
