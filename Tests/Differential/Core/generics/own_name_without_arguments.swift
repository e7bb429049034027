// Inside a generic type's declaration, its extensions and the types it nests, the bare name
// (`Node`) means the type with its own arguments (`Node<T>`), as swiftc reads it; a bare
// generic name in an `if let` annotation takes the value's arguments.
class Node<T> {
    var value: T
    var next: Node?
    init(_ value: T, next: Node? = nil) {
        self.value = value
        self.next = next
    }
    func last() -> Node {
        var node = self
        while let following = node.next { node = following }
        return node
    }
}
extension Node {
    func count() -> Int {
        var total = 1
        var node: Node = self
        while let following = node.next {
            total += 1
            node = following
        }
        return total
    }
}
struct List<Element> {
    struct Cursor {
        var list: List
        var position: Int
    }
    var items: [Element] = []
    func appending(_ item: Element) -> List {
        var copy = self
        copy.items.append(item)
        return copy
    }
    func cursor() -> Cursor { Cursor(list: self, position: 0) }
}
class Holder<T> {
    var root: Node<T>?
    func describe() -> String {
        if let root: Node = self.root { return "root with \(root.count()) nodes" }
        return "empty"
    }
}

let chain = Node(1, next: Node(2, next: Node(3)))
print(chain.last().value, chain.count())
let words = List<String>().appending("a").appending("b")
print(words.items, words.cursor().list.items.count)
let holder = Holder<String>()
print(holder.describe())
holder.root = Node("x", next: Node("y"))
print(holder.describe())

// expect: 3 3
// expect: ["a", "b"] 2
// expect: empty
// expect: root with 2 nodes
