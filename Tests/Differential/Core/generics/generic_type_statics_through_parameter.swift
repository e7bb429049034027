// A generic type's own static method and static property reached through a generic parameter
// (`T.describe()` with `T` bound to `B<[String]>`) read the type's arguments (`T.self` inside
// them is `Array<String>`), as called on the type directly.
protocol Describer { static func describe() -> String; static var tag: String { get } }
struct B<T>: Describer {
    static func describe() -> String { "B of \(T.self)" }
    static var tag: String { "tag \(T.self)" }
}
func describeType<D: Describer>(_: D.Type) -> String { D.describe() + ", " + D.tag }
print(B<Int>.describe(), B<Int>.tag)
print(describeType(B<[String]>.self), describeType(B<Double?>.self))

// expect: B of Int tag Int
// expect: B of Array<String>, tag Array<String> B of Optional<Double>, tag Optional<Double>
