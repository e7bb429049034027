import Geometry

/// How a `Canvas { context, size in … }` view draws: the renderer closure, called once the
/// view's size is known, with a fresh `GraphicsContext` for that size.
public struct CanvasRenderer {
    public let render: (inout GraphicsContext, Size) throws -> Void

    public init(_ render: @escaping (inout GraphicsContext, Size) throws -> Void) {
        self.render = render
    }
}

/// A `Canvas` view: flexible like a shape (the whole proposal, 10 points on an axis with none).
/// Its renderer runs when it is drawn, in its own coordinates; what it records is moved to where
/// the view was placed, clipped to its frame (a canvas draws into a surface of its size), and
/// drawn as one leaf for the effects outside it.
final class CanvasNode: LayoutNode {
    let renderer: CanvasRenderer
    let environment: LayoutTreeBuilder.Environment

    init(renderer: CanvasRenderer, environment: LayoutTreeBuilder.Environment) {
        self.renderer = renderer
        self.environment = environment
    }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        Size(width: proposal.width ?? ShapeNode.idealLength, height: proposal.height ?? ShapeNode.idealLength)
    }

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        // The renderer may draw a view holding this canvas: that recursion is drawn in here.
        guard !StackSpace.isNearlyFull else {
            throw CanvasError("a Canvas draws views nested too deep: does a view contain itself through a Canvas?")
        }
        var graphics = GraphicsContext(size: rect.size, environment: environment)
        try renderer.render(&graphics, rect.size)
        let drawn = graphics.items
        guard !drawn.isEmpty else { return }
        // A canvas draws into a surface of its own: what its blend modes mix with (`.multiply`)
        // and its Porter–Duff operations (the language's `.clear` among them) erase or draw
        // behind is the canvas's own drawing, not the views behind it, so such a drawing is one
        // isolated group.
        let isolated = drawn.contains { item in
            if case .beginLayer(let layer) = item { return layer.blendMode != .normal }
            return false
        }
        try context.withClip(Path(rect), rule: .nonZero) { clipped in
            try clipped.withTransform(Transform(translationX: rect.origin.x, y: rect.origin.y)) { moved in
                try moved.drawLeaf { leaf in
                    if isolated { leaf.items.append(.beginGroup(opacity: 1)) }
                    try leaf.replay(drawn)
                    if isolated { leaf.items.append(.endGroup) }
                }
            }
        }
    }
}
