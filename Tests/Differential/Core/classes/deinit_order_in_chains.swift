// Releasing the head of a list releases each node after the one before it has run its deinit;
// a subclass's deinit runs before its superclass's, and stored properties are released after both.
class Node {
    let value: Int
    var next: Node?
    init(_ value: Int, next: Node? = nil) { self.value = value; self.next = next }
    deinit { print("node", value) }
}
var head: Node? = Node(1, next: Node(2, next: Node(3)))
head = nil
print("list released")
class Part {
    let label: String
    init(_ label: String) { self.label = label }
    deinit { print("part", label) }
}
class Base {
    let first = Part("first")
    deinit { print("Base deinit") }
}
class Derived: Base {
    let second = Part("second")
    deinit { print("Derived deinit") }
}
var object: Base? = Derived()
object = nil
print("object released")
class Pair {
    let left: Part
    let right: Part
    init() { left = Part("left"); right = Part("right") }
    deinit { print("pair deinit") }
}
do {
    let pairs = [Pair(), Pair()]
    print("pairs", pairs.count)
}
print("end")

// expect: node 1
// expect: node 2
// expect: node 3
// expect: list released
// expect: Derived deinit
// expect: Base deinit
// expect: part first
// expect: part second
// expect: object released
// expect: pairs 2
// expect: pair deinit
// expect: part left
// expect: part right
// expect: pair deinit
// expect: part left
// expect: part right
// expect: end
