// A linked list of class nodes with optional links.
final class ListNode {
    var value: Int
    var next: ListNode?
    init(_ value: Int, next: ListNode? = nil) { self.value = value; self.next = next }
}
let list = ListNode(1, next: ListNode(2, next: ListNode(3)))
var node: ListNode? = list
var values: [Int] = []
while let current = node {
    values.append(current.value)
    node = current.next
}
print(values, list.next?.next?.value ?? 0, list.next?.next?.next?.value ?? 0)

// expect: [1, 2, 3] 3 0
