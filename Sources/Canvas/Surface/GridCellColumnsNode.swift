import Geometry

/// A node that lays out and draws as its one child, for a modifier that only tells its container
/// something (an alignment guide's value, a grid cell's span).
class ForwardingNode: LayoutNode {
    let child: LayoutNode

    init(child: LayoutNode) {
        self.child = child
    }

    override var spacingRole: SpacingRole { child.spacingRole }
    override var layoutPriority: Double { child.layoutPriority }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        try child.sizeThatFits(proposal)
    }

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        try child.draw(in: rect, context: &context)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: Size) throws -> Double? {
        try child.explicitAlignment(key, size: size)
    }
}

/// A `Grid` cell with `.gridCellColumns(_:)`: it lays out and draws as its child, and tells the
/// grid how many columns it spans (`GridNode`); outside a grid the count is not read.
final class GridCellColumnsNode: ForwardingNode {
    /// The columns spanned, at least one (SwiftUI takes a count below one as one).
    let count: Int

    init(child: LayoutNode, count: Int) {
        self.count = max(count, 1)
        super.init(child: child)
    }
}
