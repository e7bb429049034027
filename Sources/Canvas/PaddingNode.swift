import Geometry

/// `.padding(_:)`: the child is proposed the proposal less the insets (never below zero) and the
/// node is the child's size plus the insets.
final class PaddingNode: LayoutNode {
    let child: LayoutNode
    let insets: EdgeInsets

    init(child: LayoutNode, insets: EdgeInsets) {
        self.child = child
        self.insets = insets
    }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        let childSize = try child.sizeThatFits(inner(proposal))
        return Size(width: childSize.width + insets.horizontal, height: childSize.height + insets.vertical)
    }

    private func inner(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: proposal.width.map { max($0 - insets.horizontal, 0) },
                     height: proposal.height.map { max($0 - insets.vertical, 0) })
    }

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        let inside = Rect(x: rect.origin.x + insets.leading, y: rect.origin.y + insets.top,
                          width: max(rect.width - insets.horizontal, 0), height: max(rect.height - insets.vertical, 0))
        try child.draw(in: inside, context: &context)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: Size) throws -> Double? {
        let inside = Size(width: max(size.width - insets.horizontal, 0), height: max(size.height - insets.vertical, 0))
        return try forwardedAlignment(child, key, childSize: inside, offset: Point(x: insets.leading, y: insets.top))
    }
}
