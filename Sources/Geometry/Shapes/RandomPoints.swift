/// Random points in the largest square centred in the rect, joined in order by straight lines
/// and closed: the blob article's `RandomStraightShape` (seed 000), which makes patterns rather
/// than a solid shape.
///
/// As in the article the first point is drawn from 1…size and the others from 0…size on each
/// axis. One difference: `count` is the number of points; the article's loop `0...NumberOfPoints`
/// plus its first point draws `NumberOfPoints + 2`.
public struct RandomPoints: Hashable, Sendable {
    /// The number of points, 2 … 10 000.
    public var count: Int
    /// Selects the points: the same seed always gives the same points.
    public var seed: UInt64

    /// `count` random points chosen by `seed`.
    public init(count: Int, seed: UInt64 = 0) {
        self.count = count
        self.seed = seed
    }

    /// The points in `rect`, in drawing order.
    /// - Throws: `GeometryError` when `count` is outside 2 … 10 000 or the rect is not finite.
    public func points(in rect: Rect) throws(GeometryError) -> [Point] {
        try ShapeValidation.requireCount(count, named: "RandomPoints count", minimum: 2)
        let frame = try ShapeValidation.standardized(rect)
        let size = min(frame.width, frame.height)
        let origin = Point(x: frame.minX + (frame.width - size) / 2, y: frame.minY + (frame.height - size) / 2)
        var random = SeededRandom(seed: seed)
        // The article's first point avoids the top and left edge by one point; keep that.
        let firstRange = min(1, size) ... size
        var points = [Point(x: origin.x + random.nextDouble(in: firstRange),
                            y: origin.y + random.nextDouble(in: firstRange))]
        for _ in 1..<count {
            points.append(Point(x: origin.x + random.nextDouble(in: 0...size),
                                y: origin.y + random.nextDouble(in: 0...size)))
        }
        return points
    }

    /// The closed zig-zag through the points.
    /// - Throws: `GeometryError` when `count` is outside 2 … 10 000 or the rect is not finite.
    public func path(in rect: Rect) throws(GeometryError) -> Path {
        Path.closedPolygon(try points(in: rect))
    }
}
