// Drawing geometry in CGFloat: a hexagon's corners from a CGRect's centre, insets and a literal
// typed by its context.
import Foundation
let rect = CGRect(x: 0, y: 0, width: 200, height: 120)
let radius = min(rect.width, rect.height) / 2
let center = CGPoint(x: rect.midX, y: rect.midY)
var pts: [CGPoint] = []
for i in 0..<6 {
    let angle = Double(i) * 2 * .pi / 6
    pts.append(CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
}
for p in pts { print(String(format: "%.2f, %.2f", p.x, p.y)) }
print(radius, center.x, center.y, type(of: radius))
let inset = rect.insetBy(dx: 10, dy: 20)
print(inset.width, inset.height, inset.minX, inset.maxY)
let w: CGFloat = 2
let lineWidth = 2 * w + rect.width / 100
print(lineWidth)

// expect: 160.00, 60.00
// expect: 130.00, 111.96
// expect: 70.00, 111.96
// expect: 40.00, 60.00
// expect: 70.00, 8.04
// expect: 130.00, 8.04
// expect: 60.0 100.0 60.0 CGFloat
// expect: 180.0 80.0 10.0 100.0
// expect: 6.0
