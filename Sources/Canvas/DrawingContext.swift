import Geometry

/// Collects display items while the laid-out tree draws itself, mapping every path and paint through
/// the transform of the enclosing `offset`, `rotationEffect` and `scaleEffect` modifiers.
struct DrawingContext {
    private(set) var items: [DisplayItem] = []
    /// From the coordinates nodes draw in (layout coordinates) to the figure's coordinates.
    private(set) var transform: Transform = .identity

    /// Fills `path` (layout coordinates) with `paint` (layout coordinates).
    ///
    /// - Throws: `CanvasError` when the path or paint has a NaN or infinite coordinate (a script
    ///   shape that divided by zero), which no renderer could draw.
    mutating func fill(_ path: Path, paint: Paint, rule: FillRule) throws {
        guard !path.isEmpty else { return }
        let (path, paint) = (path.applying(transform), paint.applying(transform))
        try Self.checkFinite(path, paint)
        items.append(.fill(path: path, paint: paint, rule: rule))
    }

    /// Strokes `path` with `paint` in `style`, all in layout coordinates.
    ///
    /// The pen is scaled with the transform's area scale √|det|: exact for rotations, offsets and
    /// uniform scales; for a non-uniform `scaleEffect` the stroke keeps a round pen of the mean
    /// width instead of an elliptical one (an approximation, see docs/canvas.md).
    mutating func stroke(_ path: Path, paint: Paint, style: StrokeStyle) throws {
        guard !path.isEmpty else { return }
        guard style.lineWidth.isFinite, style.lineWidth >= 0, style.dash.allSatisfy({ $0.isFinite && $0 >= 0 }),
              style.dashPhase.isFinite, style.miterLimit.isFinite else {
            throw CanvasError("stroke: line width, dash lengths, dash phase and miter limit must be finite and not negative")
        }
        var scaled = style
        let factor = transform.areaScale
        if factor != 1 {
            scaled.lineWidth *= factor
            scaled.dash = style.dash.map { $0 * factor }
            scaled.dashPhase *= factor
        }
        let (path, paint) = (path.applying(transform), paint.applying(transform))
        try Self.checkFinite(path, paint)
        items.append(.stroke(path: path, paint: paint, style: scaled))
    }

    /// Runs `body` with `local` applied before the current transform.
    mutating func withTransform(_ local: Transform, _ body: (inout DrawingContext) throws -> Void) rethrows {
        let saved = transform
        transform = local.concatenating(transform)
        defer { transform = saved }
        try body(&self)
    }

    /// Runs `body` clipped to `path` (layout coordinates).
    mutating func withClip(_ path: Path, rule: FillRule, _ body: (inout DrawingContext) throws -> Void) throws {
        let path = path.applying(transform)
        try Self.checkFinite(path, .solid(.clear))
        items.append(.beginClip(path: path, rule: rule))
        try body(&self)
        items.append(.endClip)
    }

    /// Runs `body` composited as one group at `opacity`; nothing is drawn at opacity 0 or below.
    mutating func withOpacity(_ opacity: Double, _ body: (inout DrawingContext) throws -> Void) rethrows {
        if opacity >= 1 { return try body(&self) }
        guard opacity > 0 else { return }
        items.append(.beginGroup(opacity: opacity))
        try body(&self)
        items.append(.endGroup)
    }
}

extension DrawingContext {
    /// Throws when a coordinate of `path` or of `paint`'s geometry is NaN or infinite.
    static func checkFinite(_ path: Path, _ paint: Paint) throws {
        for element in path.elements {
            let points: [Point] = switch element {
            case .move(let p), .line(let p): [p]
            case .quadCurve(let p, let c): [p, c]
            case .curve(let p, let c1, let c2): [p, c1, c2]
            case .closeSubpath: []
            }
            if let bad = points.first(where: { !$0.isFinite }) {
                throw CanvasError("a shape's path has a point that is not a finite number: \(bad)")
            }
        }
        let finite: Bool = switch paint {
        case .solid: true
        case .linearGradient(_, let start, let end): start.isFinite && end.isFinite
        case .radialGradient(_, let center, let r0, let r1): center.isFinite && r0.isFinite && r1.isFinite
        case .angularGradient(_, let center, let a0, let a1): center.isFinite && a0.radians.isFinite && a1.radians.isFinite
        }
        guard finite else { throw CanvasError("a gradient has a point, radius or angle that is not a finite number") }
    }
}

extension Transform {
    /// How much the transform scales lengths on average: √|det|, exact for similarity transforms.
    var areaScale: Double { abs(determinant).squareRoot() }

    /// A transform about `anchor`: move the anchor to the origin, apply `self`, move it back.
    func about(_ anchor: Point) -> Transform {
        Transform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(self)
            .concatenating(Transform(translationX: anchor.x, y: anchor.y))
    }
}
