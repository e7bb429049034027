// A sine wave's points in CGFloat from a stride, converting between CGFloat and Double where the
// math needs it.
import Foundation
var points: [CGPoint] = []
let width: CGFloat = 300, amplitude: CGFloat = 20, frequency = 2.0
for x in stride(from: 0, through: width, by: 50) {
    let relative = Double(x / width)
    let y = amplitude * CGFloat(sin(relative * frequency * 2 * .pi)) + 50
    points.append(CGPoint(x: x, y: y))
}
print(points.count, points.map { String(format: "%.2f", $0.y) })
print(points.first!.x, points.last!.x, points.map(\.y).min()! < 50)

// expect: 7 ["50.00", "67.32", "32.68", "50.00", "67.32", "32.68", "50.00"]
// expect: 0.0 300.0 true
