// Force-unwrapping a missing dictionary entry traps.
import Foundation
let radii: [String: Double] = ["inner": 10]
let inner = radii["inner"]!
print(inner)
let outer = radii["outer"]!
print(outer)

// expect: 10.0
// expect runtime error: Unexpectedly found nil while unwrapping an Optional value
