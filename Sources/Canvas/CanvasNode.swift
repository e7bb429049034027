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
        var graphics = GraphicsContext(size: rect.size, environment: environment)
        try renderer.render(&graphics, rect.size)
        let drawn = graphics.items
        guard !drawn.isEmpty else { return }
        try context.withClip(Path(rect), rule: .nonZero) { clipped in
            try clipped.withTransform(Transform(translationX: rect.origin.x, y: rect.origin.y)) { moved in
                try moved.drawLeaf { try $0.replay(drawn) }
            }
        }
    }
}
