// A path's segments as enum values with labelled payloads, folded by a switch with several patterns
// and where.
import Foundation
enum Segment {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quad(to: CGPoint, control: CGPoint)
    case arc(radius: Double, degrees: Double)
    case close
}
let path: [Segment] = [.move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 3, y: 4)),
    .quad(to: CGPoint(x: 6, y: 0), control: CGPoint(x: 5, y: 5)), .arc(radius: 2, degrees: 90), .close]
var length = 0.0
var last = CGPoint.zero
var start = CGPoint.zero
for s in path {
    switch s {
    case .move(let p): last = p; start = p
    case .line(to: let p), .quad(to: let p, control: _):
        length += hypot(p.x - last.x, p.y - last.y); last = p
    case let .arc(r, deg) where deg > 0:
        length += r * deg * .pi / 180
    case .arc: break
    case .close:
        length += hypot(start.x - last.x, start.y - last.y)
    }
}
print(String(format: "%.3f", length))
print(Segment.arc(radius: 1, degrees: 2))
print(Segment.close)

// expect: 19.142
// expect: arc(radius: 1.0, degrees: 2.0)
// expect: close
