// Nested types, a typealias, and extension initialisers delegating with self.init.
import Foundation
struct Ring {
    typealias Angle = Double
    struct Style { var width: Double; var cap: Cap }
    enum Cap: String { case butt, round }
    var progress: Double
    var style: Style
    var sweep: Angle { progress * 360 }
}
extension Ring {
    init(percent: Int) { self.init(progress: Double(percent) / 100, style: Style(width: 4, cap: .round)) }
    init() { self.init(percent: 25) }
}
let r = Ring(percent: 30)
print(r.sweep, r.style.cap.rawValue, Ring().sweep, Ring.Cap.butt)
let s: Ring.Style = .init(width: 2, cap: .butt)
print(s.width, Ring(progress: 1, style: s).sweep)
typealias Point2 = (x: Double, y: Double)
let pt: Point2 = (1, 2)
print(pt.x + pt.y)

// expect: 108.0 round 90.0 butt
// expect: 2.0 360.0
// expect: 3.0
