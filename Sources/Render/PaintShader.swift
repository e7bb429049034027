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
///
/// Colours come from a 1,024-entry table of the ramp, within half an 8-bit level of exact.
struct PaintShader: Sendable {
    enum Kind: Sendable {
        case solid(PremultipliedColor)
        case linear(origin: Point, direction: Point)
        case radial(center: Point, radius: Double)
        case angular(center: Point, startAngle: Double, sweep: Double)
    }

    let kind: Kind
    /// The gradient's colours at 1,024 parameters (`GradientRamp.makeLookupTable`); empty for solids.
    let lookupTable: [UInt32]
    /// Points per device pixel: pixel centres are mapped back to points with it.
    let inverseScale: Double

    init(_ paint: Paint, scale: Double) {
        inverseScale = 1 / scale
        var ramp: GradientRamp?
        switch paint {
        case .solid(let color):
            kind = .solid(PremultipliedColor(color))
        case .linearGradient(let stops, let start, let end):
            ramp = GradientRamp(stops)
            let axis = end - start
            let lengthSquared = axis.dot(axis)
            kind = lengthSquared > 0 ? .linear(origin: start, direction: axis / lengthSquared)
                                     : .solid(GradientRamp(stops).lastColor)
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            let (radialRamp, radius) = Self.radialRamp(stops, startRadius: startRadius, endRadius: endRadius)
            ramp = radialRamp
            kind = radius > 0 ? .radial(center: center, radius: radius) : .solid(radialRamp.lastColor)
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            ramp = GradientRamp(stops)
            let sweep = endAngle.radians - startAngle.radians
            kind = sweep > 0 ? .angular(center: center, startAngle: startAngle.radians, sweep: sweep)
                             : .solid(GradientRamp(stops).lastColor)
        }
        if case .solid = kind { ramp = nil }
        lookupTable = ramp?.makeLookupTable() ?? []
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

    /// The premultiplied pixel word at the centre of device pixel (`x`, `y`).
    @inline(__always)
    func word(x: Int, y: Int) -> UInt32 {
        let p = Point(x: (Double(x) + 0.5) * inverseScale, y: (Double(y) + 0.5) * inverseScale)
        let t: Double
        switch kind {
        case .solid(let color):
            return Blitter.word(color)
        case .linear(let origin, let direction):
            t = (p - origin).dot(direction)
        case .radial(let center, let radius):
            t = p.distance(to: center) / radius
        case .angular(let center, let startAngle, let sweep):
            let v = p - center
            var angle = atan2(v.y, v.x) - startAngle
            angle -= 2 * Double.pi * (angle / (2 * Double.pi)).rounded(.down)
            t = angle / sweep
        }
        let last = lookupTable.count - 1
        guard t > 0 else { return lookupTable[0] }
        return lookupTable[t >= 1 ? last : Int(t * Double(last) + 0.5)]
    }
}
