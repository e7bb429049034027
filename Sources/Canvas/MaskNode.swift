import Geometry

/// `.mask(alignment:_:)`: the child decides the size; the mask view is offered that size,
/// aligned in the child's frame and drawn on its own, and the child is drawn into a layer that
/// shows only where the mask's drawing is opaque (alpha mask).
final class MaskNode: LayoutNode {
    let child: LayoutNode
    let mask: LayoutNode
    let alignment: Alignment

    init(child: LayoutNode, mask: LayoutNode, alignment: Alignment) {
        self.child = child
        self.mask = mask
        self.alignment = alignment
    }

    override var spacingRole: SpacingRole { child.spacingRole }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        try child.sizeThatFits(proposal)
    }

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        let maskRect = try mask.sizeThatFits(ProposedSize(rect.size)).aligned(in: rect, alignment)
        var maskContext = DrawingContext(transform: context.transform)
        try mask.draw(in: maskRect, context: &maskContext)
        try context.withLayer(Layer(mask: maskContext.items)) { try child.draw(in: rect, context: &$0) }
    }
}
