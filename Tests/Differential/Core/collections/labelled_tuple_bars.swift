// An array of labelled tuples sorted, its maximum, destructuring and tuple comparison.
import Foundation
var bars: [(label: String, value: Double)] = [("b", 3), ("a", 5), ("c", 1)]
bars.sort { $0.value > $1.value }
print(bars.map(\.label), bars[0].value, bars.map { $0.label.uppercased() })
let maxBar = bars.max(by: { $0.value < $1.value })!
print(maxBar.label, maxBar)
let (label, value) = bars[1]
print(label, value, (1, 2) < (1, 3), (2, "a") == (2, "a"))

// expect: ["a", "b", "c"] 5.0 ["A", "B", "C"]
// expect: a (label: "a", value: 5.0)
// expect: b 3.0 true true
