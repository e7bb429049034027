import Geometry

/// SwiftUI's `GraphicsContext`: what a `Canvas { context, size in … }` view's renderer draws with.
///
/// A value type, as in SwiftUI: a copy (`var layer = context`) keeps its own transform, opacity,
/// blend mode, clips and filters, while every copy records into the same drawing. Each drawing
/// operation (`fill`, `stroke`, `draw`) is drawn on its own with the context's state at that
/// moment: filters, opacity and blend mode apply to that operation alone, inside the clips.
/// `drawLayer` draws a whole block as one such operation.
///
/// Coordinates are the canvas's own (origin at its top left, y down), mapped through
/// `transform`; what is recorded is in those canvas coordinates, moved into the figure by the
/// canvas view (`CanvasNode`), which clips it to the canvas's frame.
public struct GraphicsContext {
    /// The drawing every copy of a context adds to.
    final class Recording {
        var items: [DisplayItem] = []
    }

    let recording: Recording
    /// The style `.foreground` shading and text use, and the font of text.
    let environment: LayoutTreeBuilder.Environment
    /// The canvas's size in points.
    public let size: Size
    /// From the context's coordinates to the canvas's (`translateBy`, `scaleBy`, `rotate`, …).
    public var transform: Transform = .identity
    /// Multiplies the opacity of every later drawing operation (0…1).
    public var opacity: Double = 1
    /// How every later drawing operation combines with what is drawn already.
    public var blendMode: BlendMode = .normal
    /// Clip paths in canvas coordinates, outermost first.
    private(set) var clips: [(path: Path, rule: FillRule)] = []
    /// Filters of later drawing operations, in canvas coordinates, first applied first (the
    /// filter added last).
    private(set) var filters: [LayerFilter] = []

    init(size: Size, environment: LayoutTreeBuilder.Environment, recording: Recording = Recording()) {
        self.size = size
        self.environment = environment
        self.recording = recording
    }

    /// A context for a canvas of `size` whose `.foreground` shading is `foreground`; for tests
    /// and callers outside a view.
    public init(size: Size, foreground: ShapeStyle = .color(.black)) {
        self.init(size: size, environment: LayoutTreeBuilder.Environment(foreground: foreground, font: .body))
    }

    /// Everything drawn so far by this context and its copies, in canvas coordinates.
    public var items: [DisplayItem] { recording.items }

    // MARK: - Transform

    /// `translateBy(x:y:)`: later drawing moves by (x, y) in the current coordinates.
    public mutating func translateBy(x: Double, y: Double) { transform = Transform(translationX: x, y: y).concatenating(transform) }

    /// `scaleBy(x:y:)`.
    public mutating func scaleBy(x: Double, y: Double) { transform = Transform(scaleX: x, y: y).concatenating(transform) }

    /// `rotate(by:)`: clockwise on screen for positive angles.
    public mutating func rotate(by angle: Angle) { transform = Transform(rotationAngle: angle.radians).concatenating(transform) }

    /// `concatenate(_:)`: `matrix` applied before the current transform.
    public mutating func concatenate(_ matrix: Transform) { transform = matrix.concatenating(transform) }

    // MARK: - Clips and filters

    /// `clip(to:style:)`: later drawing shows only inside `path` (current coordinates).
    public mutating func clip(to path: Path, rule: FillRule = .nonZero) throws {
        let mapped = path.applying(transform)
        try DrawingContext.checkFinite(mapped, .solid(.clear))
        clips.append((mapped, rule))
    }

    /// `addFilter(_:)`: later drawing operations are each filtered by `filter` (its radii and
    /// offsets in the current coordinates) before the filters added earlier, as SwiftUI nests
    /// them: the metaball idiom adds `.alphaThreshold` and then `.blur`, and the blur runs first.
    public mutating func addFilter(_ filter: LayerFilter) throws {
        let mapped = filter.applying(transform)
        guard mapped.isFinite else { throw CanvasError("a filter's radius, offset or amount is not a finite number") }
        filters.insert(mapped, at: 0)
    }

    // MARK: - Drawing

    /// `fill(_:with:style:)`.
    public func fill(_ path: Path, with shading: Shading, rule: FillRule = .nonZero) throws {
        let paint = shading.paint(for: path, foreground: environment.foreground)
        try record { try $0.fill(path, paint: paint, rule: rule) }
    }

    /// `stroke(_:with:style:)` and `stroke(_:with:lineWidth:)`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) throws {
        let paint = shading.paint(for: path, foreground: environment.foreground)
        try record { try $0.stroke(path, paint: paint, style: style) }
    }

    /// `draw(_:at:anchor:)`: a view (a `Text`, an `Image`, a resolved symbol) at its ideal size,
    /// placed with its `anchor` at `point`.
    public func draw(_ view: View, at point: Point, anchor: UnitPoint = .center) throws {
        let node = try LayoutTreeBuilder().node(for: view, environment: environment)
        let size = try node.sizeThatFits(.unspecified)
        let origin = Point(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        try record { context in try context.drawLeaf { try node.draw(in: Rect(origin: origin, size: size), context: &$0) } }
    }

    /// `draw(_:in:)`: a view offered `rect`'s size (text wraps to its width, a resizable image
    /// fills it), placed at its top left.
    public func draw(_ view: View, in rect: Rect) throws {
        let node = try LayoutTreeBuilder().node(for: view, environment: environment)
        let size = try node.sizeThatFits(ProposedSize(rect.size))
        try record { context in try context.drawLeaf { try node.draw(in: Rect(origin: rect.origin, size: size), context: &$0) } }
    }

    /// `drawLayer(content:)`: `content` draws into a new transparent layer with this context's
    /// transform (and nothing else of its state); the finished layer is then drawn as one
    /// operation with this context's opacity, blend mode, filters and clips.
    public func drawLayer(_ content: (inout GraphicsContext) throws -> Void) throws {
        var layer = GraphicsContext(size: size, environment: environment)
        layer.transform = transform
        try content(&layer)
        let drawn = layer.items
        try record { context in try context.drawLeaf { $0.items += drawn } }
    }

    /// Runs `draw` on a drawing context in canvas coordinates whose leaves are wrapped in this
    /// context's clips and effects, and adds what it drew to the recording.
    private func record(_ draw: (inout DrawingContext) throws -> Void) throws {
        var context = DrawingContext(transform: transform)
        context.pendingWrappers = clips.map { .clip($0.path, $0.rule) }
        let effect = Layer(opacity: min(max(opacity, 0), 1), blendMode: blendMode, filters: filters)
        if effect != Layer() { context.pendingWrappers.append(.effect(effect)) }
        try draw(&context)
        recording.items += context.items
    }
}

/// `GraphicsContext.Shading`: what a `fill` or `stroke` paints with.
public enum Shading {
    /// A paint in the context's coordinates: `.color(_:)`, and gradients given in points
    /// (`.linearGradient(_:startPoint:endPoint:)`, `.radialGradient`, `.conicGradient`).
    case paint(Paint)
    /// `.style(_:)` and `.foreground`: a shape style, placed in the bounds of the path it paints.
    case style(ShapeStyle)

    /// The paint for `path` (context coordinates).
    func paint(for path: Path, foreground: ShapeStyle) -> Paint {
        switch self {
        case .paint(let paint): paint
        case .style(let style): style.resolved(in: path.isEmpty ? .zero : path.boundingRect, foreground: foreground)
        }
    }
}
