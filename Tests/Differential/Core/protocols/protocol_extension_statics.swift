// A protocol extension's statics use the conforming type's static requirements (Self.symbol, make(_:)).
protocol Shape2 { static var sides: Int { get }; static func named() -> String }
extension Shape2 { static func named() -> String { "shape with \(sides) sides" } }
struct Tri: Shape2 { static let sides = 3 }
struct Sq: Shape2 { static var sides: Int { 4 }; static func named() -> String { "square" } }
func describe<S: Shape2>(_: S.Type) -> String { "\(S.sides): \(S.named())" }
print(describe(Tri.self), describe(Sq.self))
let all: [any Shape2.Type] = [Tri.self, Sq.self]
print(all.map { $0.sides }, all.map { $0.named() })
class Base { class func make() -> Base { Base() }; func tag() -> String { "base" } }
class Derived: Base { override class func make() -> Base { Derived() }; override func tag() -> String { "derived" } }
protocol Unit { static var symbol: String { get }; static func make(_ v: Double) -> Self; var value: Double { get } }
extension Unit {
    static func zero() -> Self { make(0) }
    static var label: String { "[\(Self.symbol)]" }
    func show() -> String { "\(value)\(Self.symbol)" }
}
struct Meters: Unit { var value: Double; static let symbol = "m"; static func make(_ v: Double) -> Meters { Meters(value: v) } }
struct Feet: Unit { var value: Double; static var symbol: String { "ft" }; static func make(_ v: Double) -> Feet { Feet(value: v) } }
print(Meters.zero(), Feet.zero().value, Meters.label, Feet.label)
func zeros<U: Unit>(_: U.Type) -> (U, String) { (U.zero(), U.label) }
print(zeros(Feet.self))

// expect: 3: shape with 3 sides 4: square
// expect: [3, 4] ["shape with 3 sides", "square"]
// expect: Meters(value: 0.0) 0.0 [m] [ft]
// expect: (main.Feet(value: 0.0), "[ft]")
