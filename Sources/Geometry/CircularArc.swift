import Foundation

/// A circular arc, turned into cubic Béziers whose radial error is at most 1e-4 × radius.
///
/// Each piece spans at most 45°, so a full circle's pieces meet at its four extreme points. Its handle length is chosen so that the piece encloses exactly
/// the area of its circular sector (solved in closed form from the cubic's Green's-theorem area),
/// so a circle made of these pieces has area πr² to rounding error and length 2πr to ~1e-9
/// relative. A 45° piece strays at most 4.2e-6 × radius from the circle; the classic
/// quarter-circle kappa would stray 2.7e-4 × radius, above the bound.
struct CircularArc: Sendable {
    /// The largest sweep of one cubic piece.
    static let maximumPieceSweep = Double.pi / 4

    var center: Point
    var radius: Double
    /// The starting angle in radians; angles grow clockwise on a y-down screen.
    var startAngle: Double
    /// The signed sweep in radians: positive sweeps with increasing angle.
    var sweep: Double

    /// The point at `angle` on the arc's circle.
    func point(atAngle angle: Double) -> Point {
        Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    var startPoint: Point { point(atAngle: startAngle) }
    var endPoint: Point { point(atAngle: startAngle + sweep) }

    /// The cubic pieces as `.curve` elements, starting at `startPoint` (not included).
    func cubicElements() -> [PathElement] {
        // Overflowing input (a radius of 1e308 …) can make the sweep NaN: draw nothing rather
        // than trap converting it to a piece count.
        guard sweep != 0, sweep.isFinite, radius > 0, radius.isFinite, center.isFinite else { return [] }
        let count = max(1, Int((abs(sweep) / Self.maximumPieceSweep).rounded(.up)))
        let pieceSweep = sweep / Double(count)
        let handle = radius * Self.handleLength(sweep: abs(pieceSweep)) * (pieceSweep < 0 ? -1 : 1)
        var elements: [PathElement] = []
        elements.reserveCapacity(count)
        for index in 0..<count {
            let a0 = startAngle + pieceSweep * Double(index)
            let a1 = index == count - 1 ? startAngle + sweep : a0 + pieceSweep
            let p0 = point(atAngle: a0), p3 = point(atAngle: a1)
            // Tangent of the circle at angle a is (−sin a, cos a) in the direction of growing angle.
            let c1 = Point(x: p0.x - handle * sin(a0), y: p0.y + handle * cos(a0))
            let c2 = Point(x: p3.x + handle * sin(a1), y: p3.y - handle * cos(a1))
            elements.append(.curve(to: p3, control1: c1, control2: c2))
        }
        return elements
    }

    /// The handle length, for a unit circle, of a cubic spanning `sweep` radians (0 < sweep ≤ π/2)
    /// whose area equals the circular sector's.
    ///
    /// Below 0.1 rad the closed form loses precision to cancellation, and the classic
    /// 4/3·tan(sweep/4) is within 1e-11 of the circle there anyway.
    static func handleLength(sweep: Double) -> Double {
        guard sweep >= 0.1 else { return 4.0 / 3.0 * tan(sweep / 4) }
        let c2 = cos(sweep), s2 = sin(sweep)
        let discriminant = 69 - 72 * c2 + 3 * cos(2 * sweep) - 30 * sweep * s2
        return (2 - 2 * c2 - max(0, discriminant).squareRoot() / 3) / s2
    }
}
