import Foundation

/// A star with optionally rounded corners, after the rounded-star article (seed 004).
///
/// Geometry of the article's final `StarShape2`: outer radius 0.9 × min(width, height)/2, inner
/// radius `innerRatio` × outer, the first point straight up (angle −π/2), inner vertices halfway
/// between, and, for odd point counts below 8 that are not circle-outlined, the article's downward
/// shift of the centre (its y scaled by 1.3 − 0.04 × points) so the star looks centred. Where the
/// article measures its centre from (0, 0) (`rect.width/2`), this uses the rect's own origin.
///
/// Corners differ from the article on purpose: its arcs span a fixed ±0.45π about the point
/// direction, so they meet the edges at a kink; here each corner gets the true fillet (see
/// `CornerFillet`), tangent to both edges. Inner corners are rounded with `innerCornerRadius`
/// (by default `cornerRadius`). Radii are clamped: a corner's tangent distance r / tan θ never
/// exceeds half an edge, so the rounding of neighbouring corners can meet but not overlap (the
/// article's radius-20 stars overlap; these turn into smooth flowers instead).
public struct Star: Hashable, Sendable {
    /// The number of points, 2 … 10 000.
    public var points: Int
    /// The radius rounding the outer corners, in points; 0 keeps them sharp.
    public var cornerRadius: Double
    /// The inner radius as a fraction of the outer one.
    public var innerRatio: Double
    /// The radius rounding the inner corners; nil means `cornerRadius`.
    public var innerCornerRadius: Double?
    /// Adds the rect (or its inscribed circle) around the star, to be filled even-odd.
    public var isCutout: Bool
    /// Uses a circle as the cutout outline, and does not shift odd stars down.
    public var isCircleOutline: Bool

    /// A star with the rounded-star article's defaults: 5 sharp points, inner ratio 0.4.
    public init(points: Int = 5, cornerRadius: Double = 0, innerRatio: Double = 0.4,
                innerCornerRadius: Double? = nil, isCutout: Bool = false, isCircleOutline: Bool = false) {
        self.points = points
        self.cornerRadius = cornerRadius
        self.innerRatio = innerRatio
        self.innerCornerRadius = innerCornerRadius
        self.isCutout = isCutout
        self.isCircleOutline = isCircleOutline
    }

    /// The centre of the star in `frame` (standardized), with the article's shift for odd stars.
    func center(in frame: Rect) -> Point {
        var factor = 1.0
        if points % 2 == 1, points < 8, !isCircleOutline { factor = Double(points) * -0.04 + 1.3 }
        return Point(x: frame.midX, y: frame.minY + frame.height / 2 * factor)
    }

    /// The sharp star's vertices, outer and inner alternating, starting with the top point.
    /// - Throws: `GeometryError` for a bad point count, ratio or rect.
    public func vertices(in rect: Rect) throws(GeometryError) -> [Point] {
        try ShapeValidation.requireCount(points, named: "Star points", minimum: 2)
        try ShapeValidation.requireFinite(innerRatio, named: "Star innerRatio")
        guard innerRatio > 0 else { throw GeometryError("Star innerRatio must be positive, got \(innerRatio)") }
        let frame = try ShapeValidation.standardized(rect)
        let outerRadius = min(frame.width, frame.height) / 2 * 0.9
        let innerRadius = outerRadius * innerRatio
        let centre = center(in: frame)
        let step = 2 * Double.pi / Double(points)
        var vertices: [Point] = []
        for i in 0..<points {
            vertices.append(polarPoint(center: centre, length: outerRadius, angle: step * Double(i) - .pi / 2))
            vertices.append(polarPoint(center: centre, length: innerRadius, angle: step * (Double(i) + 0.5) - .pi / 2))
        }
        return vertices
    }

    /// The star (after the cutout outline when `isCutout`) in `rect`.
    /// - Throws: `GeometryError` for a point count outside 2 … 10 000, a negative or non-finite
    ///   radius, a non-positive ratio, or a non-finite rect.
    public func path(in rect: Rect) throws(GeometryError) -> Path {
        try ShapeValidation.requireNonNegative(cornerRadius, named: "Star cornerRadius")
        let innerRadius = innerCornerRadius ?? cornerRadius
        try ShapeValidation.requireNonNegative(innerRadius, named: "Star innerCornerRadius")
        let vertices = try vertices(in: rect)
        let frame = rect.standardized
        var path = Path()
        if isCutout {
            if isCircleOutline {
                let side = min(frame.width, frame.height)
                path.addEllipse(in: Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side))
            } else {
                path.addRect(frame)
            }
        }
        let radii = vertices.indices.map { $0 % 2 == 0 ? cornerRadius : innerRadius }
        path.addPath(Path.roundedPolygon(vertices, radii: radii))
        return path
    }
}
