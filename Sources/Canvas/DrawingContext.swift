import Geometry

/// Collects display items while the laid-out tree draws itself, mapping every path and paint through
/// the transform of the enclosing `offset`, `rotationEffect` and `scaleEffect` modifiers.
struct DrawingContext {
    private(set) var items: [DisplayItem] = []
    /// From the coordinates nodes draw in (layout coordinates) to the figure's coordinates.
    private(set) var transform: Transform = .identity

    /// Fills `path` (layout coordinates) with `paint` (layout coordinates).
    mutating func fill(_ path: Path, paint: Paint, rule: FillRule) {
        guard !path.isEmpty else { return }
        items.append(.fill(path: path.applying(transform), paint: paint.applying(transform), rule: rule))
    }

    /// Strokes `path` with `paint` in `style`, all in layout coordinates.
    ///
    /// The pen is scaled with the transform's area scale √|det|: exact for rotations, offsets and
    /// uniform scales; for a non-uniform `scaleEffect` the stroke keeps a round pen of the mean
    /// width instead of an elliptical one (an approximation, see docs/canvas.md).
    mutating func stroke(_ path: Path, paint: Paint, style: StrokeStyle) {
        guard !path.isEmpty else { return }
        var scaled = style
        let factor = transform.areaScale
        if factor != 1 {
            scaled.lineWidth *= factor
            scaled.dash = style.dash.map { $0 * factor }
            scaled.dashPhase *= factor
        }
        items.append(.stroke(path: path.applying(transform), paint: paint.applying(transform), style: scaled))
    }

    /// Runs `body` with `local` applied before the current transform.
    mutating func withTransform(_ local: Transform, _ body: (inout DrawingContext) throws -> Void) rethrows {
        let saved = transform
        transform = local.concatenating(transform)
        defer { transform = saved }
        try body(&self)
    }

    /// Runs `body` clipped to `path` (layout coordinates).
    mutating func withClip(_ path: Path, rule: FillRule, _ body: (inout DrawingContext) throws -> Void) rethrows {
        items.append(.beginClip(path: path.applying(transform), rule: rule))
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
