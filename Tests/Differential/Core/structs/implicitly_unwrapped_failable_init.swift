// An initialiser written `init!` gives an implicitly unwrapped optional: forced where its type
// is wanted, an optional where nothing else is asked; an initialiser that cannot fail may
// delegate to it.
struct Percent {
    var value: Int
    init!(_ value: Int) {
        if value < 0 || value > 100 { return nil }
        self.value = value
    }
    init(text: String) {
        self.init(Int(text) ?? 0)
    }
}
let half: Percent = Percent(50)
print(half.value)
let maybe = Percent(120)
print(maybe == nil)
print(Percent(text: "75").value)
class Node {
    let id: Int
    init!(id: Int) {
        guard id >= 0 else { return nil }
        self.id = id
    }
}
let node: Node = Node(id: 4)
print(node.id, Node(id: -1) == nil)

// expect: 50
// expect: true
// expect: 75
// expect: 4 true
