// A clock face: hours, minutes and seconds from a count of seconds with Int / and %, hand tips by
// cos and sin, formatted with %02d.
import Foundation
func hand(_ fraction: Double, length: Double, center: CGPoint) -> CGPoint {
    let angle = fraction * 2 * .pi - .pi / 2
    return CGPoint(x: center.x + length * cos(angle), y: center.y + length * sin(angle))
}
let c = CGPoint(x: 100, y: 100)
let seconds = 3725
let (h, m, s) = (seconds / 3600 % 12, seconds / 60 % 60, seconds % 60)
print(h, m, s, String(format: "%02d:%02d:%02d", h, m, s))
for (f, len) in [(Double(h) / 12, 50.0), (Double(m) / 60, 70.0), (Double(s) / 60, 90.0)] {
    let p = hand(f, length: len, center: c)
    print(String(format: "(%.1f, %.1f)", p.x, p.y))
}
let ticks = (0..<12).filter { $0.isMultiple(of: 3) }.map { $0 == 0 ? 12 : $0 }
print(ticks)

// expect: 1 2 5 01:02:05
// expect: (125.0, 56.7)
// expect: (114.6, 31.5)
// expect: (145.0, 22.1)
// expect: [12, 3, 6, 9]
