// CGFloat and Double convert implicitly in both directions (Swift 5.5+).
import Foundation
func area(_ width: Double, _ height: Double) -> Double { width * height }
let side: CGFloat = 3
print(area(side, 2.5))
let d: Double = side * 1.5
let c: CGFloat = d + 1
print(d, c)
func half(_ x: CGFloat) -> CGFloat { x / 2 }
let x: Double = 9
print(half(x))

// expect: 7.5
// expect: 4.5 5.5
// expect: 4.5
