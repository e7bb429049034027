import Geometry

/// `GeometryReader`: takes the whole proposal (10 points on an axis with none, as shapes), then,
/// when placed, asks its content for the view to show with its size and frames, lays that view
/// out in its size and places it at its top leading corner (SwiftUI's rule since iOS 14).
final class GeometryReaderNode: LayoutNode {
    let content: GeometryReaderContent
    let builder: LayoutTreeBuilder
    let environment: LayoutTreeBuilder.Environment

    init(content: GeometryReaderContent, builder: LayoutTreeBuilder, environment: LayoutTreeBuilder.Environment) {
        self.content = content
        self.builder = builder
        self.environment = environment
    }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        Size(width: proposal.width ?? ShapeNode.idealLength, height: proposal.height ?? ShapeNode.idealLength)
    }

    /// The most `GeometryReader`s whose contents may enclose one another.
    static let maximumNesting = 256

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        // The content is made and drawn inside this draw: a view that holds this reader in its
        // own content recurses here, with no call of the language's left open to count it. The
        // stack is measured too, for chains through other views that draw content (a Canvas).
        guard context.geometryReaderDepth < Self.maximumNesting, !StackSpace.isNearlyFull else {
            throw CanvasError("GeometryReader contents are nested more than \(Self.maximumNesting) deep: does a view contain itself through a GeometryReader?")
        }
        context.geometryReaderDepth += 1
        defer { context.geometryReaderDepth -= 1 }
        let proxy = GeometryProxy(size: rect.size, globalFrame: context.figureFrame(of: rect),
                                  namedSpaces: context.coordinateSpaces)
        var view = try content.makeContent(proxy)
        try view.checkNestingDepth()
        if let readerContents = builder.readerContents { view = readerContents.drawn(view, of: content) }
        // Several views in the closure are laid out as a ZStack aligned top leading.
        let children = builder.flattened([view])
        let node = try builder.node(for: .zStack(alignment: .topLeading, children: children), environment: environment)
        let size = try node.sizeThatFits(ProposedSize(rect.size))
        try node.draw(in: Rect(origin: rect.origin, size: size), context: &context)
    }
}

/// `.coordinateSpace(name:)`: lays out as its child; while the child draws, the name stands for
/// this view's frame in the figure.
final class CoordinateSpaceNode: LayoutNode {
    let child: LayoutNode
    let name: String

    init(child: LayoutNode, name: String) {
        self.child = child
        self.name = name
    }

    override var spacingRole: SpacingRole { child.spacingRole }
    override var layoutPriority: Double { child.layoutPriority }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        try child.sizeThatFits(proposal)
    }

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        let saved = context.coordinateSpaces
        context.coordinateSpaces[name] = context.figureFrame(of: rect)
        defer { context.coordinateSpaces = saved }
        try child.draw(in: rect, context: &context)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: Size) throws -> Double? {
        try child.explicitAlignment(key, size: size)
    }
}

extension DrawingContext {
    /// Where `rect` (layout coordinates) lies in the figure: its bounding box under the current transform.
    func figureFrame(of rect: Rect) -> Rect {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].map { transform.apply(to: $0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}
