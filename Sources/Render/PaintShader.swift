import Canvas
import Foundation
import Geometry

/// The colour of a paint at each device pixel: part of stage 4 (the blitter asks it per pixel).
///
/// Gradients are evaluated at pixel centres, in point coordinates, so that the same formulas as
/// the SVG writer's gradient elements apply:
/// - linear: the projection onto the line from start to end (SVG `linearGradient`); a zero-length
///   line paints the last stop's colour, as SVG specifies;
/// - radial: distance from the centre over the larger radius, with each stop moved to the radius
///   it stands for (`startRadius + location × (endRadius − startRadius)`), which is exactly an SVG
///   `radialGradient` with `r` = the larger radius and no focal radius;
/// - angular: the clockwise angle from `startAngle` over the sweep to `endAngle`, clamped to the
///   last stop beyond it (CoreGraphics' conic gradient); SVG has no such element, see `SVGWriter`.
struct PaintShader: Sendable {
    enum Kind: Sendable {
        case solid(PremultipliedColor)
        case linear(GradientRamp, origin: Point, direction: Point)
        case radial(GradientRamp, center: Point, radius: Double)
        case angular(GradientRamp, center: Point, startAngle: Double, sweep: Double)
    }

    let kind: Kind
    /// Points per device pixel: pixel centres are mapped back to points with it.
    let inverseScale: Double

    init(_ paint: Paint, scale: Double) {
        inverseScale = 1 / scale
        switch paint {
        case .solid(let color):
            kind = .solid(PremultipliedColor(color))
        case .linearGradient(let stops, let start, let end):
            let ramp = GradientRamp(stops)
            let axis = end - start
            let lengthSquared = axis.dot(axis)
            kind = lengthSquared > 0 ? .linear(ramp, origin: start, direction: axis / lengthSquared)
                                     : .solid(ramp.lastColor)
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            let (ramp, radius) = Self.radialRamp(stops, startRadius: startRadius, endRadius: endRadius)
            kind = radius > 0 ? .radial(ramp, center: center, radius: radius) : .solid(ramp.lastColor)
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            let ramp = GradientRamp(stops)
            let sweep = endAngle.radians - startAngle.radians
            kind = sweep > 0 ? .angular(ramp, center: center, startAngle: startAngle.radians, sweep: sweep)
                             : .solid(ramp.lastColor)
        }
    }

    /// A radial gradient's ramp re-expressed over distance / `radius` with `radius` the larger of
    /// the two radii (shared with the SVG writer so both draw the same rings).
    static func radialRamp(_ stops: [GradientStop], startRadius: Double, endRadius: Double)
        -> (ramp: GradientRamp, radius: Double) {
        let radius = max(startRadius, endRadius)
        guard radius > 0, radius.isFinite else { return (GradientRamp(stops), 0) }
        let ramp = GradientRamp(stops).mappingLocations { (startRadius + $0 * (endRadius - startRadius)) / radius }
        return (ramp, radius)
    }

    /// True when the paint is one colour everywhere (the blitter's fast path).
    var solidColor: PremultipliedColor? {
        if case .solid(let color) = kind { return color }
        return nil
    }

    /// The premultiplied colour at the centre of device pixel (`x`, `y`).
    @inline(__always)
    func color(x: Int, y: Int) -> PremultipliedColor {
        let p = Point(x: (Double(x) + 0.5) * inverseScale, y: (Double(y) + 0.5) * inverseScale)
        switch kind {
        case .solid(let color):
            return color
        case .linear(let ramp, let origin, let direction):
            return ramp.color(at: Float((p - origin).dot(direction)))
        case .radial(let ramp, let center, let radius):
            return ramp.color(at: Float(p.distance(to: center) / radius))
        case .angular(let ramp, let center, let startAngle, let sweep):
            let v = p - center
            var angle = atan2(v.y, v.x) - startAngle
            angle -= 2 * Double.pi * (angle / (2 * Double.pi)).rounded(.down)
            return ramp.color(at: Float(min(1, angle / sweep)))
        }
    }
}
