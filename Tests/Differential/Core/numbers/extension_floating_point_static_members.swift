// Static members of `extension FloatingPoint`: a literal quotient typed `Self`, a static method, an implicit member.
extension FloatingPoint {
    static var half: Self { 1 / 2 }
    static func average(_ a: Self, _ b: Self) -> Self { (a + b) / 2 }
}
print(Double.half, Float.half)
print(Double.average(3, 4))
let x: Double = .half
print(x)

// expect: 0.5 0.5
// expect: 3.5
// expect: 0.5
