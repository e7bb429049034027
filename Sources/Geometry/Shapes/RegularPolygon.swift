import Foundation

/// A regular polygon inscribed in the circle of diameter min(width, height) centred in the rect,
/// first vertex at angle 0 (to the right of the centre), the others following clockwise on screen.
///
/// Geometry of `RegularPolygonShape` in the blob article (seed 000), with one correction: the
/// article centres on `(rect.width/2, rect.height/2)`, which is only the centre when the rect sits
/// at the origin; this uses the rect's true centre. The article also repeats the first vertex
/// before closing; the closed path here has each vertex once (the same outline and fill).
public struct RegularPolygon: Hashable, Sendable {
    /// The number of sides, 3 … 10 000.
    public var sides: Int

    /// The regular polygon with `sides` sides.
    public init(sides: Int) {
        self.sides = sides
    }

    /// The polygon's vertices in `rect`, in drawing order.
    /// - Throws: `GeometryError` when `sides` is outside 3 … 10 000 or the rect is not finite.
    public func vertices(in rect: Rect) throws(GeometryError) -> [Point] {
        try ShapeValidation.requireCount(sides, named: "RegularPolygon sides", minimum: 3)
        let frame = try ShapeValidation.standardized(rect)
        let radius = min(frame.width, frame.height) / 2
        return (0..<sides).map { i in
            polarPoint(center: frame.center, length: radius, angle: 2 * .pi * Double(i) / Double(sides))
        }
    }

    /// The closed polygon in `rect`.
    /// - Throws: `GeometryError` when `sides` is outside 3 … 10 000 or the rect is not finite.
    public func path(in rect: Rect) throws(GeometryError) -> Path {
        Path.closedPolygon(try vertices(in: rect))
    }
}

extension Path {
    /// A closed subpath through `points` (move, lines, close), or an empty path for no points.
    static func closedPolygon(_ points: [Point]) -> Path {
        var path = Path()
        guard !points.isEmpty else { return path }
        path.addLines(points)
        path.closeSubpath()
        return path
    }
}
