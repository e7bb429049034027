/// An irregular polygon: vertices at equal angles about the rect's centre, each at a random
/// distance between r/3 and r, where r = min(width, height)/2.
///
/// The blob article's `CreateRandomPolygon` (seed 000), drawing from `SeededRandom(seed:)` instead
/// of the system generator, so a seed gives the same polygon on every machine. As for
/// `RegularPolygon`, the rect's true centre is used and the first vertex is not repeated.
public struct RandomPolygon: Hashable, Sendable {
    /// The number of sides, 3 … 10 000.
    public var sides: Int
    /// Selects the polygon: the same seed always gives the same polygon.
    public var seed: UInt64

    /// An irregular polygon of `sides` sides chosen by `seed`.
    public init(sides: Int, seed: UInt64 = 0) {
        self.sides = sides
        self.seed = seed
    }

    /// The polygon's vertices in `rect`, first at angle 0, then clockwise on screen.
    /// - Throws: `GeometryError` when `sides` is outside 3 … 10 000 or the rect is not finite.
    public func vertices(in rect: Rect) throws(GeometryError) -> [Point] {
        try ShapeValidation.requireCount(sides, named: "RandomPolygon sides", minimum: 3)
        let frame = try ShapeValidation.standardized(rect)
        let r = min(frame.width, frame.height) / 2
        var random = SeededRandom(seed: seed)
        return (0..<sides).map { i in
            let angle = 2 * .pi * Double(i) / Double(sides)
            let radius = random.nextDouble(in: r / 3 ... max(r, r / 3))
            return polarPoint(center: frame.center, length: radius, angle: angle)
        }
    }

    /// The closed polygon in `rect`.
    /// - Throws: `GeometryError` when `sides` is outside 3 … 10 000 or the rect is not finite.
    public func path(in rect: Rect) throws(GeometryError) -> Path {
        Path.closedPolygon(try vertices(in: rect))
    }
}
