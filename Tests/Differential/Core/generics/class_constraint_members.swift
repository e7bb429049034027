// A class as a generic constraint: T's members are the class's, overrides dispatch on the
// value's dynamic type, and a value of T converts to the class.
class Node {
    var name: String
    init(name: String) { self.name = name }
    func describe() -> String { "Node(\(name))" }
    var depth: Int { 0 }
}
class Leaf: Node {
    override func describe() -> String { "Leaf(\(name))" }
    override var depth: Int { 1 }
}
func show<T: Node>(_ x: T) {
    print(x.describe(), x.depth, x.name)
}
show(Node(name: "root"))
show(Leaf(name: "tip"))
func names<T: Node>(_ xs: [T]) -> [String] { xs.map { $0.name } }
print(names([Leaf(name: "a"), Leaf(name: "b")]))
func upcast<T: Node>(_ x: T) -> Node { x }
print(upcast(Leaf(name: "c")).describe())
func rename<T: Node>(_ x: T, to name: String) { x.name = name }
let leaf = Leaf(name: "old")
rename(leaf, to: "new")
print(leaf.name)
func same<T: Node>(_ a: T, _ b: T) -> Bool { a === b }
print(same(leaf, leaf), same(leaf, Leaf(name: "new")))
func deepest<T>(_ xs: [T]) -> Int where T: Node { xs.map(\.depth).max() ?? -1 }
print(deepest([Node(name: "x"), Leaf(name: "y")]))

// expect: Node(root) 0 root
// expect: Leaf(tip) 1 tip
// expect: ["a", "b"]
// expect: Leaf(c)
// expect: new
// expect: true false
// expect: 1
