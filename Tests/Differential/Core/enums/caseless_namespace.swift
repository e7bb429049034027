// A caseless enum as a namespace for constants and functions.
enum Geometry {
    static let tau = 6.283185307179586
    static func circumference(radius: Double) -> Double { tau * radius }
}
print(Geometry.circumference(radius: 2))
print(Geometry.tau / 2)

// expect: 12.566370614359172
// expect: 3.141592653589793
