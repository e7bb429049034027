import Geometry

/// `.background(_:alignment:)`, `.overlay(_:alignment:)` and `.mask(alignment:_:)`: the primary
/// child decides the size; the layer is offered that size, its guide put on the primary's (so on
/// the primary's text baseline or custom guide), and drawn behind it, in front of it, or as its
/// alpha mask.
final class LayerNode: LayoutNode {
    /// Where the layer goes.
    enum Placement {
        case behind, inFront
        /// Drawn on its own; the primary shows only where the layer's drawing is opaque.
        case mask
    }

    let primary: LayoutNode
    let layer: LayoutNode
    let alignment: Alignment
    let placement: Placement

    init(primary: LayoutNode, layer: LayoutNode, alignment: Alignment, placement: Placement) {
        self.primary = primary
        self.layer = layer
        self.alignment = alignment
        self.placement = placement
    }

    override var spacingRole: SpacingRole { primary.spacingRole }
    override var layoutPriority: Double { primary.layoutPriority }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        try primary.sizeThatFits(proposal)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: Size) throws -> Double? {
        try primary.explicitAlignment(key, size: size)
    }

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        let layerSize = try layer.sizeThatFits(ProposedSize(rect.size))
        let layerRect = try placed(layer, size: layerSize, in: rect, alignment, container: primary)
        switch placement {
        case .behind:
            try layer.draw(in: layerRect, context: &context)
            try primary.draw(in: rect, context: &context)
        case .inFront:
            try primary.draw(in: rect, context: &context)
            try layer.draw(in: layerRect, context: &context)
        case .mask:
            var maskContext = DrawingContext(transform: context.transform)
            maskContext.coordinateSpaces = context.coordinateSpaces
            try layer.draw(in: layerRect, context: &maskContext)
            try context.withLayer(Layer(mask: maskContext.items)) { try primary.draw(in: rect, context: &$0) }
        }
    }
}
