// A required initialiser called through a metatype, class func, override and for case as.
import Foundation
class Node {
    let id: Int
    required init(id: Int) { self.id = id }
    func kind() -> String { "node" }
    class func make(_ n: Int) -> [Node] { (0..<n).map { Node(id: $0) } }
}
class Leaf: Node {
    var weight = 1.0
    required init(id: Int) { super.init(id: id); weight = Double(id) / 2 }
    override func kind() -> String { "leaf \(weight)" }
}
let nodes: [Node] = [Node(id: 1), Leaf(id: 3)]
print(nodes.map { $0.kind() }, Node.make(3).map(\.id))
let t: Node.Type = Leaf.self
print(t.init(id: 8).kind())
for case let leaf as Leaf in nodes { print("leaf id", leaf.id) }

// expect: ["node", "leaf 1.5"] [0, 1, 2]
// expect: leaf 4.0
// expect: leaf id 3
