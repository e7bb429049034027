// `specifier:` belongs to SwiftUI's Text interpolation; a String's interpolation has none.
import Foundation
print("this program must not run")
let x = 2.5
print("Value: \(x, specifier: "%.2f")")

// expect error: incorrect argument label in call (have '_:specifier:', expected '_:default:')
