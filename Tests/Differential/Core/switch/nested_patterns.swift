// Patterns nest: enums inside enums, tuples inside cases.
enum Tree {
    case leaf(Int)
    indirect case node(Tree, Tree)
}
func describe(_ t: Tree) -> String {
    switch t {
    case .leaf(let v): return "leaf \(v)"
    case .node(.leaf(let a), .leaf(let b)): return "pair \(a) \(b)"
    case .node(.leaf(let a), _): return "left leaf \(a)"
    case .node: return "deep"
    }
}
print(describe(.leaf(1)))
print(describe(.node(.leaf(1), .leaf(2))))
print(describe(.node(.leaf(3), .node(.leaf(4), .leaf(5)))))
print(describe(.node(.node(.leaf(4), .leaf(5)), .leaf(3))))

// expect: leaf 1
// expect: pair 1 2
// expect: left leaf 3
// expect: deep
