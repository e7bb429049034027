// Types nested in generic types use the outer type's parameters: Outer<Int>.Inner, nested enums and classes, extension Outer.Inner.
struct Outer<T> {
    struct Inner { var value: T }
    var inner: Inner
}
let a = Outer<Int>.Inner(value: 1)
let o = Outer(inner: a)
print(o.inner.value, a.value + 1)
extension Outer.Inner {
    func doubled() -> [T] { [value, value] }
}
print(a.doubled())
class Tree<Element> {
    class Node {
        var value: Element
        var children: [Node] = []
        init(_ value: Element) { self.value = value }
    }
    var root: Node?
    func insert(_ v: Element) { if root == nil { root = Node(v) } else { root?.children.append(Node(v)) } }
}
let t = Tree<String>()
t.insert("a"); t.insert("b")
print(t.root?.value ?? "-", t.root?.children.map { $0.value } ?? [])
enum Result2<Success> {
    enum Failure { case bad(Success) }
    case ok(Success), fail(Failure)
}
let r: Result2<Int> = .fail(.bad(3))
switch r { case .ok(let v): print("ok", v); case .fail(.bad(let v)): print("bad", v) }
struct Stack<Element> {
    struct Frame: CustomStringConvertible {
        var item: Element
        var depth: Int
        var description: String { "\(item)@\(depth)" }
    }
    var frames: [Frame] = []
    mutating func push(_ e: Element) { frames.append(Frame(item: e, depth: frames.count)) }
}
var s = Stack<Double>()
s.push(1.5); s.push(2)
print(s.frames, s.frames.map(\.item))
print(type(of: s.frames[0]))

// expect: 1 2
// expect: [1, 1]
// expect: a ["b"]
// expect: bad 3
// expect: [1.5@0, 2.0@1] [1.5, 2.0]
// expect: Frame
