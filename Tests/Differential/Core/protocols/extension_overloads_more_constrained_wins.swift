// Members of one name in `extension P` and `extension P where Self: Q` (or an extension of a
// refining protocol): where both apply, the more constrained one is taken, for methods,
// properties and statics, on concrete values; a generic parameter takes what its constraints
// admit.
protocol Named { var name: String { get } }
protocol Greeter {}
extension Greeter { func greet() -> String { "Hello" } }
extension Greeter where Self: Named { func greet() -> String { "Hello, \(name)" } }
struct Anon: Greeter {}
struct Bee: Greeter, Named { var name = "Bee" }
print(Anon().greet(), Bee().greet())
func plain<T: Greeter>(_ t: T) -> String { t.greet() }
func named<T: Greeter & Named>(_ t: T) -> String { t.greet() }
print(plain(Bee()), named(Bee()))
protocol Kind {}
protocol Special {}
extension Kind {
    var label: String { "plain" }
    static func make() -> String { "plain make" }
}
extension Kind where Self: Special {
    var label: String { "special" }
    static func make() -> String { "special make" }
}
struct A: Kind {}
struct B: Kind, Special {}
print(A().label, B().label)
print(A.make(), B.make())
protocol Base {}
protocol Refined: Base {}
extension Base { func who() -> String { "Base" } }
extension Refined { func who() -> String { "Refined" } }
struct X: Base {}
struct Y: Refined {}
func viaBase<T: Base>(_ t: T) -> String { t.who() }
print(X().who(), Y().who(), viaBase(Y()))

// expect: Hello Hello, Bee
// expect: Hello Hello, Bee
// expect: plain special
// expect: plain make special make
// expect: Base Refined Base
