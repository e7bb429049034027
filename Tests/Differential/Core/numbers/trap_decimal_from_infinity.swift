// Decimal has no infinity: making one from Double.infinity traps.
import Foundation
let values = [1.5, 2.25, Double.infinity]
for value in values {
    print(Decimal(value))
}
print("unreachable")

// expect: 1.5
// expect: 2.25
// expect runtime error: trap
