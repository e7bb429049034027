// An instance method named on its type is a function of a receiver: `Circle.area`, `String.lowercased`,
// `Int.advanced(by:)`, on the program's types and the standard library's.
struct Ring {
    var radius: Double
    func area() -> Double { 3.0 * radius * radius }
    func scaled(by k: Double) -> Ring { Ring(radius: radius * k) }
}
let areaOf = Ring.area
print(areaOf(Ring(radius: 2))())
let grow: (Ring) -> (Double) -> Ring = Ring.scaled(by:)
print(grow(Ring(radius: 1))(3).radius)
print([Ring(radius: 1), Ring(radius: 2)].map(Ring.area).map { $0() })
print(Ring.area(Ring(radius: 0.5))())
final class Tally {
    var n = 0
    func bump() -> Int { n += 1; return n }
}
let tally = Tally()
let bump = Tally.bump
print(bump(tally)(), bump(tally)(), tally.n)
let lower: (String) -> () -> String = String.lowercased
print(lower("STROKE")())
print(["Fill", "Dash"].map(String.uppercased).map { $0() })
print(["a", "b"].map(String.uppercased))
let startsWith = String.hasPrefix
print(startsWith("swiftui")("swift"))
let step = Int.advanced(by:)
print(step(3)(4))
let holds = Array<Int>.contains(_:)
print(holds([1, 2])(2), holds([1, 2])(5))

// expect: 12.0
// expect: 3.0
// expect: [3.0, 12.0]
// expect: 0.75
// expect: 1 2 2
// expect: stroke
// expect: ["FILL", "DASH"]
// expect: [(Function), (Function)]
// expect: true
// expect: 7
// expect: true false
