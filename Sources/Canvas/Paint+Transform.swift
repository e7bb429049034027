import Foundation
import Geometry

extension Paint {
    /// The paint with its geometry mapped through `t`: exact for every invertible affine transform.
    ///
    /// Solid colours are unchanged. Under a similarity (offset, rotation, uniform scale, mirror)
    /// gradients map their points, radii and angles directly. A linear gradient stays a linear
    /// gradient under any affine map: its start is mapped and its end chosen so the colour lines
    /// are the images of the old ones (the parameter's gradient vector g becomes M⁻ᵀg). A radial
    /// or angular gradient under a non-uniform scale or shear, and an image under anything but
    /// an axis-aligned scale and offset, is wrapped in `.transformed`. A singular `t` (a scale by
    /// 0) collapses whatever it paints, so the paint is kept with mapped points.
    public func applying(_ t: Transform) -> Paint {
        if t.isIdentity { return self }
        switch self {
        case .solid:
            return self
        case .linearGradient(let stops, let start, let end):
            return .linearGradient(stops: stops, start: t.apply(to: start), end: Self.mappedLinearEnd(start, end, t))
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            guard t.isSimilarity else { return .transformed(self, t) }
            let k = t.areaScale
            return .radialGradient(stops: stops, center: t.apply(to: center),
                                   startRadius: startRadius * k, endRadius: endRadius * k)
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            guard t.isSimilarity else { return .transformed(self, t) }
            let direction = Point(x: cos(startAngle.radians), y: sin(startAngle.radians))
            let mapped = Point(x: t.a * direction.x + t.c * direction.y, y: t.b * direction.x + t.d * direction.y)
            let newStart = atan2(mapped.y, mapped.x)
            // A mirror reverses the sweep.
            let sweep = (endAngle.radians - startAngle.radians) * (t.determinant < 0 ? -1 : 1)
            return .angularGradient(stops: stops, center: t.apply(to: center),
                                    startAngle: .radians(newStart), endAngle: .radians(newStart + sweep))
        case .image(let pixels, let tile, let opacity):
            // An axis-aligned scale keeps the tiles upright: map the tile rect (not mirrored).
            guard t.b == 0, t.c == 0, t.a > 0, t.d > 0 else { return .transformed(self, t) }
            let origin = t.apply(to: tile.origin)
            return .image(pixels, tile: Rect(origin: origin, size: Size(width: tile.width * t.a, height: tile.height * t.d)),
                          opacity: opacity)
        case .transformed(let paint, let inner):
            return .transformed(paint, inner.concatenating(t))
        }
    }

    /// The end point of a linear gradient from `start` to `end` after `t`, such that every point
    /// keeps its gradient parameter: start′ + g′/|g′|² with g′ = M⁻ᵀ(end − start)/|end − start|².
    private static func mappedLinearEnd(_ start: Point, _ end: Point, _ t: Transform) -> Point {
        let axis = end - start
        let lengthSquared = axis.dot(axis)
        let det = t.determinant
        guard lengthSquared > 0, det != 0, det.isFinite, !t.isSimilarity else { return t.apply(to: end) }
        let g = axis / lengthSquared
        // M = [a c; b d], M⁻ᵀ = [d −b; −c a] / det.
        let mapped = Point(x: (t.d * g.x - t.b * g.y) / det, y: (-t.c * g.x + t.a * g.y) / det)
        let mappedSquared = mapped.dot(mapped)
        guard mappedSquared > 0, mappedSquared.isFinite else { return t.apply(to: end) }
        return t.apply(to: start) + mapped / mappedSquared
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
        case .image(let pixels, let tile, let imageOpacity):
            return .image(pixels, tile: tile, opacity: imageOpacity * opacity)
        case .transformed(let paint, let t):
            return .transformed(paint.withOpacity(opacity), t)
        }
    }
}

extension Transform {
    /// True when the linear part is a rotation and uniform scale, possibly mirrored (columns of
    /// equal length at right angles), to a relative tolerance of 1e-9.
    public var isSimilarity: Bool {
        let column1 = a * a + b * b, column2 = c * c + d * d
        let scale = max(column1, column2)
        guard scale > 0, scale.isFinite else { return true }
        return abs(column1 - column2) <= 1e-9 * scale && abs(a * c + b * d) <= 1e-9 * scale
    }

    /// The largest factor the transform stretches a length by (the linear part's largest
    /// singular value).
    public var maximumStretch: Double {
        let p = a * a + b * b + c * c + d * d
        let det = determinant
        return ((p + (max(0, p * p - 4 * det * det)).squareRoot()) / 2).squareRoot()
    }
}
