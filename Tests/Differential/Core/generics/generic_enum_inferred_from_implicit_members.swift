// A generic enum's case built with implicit-member payloads (`.leaf(1)`) infers its type
// argument from them, as swiftc's solver does, however deep they nest.
enum Tree<T> {
    case leaf(T)
    indirect case node(Tree<T>, Tree<T>)
}
func count<T>(_ t: Tree<T>) -> Int {
    switch t {
    case .leaf: return 1
    case let .node(l, r): return count(l) + count(r)
    }
}
let t = Tree.node(.leaf(1), .node(.leaf(2), .leaf(3)))
print(count(t), count(Tree.node(.leaf("a"), .leaf("b"))))
print(Tree.node(.leaf(1.5), .leaf(2)))
enum Either<L, R> { case left(L), right(R) }
let pairs = [Either<Int, String>.left(1), .right("x")]
print(pairs.count)

// expect: 3 2
// expect: node(main.Tree<Swift.Double>.leaf(1.5), main.Tree<Swift.Double>.leaf(2.0))
// expect: 2
