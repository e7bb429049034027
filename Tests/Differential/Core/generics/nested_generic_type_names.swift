// How Swift names a type nested in a generic type: by its own name and arguments, or in full with the outer type's arguments.
struct Outer<T> {
    struct Inner { var value: T }
    struct Pair<U> { var a: T; var b: U }
    class Node { var v: T; init(_ v: T) { self.v = v } }
    var inner: Inner
}
print(Outer<Int>.Inner(value: 9))
debugPrint(Outer<Int>.Inner(value: 9))
let p: Outer<String>.Pair<Double> = Outer.Pair(a: "x", b: 1)
print(p)
debugPrint(p)
print(Outer<Int>.Node(1))
print([Outer<Int>.Inner(value: 2)])
print(type(of: Outer<Int>.Inner(value: 9)), Outer<Int>.Inner.self, type(of: p))
print(String(reflecting: Outer<Int>.Inner.self))
print(Outer<String>(inner: .init(value: "s")))

// expect: Inner(value: 9)
// expect: main.Outer<Swift.Int>.Inner(value: 9)
// expect: Pair<Double>(a: "x", b: 1.0)
// expect: main.Outer<Swift.String>.Pair<Swift.Double>(a: "x", b: 1.0)
// expect: main.Outer<Swift.Int>.Node
// expect: [main.Outer<Swift.Int>.Inner(value: 2)]
// expect: Inner Inner Pair<Double>
// expect: main.Outer<Swift.Int>.Inner
// expect: Outer<String>(inner: main.Outer<Swift.String>.Inner(value: "s"))
