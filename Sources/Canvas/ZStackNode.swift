import Geometry

/// `ZStack(alignment:)`: every child is offered the stack's proposal; the stack is as large as its
/// largest child on each axis; children draw back to front, each aligned in the stack's rect.
final class ZStackNode: LayoutNode {
    let alignment: Alignment
    let children: [LayoutNode]

    init(alignment: Alignment, children: [LayoutNode]) {
        self.alignment = alignment
        self.children = children
    }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        var size = Size.zero
        for child in children {
            let childSize = try child.sizeThatFits(proposal)
            size = Size(width: max(size.width, childSize.width), height: max(size.height, childSize.height))
        }
        return size
    }

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        for child in children {
            let childSize = try child.sizeThatFits(ProposedSize(rect.size))
            try child.draw(in: childSize.aligned(in: rect, alignment), context: &context)
        }
    }
}
