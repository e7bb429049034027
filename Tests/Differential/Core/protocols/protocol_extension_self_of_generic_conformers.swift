// `type(of: self)` and `Self.self` in a protocol's extension name a generic conformer with its
// type arguments (`Box<Int>`), from an instance method or property, a static one, a generic
// function's parameter, a class and a library type that conforms.
protocol Named {}
extension Named {
    static var label: String { "\(Self.self)" }
    static func describe(_ n: Int) -> String { "\(label) x\(n)" }
    var kind: String { "\(type(of: self))" }
    func selfName() -> String { "\(Self.self)" }
}
struct Box<T>: Named { var v: T }
enum Either<A, B>: Named { case left(A), right(B) }
class Node<T>: Named { var v: T; init(_ v: T) { self.v = v } }
extension Array: Named {}
print(Box(v: "x").kind, Box(v: 1).selfName(), Box<Int>.label, Box<[Int]>.describe(3))
print(Either<Int, String>.left(1).kind, Either<Int, String>.label)
print(Node(2.5).kind, Node<Int>.label)
print([1].kind, [[true]].selfName(), Array<Double>.label)
func show<T: Named>(_ value: T) -> String { value.kind + " / " + T.label }
print(show(Box(v: true)), show(["a"]))

// expect: Box<String> Box<Int> Box<Int> Box<Array<Int>> x3
// expect: Either<Int, String> Either<Int, String>
// expect: Node<Double> Node<Int>
// expect: Array<Int> Array<Array<Bool>> Array<Double>
// expect: Box<Bool> / Box<Bool> Array<String> / Array<String>
