// A static requirement's default from a protocol's extension, called on a conformer that does
// not implement it, and `self` in static members: the type itself (a subclass's where a class
// method is called on it), the conforming type in a protocol's extension; a static method of
// the extension taking `[Self]` on library types.
protocol Describer { static func describe() -> String }
extension Describer { static func describe() -> String { "default \(self)" } }
struct A: Describer {}
struct B<T>: Describer { static func describe() -> String { "B of \(T.self)" } }
print(A.describe(), B<Int>.describe())
func describeType<T: Describer>(_: T.Type) -> String { T.describe() }
print(describeType(A.self))
struct S { static func f() -> String { "\(self)" }; static var g: String { "g \(self)" } }
class C { class func f() -> String { "\(self)" } }
class D: C {}
print(S.f(), S.g, C.f(), D.f())
protocol Countable {}
extension Countable { static func count(_ xs: [Self]) -> Int { xs.count } }
extension Int: Countable {}
extension String: Countable {}
print(Int.count([1, 2, 3]), String.count(["a"]))

// expect: default A B of Int
// expect: default A
// expect: S g S C D
// expect: 3 1
