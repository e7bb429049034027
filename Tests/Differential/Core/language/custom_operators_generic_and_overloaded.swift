// Custom operators as real code declares them: overloads on Int and Double, a right-associative
// group above multiplication, a generic pipe below || whose closures are typed as a call's are,
// a static operator used in the type's own method, an operator in a reduce closure.
import Foundation
precedencegroup ExponentPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator ^^: ExponentPrecedence
func ^^ (base: Double, exp: Double) -> Double { pow(base, exp) }
func ^^ (base: Int, exp: Int) -> Int { var r = 1; for _ in 0..<exp { r *= base }; return r }
print(2 ^^ 10, 2.0 ^^ 0.5, 3 ^^ 2 ^^ 2)
let k = 3
print(k ^^ 2, Double(k) ^^ 2)
precedencegroup PipePrecedence {
    associativity: left
    lowerThan: LogicalDisjunctionPrecedence
}
infix operator |>: PipePrecedence
func |> <A, B>(value: A, f: (A) -> B) -> B { f(value) }
print(4 |> { $0 * 2 } |> { "\($0)!" })
struct Vec: CustomStringConvertible {
    var x, y: Double
    var description: String { "(\(x), \(y))" }
    static func • (a: Vec, b: Vec) -> Double { a.x * b.x + a.y * b.y }
    func length() -> Double { (self • self).squareRoot() }
}
infix operator •: MultiplicationPrecedence
print(Vec(x: 3, y: 4).length(), Vec(x: 1, y: 2) • Vec(x: 3, y: 4))
print([1, 2, 3].reduce(1) { $0 ^^ $1 })

// expect: 1024 1.4142135623730951 81
// expect: 9 9.0
// expect: 8!
// expect: 5.0 11.0
// expect: 1
