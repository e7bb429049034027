// === compares identity, not contents.
class Node {
    var label: String
    init(label: String) { self.label = label }
}
let n1 = Node(label: "x")
let n2 = Node(label: "x")
let n3 = n1
print(n1 === n2, n1 === n3, n1 !== n2)
let nodes = [n1, n2]
print(nodes.contains { $0 === n3 }, nodes.firstIndex { $0 === n2 }!)

// expect: false true true
// expect: true 1
