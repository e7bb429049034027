// A program protocol's extension gives its static properties and methods to the library types
// made to conform (`extension Int: Scored {}`), with `Self` the conforming type, also through
// a generic parameter.
protocol Scored {}
extension Scored {
    static var total: Int { 3 }
    static var name: String { "\(Self.self)" }
    static func make(_ n: Int) -> String { "made \(name) \(n * total)" }
}
extension Int: Scored {}
extension String: Scored {}
extension Array: Scored {}
extension Optional: Scored {}
print(Int.total, String.name, String.make(2))
print(Array<Int>.make(1), Optional<Double>.name)
func named<T: Scored>(_ type: T.Type) -> String { T.name + " " + String(T.total) }
print(named(Int.self), named([String].self))

// expect: 3 String made String 6
// expect: made Array<Int> 3 Optional<Double>
// expect: Int 3 Array<String> 3
