// Metatype values in generic code: statics through an existential's dynamic type, [any P.Type],
// t.init(size:) on a T.Type, T() for a class bound, and type(of:) of a generic value.
protocol Describer {
    static var title: String { get }
    static func make() -> Self
    init()
}
struct A: Describer { static var title = "A"; static func make() -> A { A() } }
struct B: Describer { static var title = "B"; static func make() -> B { B() } }
let items: [any Describer] = [A(), B()]
for item in items { print(type(of: item).title) }
let kinds: [any Describer.Type] = [A.self, B.self]
for k in kinds { print(k.title, type(of: k.make())) }
print(type(of: items[0]) == A.self)
func name<T>(_ x: T) -> String { "\(type(of: x))" }
print(name(3), name(A()), name([1.5]))
class Base {
    class var label: String { "base" }
    required init() {}
}
final class Sub: Base { override class var label: String { "sub" } }
func build<T: Base>(_ t: T.Type) -> T { t.init() }
print(type(of: build(Sub.self)).label, build(Base.self) is Sub)
protocol Sized { init(size: Int) }
struct P: Sized { var size: Int }
func mk<T: Sized>(_ t: T.Type) -> T { t.init(size: 4) }
print(mk(P.self).size)

// expect: A
// expect: B
// expect: A A
// expect: B B
// expect: true
// expect: Int A Array<Double>
// expect: sub false
// expect: 4
