import Geometry

/// `.background(_:alignment:)` and `.overlay(_:alignment:)`: the primary child decides the size;
/// the layer is offered that size and drawn behind or in front, aligned.
final class LayerNode: LayoutNode {
    let primary: LayoutNode
    let layer: LayoutNode
    let alignment: Alignment
    let isBehind: Bool

    init(primary: LayoutNode, layer: LayoutNode, alignment: Alignment, isBehind: Bool) {
        self.primary = primary
        self.layer = layer
        self.alignment = alignment
        self.isBehind = isBehind
    }

    override var spacingRole: SpacingRole { primary.spacingRole }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        try primary.sizeThatFits(proposal)
    }

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        let layerSize = try layer.sizeThatFits(ProposedSize(rect.size))
        let layerRect = layerSize.aligned(in: rect, alignment)
        if isBehind { try layer.draw(in: layerRect, context: &context) }
        try primary.draw(in: rect, context: &context)
        if !isBehind { try layer.draw(in: layerRect, context: &context) }
    }
}
