// Angles normalised with truncatingRemainder, the rounding rules, magnitude, squareRoot and
// Foundation's math functions.
import Foundation
let angle = 725.0
print(angle.truncatingRemainder(dividingBy: 360), (-30.0).truncatingRemainder(dividingBy: 360))
print(2.5.rounded(), 3.5.rounded(), (-2.5).rounded(), 2.5.rounded(.toNearestOrEven), 2.7.rounded(.down), (-2.7).rounded(.towardZero), 2.1.rounded(.up))
print((-3).magnitude, abs(-4.5), (-7).signum(), 16.0.squareRoot(), Double.ulpOfOne, Double.infinity > 1e308)
print(Double.nan == .nan, Double.nan.isNaN, (0.0 / 0.0).isNaN, (1.0 / 0.0).isInfinite)
var t = 10.7
t.round(.down)
print(t, floor(-1.5), ceil(1.2), round(2.5), pow(2.0, 10.0), hypot(3.0, 4.0), atan2(1.0, 1.0) * 4)

// expect: 5.0 -30.0
// expect: 3.0 4.0 -3.0 2.0 2.0 -2.0 3.0
// expect: 3 4.5 -1 4.0 2.220446049250313e-16 true
// expect: false true true true
// expect: 10.0 -2.0 2.0 3.0 1024.0 5.0 3.141592653589793
