// A bar chart's heights scaled to the largest value, rounded percentage shares and labels, over
// labelled tuples.
import Foundation
let data: [(month: String, value: Double)] = [("Jan", 12.5), ("Feb", 7.25), ("Mar", 19), ("Apr", 0)]
let maxValue = data.map(\.value).max() ?? 1
let height = 200.0
for (i, d) in data.enumerated() {
    let barHeight = d.value / maxValue * height
    print(i, d.month.prefix(1), String(format: "%6.2f", barHeight), barHeight.rounded() == barHeight)
}
let total = data.reduce(0.0) { $0 + $1.value }
let shares = data.map { Int(($0.value / total * 100).rounded()) }
print(total, shares, shares.reduce(0, +), data.filter { $0.value > 10 }.map(\.month))

// expect: 0 J 131.58 false
// expect: 1 F  76.32 false
// expect: 2 M 200.00 true
// expect: 3 A   0.00 true
// expect: 38.75 [32, 19, 49, 0] 100 ["Jan", "Mar"]
