import Foundation
import Geometry

extension Paint {
    /// The paint with its geometry (gradient points, radii, angles) mapped through `t`.
    ///
    /// Exact for offsets, rotations and uniform scales. Under a non-uniform scale a linear gradient
    /// keeps its mapped end points (its colour lines stay perpendicular to the new axis), a radial
    /// gradient stays circular with radii scaled by √|det|, and an angular gradient keeps its
    /// mapped start direction; Paint has no gradient transform to be exact (see docs/canvas.md).
    public func applying(_ t: Transform) -> Paint {
        if t.isIdentity { return self }
        switch self {
        case .solid:
            return self
        case .linearGradient(let stops, let start, let end):
            return .linearGradient(stops: stops, start: t.apply(to: start), end: t.apply(to: end))
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            let k = t.areaScale
            return .radialGradient(stops: stops, center: t.apply(to: center),
                                   startRadius: startRadius * k, endRadius: endRadius * k)
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            let direction = Point(x: cos(startAngle.radians), y: sin(startAngle.radians))
            let mapped = Point(x: t.a * direction.x + t.c * direction.y, y: t.b * direction.x + t.d * direction.y)
            let newStart = atan2(mapped.y, mapped.x)
            // A mirror reverses the sweep.
            let sweep = (endAngle.radians - startAngle.radians) * (t.determinant < 0 ? -1 : 1)
            return .angularGradient(stops: stops, center: t.apply(to: center),
                                    startAngle: .radians(newStart), endAngle: .radians(newStart + sweep))
        }
    }

    /// The paint with every colour's alpha multiplied by `opacity`.
    public func withOpacity(_ opacity: Double) -> Paint {
        if opacity == 1 { return self }
        func fade(_ stops: [GradientStop]) -> [GradientStop] {
            stops.map { GradientStop(color: $0.color.withOpacity(opacity), location: $0.location) }
        }
        switch self {
        case .solid(let color):
            return .solid(color.withOpacity(opacity))
        case .linearGradient(let stops, let start, let end):
            return .linearGradient(stops: fade(stops), start: start, end: end)
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            return .radialGradient(stops: fade(stops), center: center, startRadius: startRadius, endRadius: endRadius)
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            return .angularGradient(stops: fade(stops), center: center, startAngle: startAngle, endAngle: endAngle)
        }
    }
}
