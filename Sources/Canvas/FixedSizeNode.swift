import Geometry

/// `.fixedSize(horizontal:vertical:)`: the child is proposed nil (its ideal length) on the fixed axes.
final class FixedSizeNode: LayoutNode {
    let child: LayoutNode
    let horizontal: Bool
    let vertical: Bool

    init(child: LayoutNode, horizontal: Bool, vertical: Bool) {
        self.child = child
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The child's: SwiftUI's fixed-size layout passes its child's priority on.
    override var layoutPriority: Double { child.layoutPriority }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        try child.sizeThatFits(proposal.unconstrained(horizontal: horizontal, vertical: vertical))
    }

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        let childSize = try computeSize(ProposedSize(rect.size))
        try child.draw(in: childSize.aligned(in: rect, .center), context: &context)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: Size) throws -> Double? {
        try child.explicitAlignment(key, size: size)
    }
}
