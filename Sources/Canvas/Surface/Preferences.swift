import Geometry

/// One value a view set for a preference key (SwiftUI's `PreferenceKey`), passed up to the views
/// around it while the figure draws. Keys and values are the language's; Canvas only carries
/// them, in the order the views drew, for the language to combine with the key's `reduce`.
public struct PreferenceValue {
    /// The key's name.
    public let key: String
    /// The value, opaque to Canvas.
    public let value: Any

    public init(key: String, value: Any) {
        self.key = key
        self.value = value
    }
}

/// `.preference(key:value:)`, `.transformPreference` and `.anchorPreference`: what a view passes
/// up, made from its frame in the figure (an anchor's bounds) and what its content set.
public struct PreferenceWriter {
    public var write: (_ frame: Rect, _ inner: [PreferenceValue]) throws -> [PreferenceValue]

    public init(write: @escaping (_ frame: Rect, _ inner: [PreferenceValue]) throws -> [PreferenceValue]) {
        self.write = write
    }
}

/// `.overlayPreferenceValue`, `.backgroundPreferenceValue` and `.onPreferenceChange`: a view made,
/// once its content has drawn, from what the content set, offered the content's size and drawn in
/// front of it or behind it.
public struct PreferenceReader {
    public var makeView: ([PreferenceValue]) throws -> View
    public var inFront: Bool
    public var alignment: Alignment

    public init(inFront: Bool, alignment: Alignment, makeView: @escaping ([PreferenceValue]) throws -> View) {
        self.makeView = makeView
        self.inFront = inFront
        self.alignment = alignment
    }
}

/// A view with a `PreferenceWriter`: lays out and draws as its child, then replaces what the
/// child set with what the writer makes of it.
final class PreferenceWriterNode: ForwardingNode {
    let writer: PreferenceWriter

    init(child: LayoutNode, writer: PreferenceWriter) {
        self.writer = writer
        super.init(child: child)
    }

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        let outer = context.preferences
        context.preferences = []
        try child.draw(in: rect, context: &context)
        context.preferences = outer + (try writer.write(context.figureFrame(of: rect), context.preferences))
    }
}

/// A view with a `PreferenceReader`: its size is its child's; the child draws first (its
/// preferences are known only once it is placed, a `GeometryReader`'s included), then the
/// reader's view is made, laid out in the child's frame and drawn in front or, its items put
/// before the child's, behind. Both pass their preferences on.
final class PreferenceReaderNode: ForwardingNode {
    let reader: PreferenceReader
    let builder: LayoutTreeBuilder
    let environment: LayoutTreeBuilder.Environment

    init(child: LayoutNode, reader: PreferenceReader, builder: LayoutTreeBuilder, environment: LayoutTreeBuilder.Environment) {
        self.reader = reader
        self.builder = builder
        self.environment = environment
        super.init(child: child)
    }

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        // The view is made inside this draw, as a GeometryReader's content is: the same bound
        // stops a view that holds this reader in its own view.
        guard context.geometryReaderDepth < GeometryReaderNode.maximumNesting, !StackSpace.isNearlyFull else {
            throw CanvasError("preference views are nested more than \(GeometryReaderNode.maximumNesting) deep: does a view contain itself through overlayPreferenceValue?")
        }
        context.geometryReaderDepth += 1
        defer { context.geometryReaderDepth -= 1 }
        let outer = context.preferences, start = context.items.count
        context.preferences = []
        try child.draw(in: rect, context: &context)
        let inner = context.preferences
        let view = try reader.makeView(inner)
        try view.checkNestingDepth()
        // Several views in the closure overlap, each aligned, as an overlay's content does.
        let node = try builder.node(for: .zStack(alignment: reader.alignment, children: builder.flattened([view])),
                                    environment: environment)
        let size = try node.sizeThatFits(ProposedSize(rect.size))
        let layerRect = try placed(node, size: size, in: rect, reader.alignment, container: child)
        context.preferences = []
        if reader.inFront {
            try node.draw(in: layerRect, context: &context)
        } else {
            let childItems = Array(context.items[start...])
            context.items.removeSubrange(start...)
            try node.draw(in: layerRect, context: &context)
            context.items += childItems
        }
        context.preferences = outer + inner + context.preferences
    }
}
