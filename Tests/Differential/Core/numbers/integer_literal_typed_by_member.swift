// An integer literal takes Double's type when the member named on it is Double's only:
// `10.squareRoot()`, `2.rounded()`; Int's own members keep it an Int.
import Foundation
print(10.squareRoot(), 2.rounded(), 7.truncatingRemainder(dividingBy: 2))
print(4.magnitude, 12.isMultiple(of: 4), 9.signum())
let side = 2.squareRoot() * 10
print(side, type(of: side))

// expect: 3.1622776601683795 2.0 1.0
// expect: 4 true 1
// expect: 14.142135623730951 Double
