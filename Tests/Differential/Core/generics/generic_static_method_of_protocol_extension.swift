// `T.lerp(a, b, 0.5)`: a static method of `extension BinaryFloatingPoint` called through a generic parameter.
extension BinaryFloatingPoint {
    static func lerp(_ a: Self, _ b: Self, _ t: Self) -> Self { a + (b - a) * t }
}
func midpoint<T: BinaryFloatingPoint>(_ a: T, _ b: T) -> T { T.lerp(a, b, 0.5) }
print(midpoint(2.0, 4.0), midpoint(Float(1), 2))

// expect: 3.0 1.5
