/// A polygon through given points, in unit coordinates of the rect it fills.
///
/// `(0, 0)` is the rect's top-left corner and `(1, 1)` its bottom-right, as in the morphing
/// article's `MorphableShape` (seed 001), so the same polygon scales with its frame like every
/// other shape.
public struct Polygon: Hashable, Sendable {
    /// The vertices, each coordinate a fraction of the rect's width or height.
    public var points: [Point]

    /// The polygon through `points`, given in unit coordinates of the rect.
    public init(points: [Point]) {
        self.points = points
    }

    /// The closed polygon mapped into `rect`.
    /// - Throws: `GeometryError` for fewer than 2 or more than 10 000 points, a non-finite
    ///   coordinate, or a non-finite rect.
    public func path(in rect: Rect) throws(GeometryError) -> Path {
        try ShapeValidation.requireCount(points.count, named: "Polygon point count", minimum: 2)
        for (index, point) in points.enumerated() {
            try ShapeValidation.requireFinite(point, named: "Polygon point \(index)")
        }
        let frame = try ShapeValidation.standardized(rect)
        return Path.closedPolygon(points.map { unit in
            Point(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
        })
    }
}
