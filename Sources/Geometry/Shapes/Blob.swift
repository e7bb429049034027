/// A random blob: points at increasing angles about the rect's centre, joined by curves.
///
/// The first three styles are the blob article's (seed 000) three constructions, random draw for
/// random draw, with `SeededRandom` in place of the system generator; `.smooth` is this project's
/// answer to the sharp corners the article's curves still have.
public struct Blob: Hashable, Sendable {
    /// How the random points are joined.
    public enum Style: Hashable, Sendable, CaseIterable {
        /// Quadratic curves, control points pulled alternately in and out: the article's
        /// `CreateRandomShape` / `RandomShape`. Odd point counts keep a sharp corner.
        case quad
        /// Cubic curves with radii alternating near 0.5 r and 0.8 r: the article's
        /// `CreateRandomShape2` / `RandomShape2`.
        case alternatingCubic
        /// Cubic curves whose first control point mirrors the previous segment's second (in or
        /// out of the circle): the article's final `CreateRandomShape3` / `RandomShape3`.
        case cubic
        /// A closed centripetal Catmull–Rom spline through random polar points, as cubics:
        /// tangent-continuous at every join, so no seed gives a sharp corner.
        case smooth
    }

    /// The number of random points, 3 … 10 000.
    public var points: Int
    /// Selects the blob: the same seed always gives the same blob.
    public var seed: UInt64
    /// Which construction joins the points.
    public var style: Style

    /// A blob of `points` random points chosen by `seed`, joined as `style` says.
    public init(points: Int, seed: UInt64 = 0, style: Style = .smooth) {
        self.points = points
        self.seed = seed
        self.style = style
    }

    /// The closed blob in `rect`, about its centre, within the circle of radius min(w, h)/2
    /// (`.quad` control points may reach 1.2 × that radius, so its curves can too).
    /// - Throws: `GeometryError` when `points` is outside 3 … 10 000 or the rect is not finite.
    public func path(in rect: Rect) throws(GeometryError) -> Path {
        try ShapeValidation.requireCount(points, named: "Blob points", minimum: 3)
        let frame = try ShapeValidation.standardized(rect)
        let radius = min(frame.width, frame.height) / 2
        var random = SeededRandom(seed: seed)
        switch style {
        case .quad:
            return Self.quadraticPath(Self.quadraticSegments(sides: points, radius: radius, center: frame.center, random: &random))
        case .alternatingCubic:
            return Self.cubicPath(Self.alternatingCubicSegments(sides: points, radius: radius, center: frame.center, random: &random))
        case .cubic:
            return Self.cubicPath(Self.mirroredCubicSegments(sides: points, radius: radius, center: frame.center, random: &random))
        case .smooth:
            let knots = Self.smoothKnots(count: points, radius: radius, center: frame.center, random: &random)
            return CatmullRom.closedPath(through: knots)
        }
    }
}
