/// The card-suit heart of the blob article's `HeartShape` (seed 000): four cubic Béziers in the
/// largest square centred in the rect, point at the bottom, the dip at a quarter of the height.
///
/// Unlike the article, the square is placed relative to the rect's origin, not to (0, 0).
public struct Heart: Hashable, Sendable {
    /// The heart; it has no parameters.
    public init() {}

    /// The heart in `rect`.
    /// - Throws: `GeometryError` when the rect is not finite.
    public func path(in rect: Rect) throws(GeometryError) -> Path {
        let frame = try ShapeValidation.standardized(rect)
        let size = min(frame.width, frame.height)
        let xOffset = frame.minX + (frame.width - size) / 2
        let yOffset = frame.minY + (frame.height - size) / 2
        // The article's coordinates are fractions of `size` in a square at the origin.
        func at(_ x: Double, _ y: Double) -> Point {
            Point(x: xOffset + size * x, y: yOffset + size * y)
        }
        var path = Path()
        path.move(to: at(0.5, 0.25))
        path.addCurve(to: at(0, 0.25), control1: at(0.5, -0.1), control2: at(0, 0))
        path.addCurve(to: at(0.5, 1), control1: at(0, 0.6), control2: at(0.5, 0.8))
        path.addCurve(to: at(1, 0.25), control1: at(0.5, 0.8), control2: at(1, 0.6))
        path.addCurve(to: at(0.5, 0.25), control1: at(1, 0), control2: at(0.5, -0.1))
        return path
    }
}
