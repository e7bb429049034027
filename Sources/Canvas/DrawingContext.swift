import Geometry

/// Collects display items while the laid-out tree draws itself, mapping every path and paint through
/// the transform of the enclosing `offset`, `rotationEffect` and `scaleEffect` modifiers.
///
/// Every `fill`, `stroke` and `image` call draws one leaf (a shape, a text, a colour, an image),
/// wrapped in the effects SwiftUI applies to each leaf separately (opacity, blend mode, shadow:
/// DrawingContext+Leaves.swift).
struct DrawingContext {
    var items: [DisplayItem] = []
    /// From the coordinates nodes draw in (layout coordinates) to the figure's coordinates.
    private(set) var transform: Transform = .identity
    /// Effects and clips waiting to wrap each leaf drawn from here on, outermost first
    /// (DrawingContext+Leaves.swift).
    var pendingWrappers: [LeafWrapper] = []
    /// The frames (in the figure) of the named coordinate spaces enclosing what draws now.
    var coordinateSpaces: [String: Rect] = [:]
    /// How many `GeometryReader`s' contents enclose what draws now (each made while drawing).
    var geometryReaderDepth = 0
    /// The preferences set by what has drawn since the enclosing preference node began, in
    /// drawing order (Surface/Preferences.swift).
    var preferences: [PreferenceValue] = []

    init(transform: Transform = .identity) {
        self.transform = transform
    }

    /// Fills `path` (layout coordinates) with `paint` (layout coordinates), as one leaf.
    ///
    /// - Throws: `CanvasError` when the path or paint has a NaN or infinite coordinate (a script
    ///   shape that divided by zero), which no renderer could draw, or the thread's
    ///   `ResourceContext` was interrupted.
    mutating func fill(_ path: Path, paint: Paint, rule: FillRule) throws {
        try ResourceContext.checkpoint(CanvasError.init)
        guard !path.isEmpty else { return }
        try drawLeaf { try $0.appendFill(path, paint: paint, rule: rule) }
    }

    /// Strokes `path` with `paint` in `style`, all in layout coordinates, as one leaf.
    mutating func stroke(_ path: Path, paint: Paint, style: StrokeStyle) throws {
        try ResourceContext.checkpoint(CanvasError.init)
        guard !path.isEmpty else { return }
        try drawLeaf { try $0.appendStroke(path, paint: paint, style: style) }
    }

    /// Draws `pixels` stretched to `rect` (layout coordinates), as one leaf.
    mutating func image(_ pixels: ImagePixels, in rect: Rect) throws {
        try drawLeaf { try $0.appendImage(pixels, in: rect) }
    }

    /// Runs `body` with `local` applied before the current transform.
    mutating func withTransform(_ local: Transform, _ body: (inout DrawingContext) throws -> Void) rethrows {
        let saved = transform
        transform = local.concatenating(transform)
        defer { transform = saved }
        try body(&self)
    }

    // MARK: - Items, mapped to the figure

    /// Appends a fill of `path` with `paint` (layout coordinates) mapped to the figure.
    mutating func appendFill(_ path: Path, paint: Paint, rule: FillRule) throws {
        guard !path.isEmpty else { return }
        let (path, paint) = (path.applying(transform), paint.applying(transform))
        try Self.checkFinite(path, paint)
        items.append(.fill(path: path, paint: paint, rule: rule))
    }

    /// Appends a stroke of `path` (layout coordinates) mapped to the figure.
    ///
    /// Under an offset, rotation or uniform scale the item stays a stroke whose line width, dash
    /// lengths and phase are multiplied by the scale (exact). Under a non-uniform `scaleEffect` or
    /// a shear the pen is drawn as SwiftUI draws it, transformed with everything else: the path is
    /// stroked in layout coordinates by Geometry's stroker and the outline mapped through the
    /// transform, emitted as a nonzero fill. The stroker's tolerance is
    /// `Self.transformedStrokeTolerance` divided by the transform's largest stretch, so the
    /// mapped outline is within that many points of the exact one.
    mutating func appendStroke(_ path: Path, paint: Paint, style: StrokeStyle) throws {
        guard !path.isEmpty else { return }
        guard style.lineWidth.isFinite, style.lineWidth >= 0, style.dash.allSatisfy({ $0.isFinite && $0 >= 0 }),
              style.dashPhase.isFinite, style.miterLimit.isFinite else {
            throw CanvasError("stroke: line width, dash lengths, dash phase and miter limit must be finite and not negative")
        }
        guard transform.isSimilarity else {
            guard style.lineWidth > 0 else { return }
            let stretch = transform.maximumStretch
            guard stretch > 0, stretch.isFinite else { return }
            let outline = path.strokedPath(style, tolerance: Self.transformedStrokeTolerance / stretch)
            return try appendFill(outline, paint: paint, rule: .nonZero)
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

    /// How far (points, in the figure) the outline of a stroke drawn under a non-uniform scale
    /// may be from the exact one: a hundredth of a point, 1/50 px at scale 2.
    static let transformedStrokeTolerance = 0.01

    /// Appends `pixels` stretched to `rect` (layout coordinates) mapped to the figure.
    ///
    /// Under offsets and axis-aligned scales this is an `.image` item (a rect in figure
    /// coordinates). Under a rotation, shear or mirror the rect is filled instead with the image
    /// as a one-tile `Paint.image` seen through the transform, so the picture turns with its frame.
    ///
    /// - Throws: `CanvasError` when the frame is not a finite rectangle.
    mutating func appendImage(_ pixels: ImagePixels, in rect: Rect) throws {
        guard abs(transform.b) < 1e-12, abs(transform.c) < 1e-12, transform.a > 0, transform.d > 0 else {
            return try appendFill(Path(rect), paint: .image(pixels, tile: rect, opacity: 1), rule: .nonZero)
        }
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY)].map { transform.apply(to: $0) }
        let mapped = Rect(origin: Point(x: min(corners[0].x, corners[1].x), y: min(corners[0].y, corners[1].y)),
                          size: Size(width: abs(corners[1].x - corners[0].x), height: abs(corners[1].y - corners[0].y)))
        guard mapped.minX.isFinite, mapped.minY.isFinite, mapped.width.isFinite, mapped.height.isFinite else {
            throw CanvasError("an image's frame is not a finite rectangle")
        }
        items.append(.image(pixels, rect: mapped))
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
