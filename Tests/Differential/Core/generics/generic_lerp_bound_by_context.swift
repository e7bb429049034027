// A generic lerp over `T: BinaryFloatingPoint` bound by an annotation, by an argument, and on Float.
import Foundation
func lerp<T: BinaryFloatingPoint>(_ a: T, _ b: T, _ t: T) -> T { a + (b - a) * t }
let x: CGFloat = lerp(10, 20, 0.25)
print(x, lerp(CGFloat(0), 1, 0.5), lerp(Float(1), 3, 0.5))

// expect: 12.5 0.5 2.0
