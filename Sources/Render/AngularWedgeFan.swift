import Canvas
import Foundation
import Geometry

/// The fan of thin solid wedges that stands in for an angular gradient in SVG and PDF, neither of
/// which has a conic gradient.
///
/// The circle is cut into `wedgeCount` steps of half a degree, so neighbouring wedges differ by at
/// most 1/720 of the ramp (under one 8-bit level for a ramp spanning one full channel swing over
/// the circle). Each wedge has the ramp's colour at its middle angle, by the rasterizer's rule
/// (`AngularSweep`), so the vector outputs and the PNG differ by at most half a step of colour.
/// Steps run from the start angle in the sweep's direction (anticlockwise for a negative sweep).
/// Consecutive steps of one colour (the missing area of a sweep short of a turn) are merged into
/// wedges of at most 90°.
struct AngularWedgeFan {
    /// One wedge: from step `start` to step `end` (exclusive) after the start angle, in `color`.
    struct Wedge: Equatable {
        var start: Int
        var end: Int
        var color: RGBA
    }

    /// The angular step of the fan: half a degree.
    static let step = Double.pi / 360
    /// Steps in a full turn.
    static let wedgeCount = Int((2 * Double.pi / step).rounded())

    /// The wedges of `ramp` swept over `sweep` radians (non-zero; its sign is the direction),
    /// merged where colours repeat.
    static func wedges(_ ramp: GradientRamp, sweep: Double) -> [Wedge] {
        var wedges: [Wedge] = []
        var start = 0
        while start < wedgeCount {
            let color = wedgeColor(ramp, index: start, sweep: sweep)
            var end = start + 1
            while end < wedgeCount, end - start < wedgeCount / 4, wedgeColor(ramp, index: end, sweep: sweep) == color {
                end += 1
            }
            wedges.append(Wedge(start: start, end: end, color: color))
            start = end
        }
        return wedges
    }

    /// The radius that reaches every corner of a `size` figure from `center`, with the corners
    /// first mapped by `inverse` (the gradient's space, for a transformed gradient), plus a margin.
    static func radius(toCornersOf size: Size, from center: Point, inverse: Transform?) -> Double {
        let corners = [Point(x: 0, y: 0), Point(x: size.width, y: 0), Point(x: 0, y: size.height),
                       Point(x: size.width, y: size.height)].map { inverse?.apply(to: $0) ?? $0 }
        return (corners.map { $0.distance(to: center) }.max() ?? 0) * 1.01 + 1
    }

    /// The straight-alpha colour of step `index`: the ramp at the step's middle angle.
    private static func wedgeColor(_ ramp: GradientRamp, index: Int, sweep: Double) -> RGBA {
        let t = AngularSweep.parameter(past: (Double(index) + 0.5) * step, magnitude: abs(sweep))
        let c = ramp.color(at: Float(t))
        guard c.alpha > 0 else { return .clear }
        let quantize = { (v: Float) in (Double(v / c.alpha) * 255).rounded() / 255 }
        return RGBA(red: quantize(c.red), green: quantize(c.green), blue: quantize(c.blue),
                    alpha: (Double(c.alpha) * 1000).rounded() / 1000)
    }
}
