// `max` of a CGFloat and a Double: Swift converts between the two implicitly.
import Foundation
let w: CGFloat = 10
let d = 2.5
print(max(w, d), min(w, d) + 1)

// expect: 10.0 3.5
