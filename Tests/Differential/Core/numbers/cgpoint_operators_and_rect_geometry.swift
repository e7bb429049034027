// Operators and methods added to CGPoint by extension, an angle extension on Double, and CGRect's
// geometry.
import Foundation
extension Double { var radians: Double { self * .pi / 180 } }
extension CGPoint {
    static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
    static func * (p: CGPoint, k: CGFloat) -> CGPoint { CGPoint(x: p.x * k, y: p.y * k) }
    func distance(to o: CGPoint) -> CGFloat { hypot(o.x - x, o.y - y) }
}
let c = CGPoint(x: 50, y: 50)
let tip = c + CGPoint(x: cos(90.0.radians), y: sin(90.0.radians)) * 40
print(String(format: "%.1f %.1f", tip.x, tip.y), c.distance(to: CGPoint(x: 53, y: 54)))
var r = CGRect(x: 0, y: 0, width: 100, height: 50)
print(r.offsetBy(dx: 10, dy: 5).origin, r.contains(CGPoint(x: 20, y: 20)), r.intersects(CGRect(x: 90, y: 40, width: 20, height: 20)))
print(r.union(CGRect(x: 150, y: 0, width: 10, height: 10)).width, r.size, CGSize(width: 3, height: 4).width)
r.origin.x += 5
print(r.minX, r.midY, r.standardized.width)

// expect: 50.0 90.0 5.0
// expect: CGPoint(x: 10.0, y: 5.0) true true
// expect: 160.0 CGSize(width: 100.0, height: 50.0) 3.0
// expect: 5.0 25.0 100.0
