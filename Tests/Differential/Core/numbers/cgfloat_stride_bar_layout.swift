// A stride over CGFloat and bar widths computed in CGFloat from an Int count.
import Foundation
var ys: [CGFloat] = []
for y in stride(from: CGFloat(0), through: 100, by: 25) { ys.append(y) }
print(ys, ys.reduce(0, +), type(of: ys.first!))
let w: CGFloat = 300
let bars = 5
let barWidth = w / CGFloat(bars) - 4
print(barWidth, Int(barWidth), (0..<bars).map { CGFloat($0) * (barWidth + 4) })

// expect: [0.0, 25.0, 50.0, 75.0, 100.0] 250.0 CGFloat
// expect: 56.0 56 [0.0, 60.0, 120.0, 180.0, 240.0]
