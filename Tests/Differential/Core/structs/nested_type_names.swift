// A nested type prints by its own name (`Inner`), as Swift's runtime names it; reflection and
// debugPrint qualify it with the module and the types around it (`main.Outer.Inner`).
struct Outer {
    struct Inner { var x = 1 }
    enum Kind { case a, b }
    struct Box<T> { var v: T }
}
let i = Outer.Inner()
print(Outer.Inner.self, String(describing: Outer.Inner.self), String(reflecting: Outer.Inner.self))
print(type(of: i), "\(type(of: i))", i)
print(Outer.Kind.a, Outer.Kind.self, String(reflecting: Outer.Kind.a))
print(String(reflecting: i))
print(type(of: [i]), type(of: Outer.Box(v: 2)))
print(Outer.Box(v: i))
print(Optional(i) as Any, type(of: Optional(Outer.Kind.a)))
print((i, Outer.Kind.b))
debugPrint(i)
debugPrint(Outer.Kind.b)
enum E { case p(Outer.Inner) }
print(E.p(i))

// expect: Inner Inner main.Outer.Inner
// expect: Inner Inner Inner(x: 1)
// expect: a Kind main.Outer.Kind.a
// expect: main.Outer.Inner(x: 1)
// expect: Array<Inner> Box<Int>
// expect: Box<Inner>(v: main.Outer.Inner(x: 1))
// expect: Optional(main.Outer.Inner(x: 1)) Optional<Kind>
// expect: (main.Outer.Inner(x: 1), main.Outer.Kind.b)
// expect: main.Outer.Inner(x: 1)
// expect: main.Outer.Kind.b
// expect: p(main.Outer.Inner(x: 1))
