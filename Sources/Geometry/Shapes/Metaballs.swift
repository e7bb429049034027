/// Circles that merge like drops of liquid ("metaballs"), in one of two constructions.
///
/// `.bridge` follows the metaballs project (seed 002, rnkyr/metaballs), itself after Hiroyuki
/// Sato's Illustrator/Paper.js metaballs and Varun Vachhar's write-up (varun.ca/metaballs): each
/// pair of circles close enough is joined by a neck bounded by two cubic Béziers (see
/// `MetaballBridge`), and the circles and necks are merged with the GEOS union into one outline.
/// `.field` draws the iso-contour where the summed field Σ rᵢ²/|p − cᵢ|² reaches `threshold`
/// (1 puts a lone ball's contour on its circle), found by marching squares and smoothed.
///
/// Both take the circles in absolute coordinates: `path(in:)` does not use its rect.
public struct Metaballs: Hashable, Sendable {
    /// One ball: a circle.
    public struct Ball: Hashable, Sendable {
        /// The circle's centre, in absolute coordinates.
        public var center: Point
        /// The circle's radius (0 is allowed and draws nothing).
        public var radius: Double

        /// A ball at `center` of radius `radius`.
        public init(center: Point, radius: Double) {
            self.center = center
            self.radius = radius
        }
    }

    /// How the balls are merged.
    public enum Style: Hashable, Sendable {
        /// Two-Bézier necks between pairs, unioned with the circles.
        case bridge
        /// The iso-contour of the summed field.
        case field
    }

    /// The circles.
    public var balls: [Ball]
    /// Necks between pairs, or the field's contour.
    public var style: Style
    /// The field level of `.field` (positive); larger values shrink the shapes.
    public var threshold: Double
    /// How far along the circles the neck's ends spread, 0 … 1 (the sources' v = 0.5).
    public var spread: Double
    /// The neck's handle length factor (the sources' handle size 2.4).
    public var handleRate: Double
    /// Necks exist up to a centre distance of R + reach·r (R the larger radius, r the smaller);
    /// the sources use 2.4 … 2.5.
    public var reach: Double
    /// The geometric tolerance in points: the flattening of circles and necks for the union, and
    /// the marching-squares grid (cell size √(8·ρ·tolerance) for the smallest contour radius ρ).
    public var tolerance: Double

    /// Metaballs from (centre, radius) pairs.
    public init(_ circles: [(center: Point, radius: Double)], style: Style = .bridge, threshold: Double = 1,
                spread: Double = 0.5, handleRate: Double = 2.4, reach: Double = 2.5, tolerance: Double = 0.05) {
        self.init(balls: circles.map { Ball(center: $0.center, radius: $0.radius) }, style: style, threshold: threshold,
                  spread: spread, handleRate: handleRate, reach: reach, tolerance: tolerance)
    }

    /// Metaballs from balls.
    public init(balls: [Ball], style: Style = .bridge, threshold: Double = 1,
                spread: Double = 0.5, handleRate: Double = 2.4, reach: Double = 2.5, tolerance: Double = 0.05) {
        self.balls = balls
        self.style = style
        self.threshold = threshold
        self.spread = spread
        self.handleRate = handleRate
        self.reach = reach
        self.tolerance = tolerance
    }

    /// The merged outline.
    /// - Throws: `GeometryError` for more than 10 000 balls, a negative or non-finite radius or
    ///   parameter, a non-positive threshold or tolerance, or a GEOS failure.
    public func path(in rect: Rect = .zero) throws(GeometryError) -> Path {
        try validate()
        let live = balls.filter { $0.radius > 0 }
        guard !live.isEmpty else { return Path() }
        switch style {
        case .bridge: return try bridgedPath(live)
        case .field: return try MetaballField(balls: live, threshold: threshold, tolerance: tolerance).contourPath()
        }
    }

    /// The necks alone, one closed subpath per connected pair (for drawing the construction).
    /// - Throws: as `path(in:)`.
    public func bridges() throws(GeometryError) -> Path {
        try validate()
        var path = Path()
        for i in balls.indices {
            for j in balls.indices where j > i {
                if let bridge = MetaballBridge(balls[i], balls[j], spread: spread, handleRate: handleRate, reach: reach) {
                    path.addPath(bridge.path)
                }
            }
        }
        return path
    }

    private func bridgedPath(_ live: [Ball]) throws(GeometryError) -> Path {
        var groups: [[[Point]]] = []
        for ball in live {
            let d = 2 * ball.radius
            groups.append(try Path(ellipseIn: Rect(x: ball.center.x - ball.radius, y: ball.center.y - ball.radius, width: d, height: d))
                .fillRings(tolerance: tolerance))
        }
        for i in live.indices {
            for j in live.indices where j > i {
                if let bridge = MetaballBridge(live[i], live[j], spread: spread, handleRate: handleRate, reach: reach) {
                    groups.append(try bridge.path.fillRings(tolerance: tolerance))
                }
            }
        }
        return try FlatSetOperations.unionAll(groups, rule: .nonZero)
    }

    private func validate() throws(GeometryError) {
        try ShapeValidation.requireCount(balls.count, named: "the number of metaballs", minimum: 0)
        for (index, ball) in balls.enumerated() {
            try ShapeValidation.requireFinite(ball.center, named: "metaball \(index) centre")
            try ShapeValidation.requireNonNegative(ball.radius, named: "metaball \(index) radius")
        }
        try ShapeValidation.requireNonNegative(spread, named: "Metaballs spread")
        try ShapeValidation.requireNonNegative(handleRate, named: "Metaballs handleRate")
        try ShapeValidation.requireNonNegative(reach, named: "Metaballs reach")
        try ShapeValidation.requireFinite(threshold, named: "Metaballs threshold")
        try ShapeValidation.requireFinite(tolerance, named: "Metaballs tolerance")
        guard threshold > 0 else { throw GeometryError("Metaballs threshold must be positive, got \(threshold)") }
        guard tolerance > 0 else { throw GeometryError("Metaballs tolerance must be positive, got \(tolerance)") }
    }
}
