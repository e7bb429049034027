// A generic type's parameter inferred through an implicit `.init(…)` argument: `W(b: .init(v: "s"))`
// with `let b: Box<T>` makes the Box a Box<String>, and so T = String, as swiftc infers it.
struct Box<T> { let v: T }
struct W<T> { let b: Box<T> }
let w = W(b: .init(v: "s"))
print(w.b.v, type(of: w))
struct Pair<A, B> { let first: Box<A>; let second: Box<B> }
let pr = Pair(first: .init(v: 1), second: .init(v: [2.5]))
print(type(of: pr), pr.second.v)
func make<T>(_ b: Box<T>) -> T { b.v }
print(make(.init(v: true)))
final class Node<T> { let value: T; init(value: T) { self.value = value } }
struct Holder<T> { let node: Node<T> }
print(type(of: Holder(node: .init(value: 2.5))))
let ws = [W(b: .init(v: 1)), W(b: .init(v: 2))]
print(ws.map(\.b.v))

// expect: s W<String>
// expect: Pair<Int, Array<Double>> [2.5]
// expect: true
// expect: Holder<Double>
// expect: [1, 2]
