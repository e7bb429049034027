// min and max take one generic T: literals alone join as an array literal's do, so an integer
// literal beside a float literal is a Double; a CGFloat beside a Double meets at Double.
import Foundation
print(min(3, 4.5), max(1, 2.5))
print(type(of: min(3, 4.5)), type(of: max(7, 2)))
print(min(2, 1.5, 4))
let small: Float = min(3, 4.5)
print(small, type(of: small))
let c: CGFloat = 2
let d: Double = 3
print(type(of: max(c, d)), max(c, d))

// expect: 3.0 2.5
// expect: Double Int
// expect: 1.5
// expect: 3.0 Float
// expect: Double 3.0
