import Geometry

/// `.frame(width:height:alignment:)`: a fixed length on the axes given (the proposal passes through
/// on the others); the child is proposed the frame's size and aligned inside it.
final class FrameNode: LayoutNode {
    let child: LayoutNode
    let width: Double?
    let height: Double?
    let alignment: Alignment

    init(child: LayoutNode, width: Double?, height: Double?, alignment: Alignment) {
        self.child = child
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let childSize = try child.sizeThatFits(childProposal(proposal))
        return Size(width: width ?? childSize.width, height: height ?? childSize.height)
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        let childSize = try child.sizeThatFits(ProposedSize(rect.size))
        try child.draw(in: placed(child, size: childSize, in: rect, alignment), context: &context)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: Size) throws -> Double? {
        let childSize = try child.sizeThatFits(ProposedSize(size))
        let rect = try placed(child, size: childSize, in: Rect(origin: .zero, size: size), alignment)
        return try forwardedAlignment(child, key, childSize: childSize, offset: rect.origin)
    }
}

extension Size {
    /// A rect of this size placed inside `rect` at `alignment` (it may stick out if larger).
    func aligned(in rect: Rect, _ alignment: Alignment) -> Rect {
        Rect(x: rect.origin.x + (rect.width - width) * alignment.horizontal.fraction,
             y: rect.origin.y + (rect.height - height) * alignment.vertical.fraction,
             width: width, height: height)
    }
}
