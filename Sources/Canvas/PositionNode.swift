import Geometry

/// `.position(x:y:)`: takes the whole proposal (the child's size on an unspecified axis) and places
/// the child's centre at (x, y) in its own coordinates.
final class PositionNode: LayoutNode {
    let child: LayoutNode
    let center: Point

    init(child: LayoutNode, center: Point) {
        self.child = child
        self.center = center
    }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        let childSize = try child.sizeThatFits(proposal)
        return Size(width: proposal.width ?? childSize.width, height: proposal.height ?? childSize.height)
    }

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        let size = try child.sizeThatFits(ProposedSize(rect.size))
        let origin = Point(x: rect.origin.x + center.x - size.width / 2, y: rect.origin.y + center.y - size.height / 2)
        try child.draw(in: Rect(origin: origin, size: size), context: &context)
    }
}
