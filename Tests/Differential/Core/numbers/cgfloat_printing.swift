// CGFloat prints like Double, and integer literals become CGFloat in a CGFloat context.
import Foundation
let w: CGFloat = 4
let h = CGFloat(3) / 2
print(w, h, w * h)
print(CGFloat.pi)
print(2 * w, type(of: 2 * w))

// expect: 4.0 1.5 6.0
// expect: 3.141592653589793
// expect: 8.0 CGFloat
