import Geometry

/// `ScrollView`: as large as it is offered on each axis (its content's size on an axis offered
/// nothing). The content is offered an unlimited (nil) length along the scrolling axes and the
/// scroll view's length across them; a figure shows the content scrolled to its start, top
/// leading along the scrolling axes and centred across them, clipped to the scroll view's frame.
/// What it hides on either axis is noted (`ScrollOverflow`), so a figure's root is offered the
/// room a preview on a phone's screen gives it.
final class ScrollViewNode: LayoutNode {
    let child: LayoutNode
    let horizontal: Bool
    let vertical: Bool

    init(child: LayoutNode, horizontal: Bool, vertical: Bool) {
        self.child = child
        self.horizontal = horizontal
        self.vertical = vertical
    }

    private func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
        proposal.unconstrained(horizontal: horizontal, vertical: vertical)
    }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        let content = try child.sizeThatFits(contentProposal(proposal))
        return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        let content = try child.sizeThatFits(contentProposal(ProposedSize(rect.size)))
        ScrollOverflow.note(width: content.width - rect.width, height: content.height - rect.height)
        let x = horizontal ? rect.minX : rect.minX + (rect.width - content.width) / 2
        let y = vertical ? rect.minY : rect.minY + (rect.height - content.height) / 2
        try context.withClip(Path(rect), rule: .nonZero) {
            try child.draw(in: Rect(origin: Point(x: x, y: y), size: content), context: &$0)
        }
    }
}

/// `ViewThatFits(in:)`: the first candidate whose ideal size fits what is offered on the
/// constrained axes (an axis offered nothing constrains nothing), else the last; the chosen view is
/// then offered the proposal like any child.
final class ViewThatFitsNode: LayoutNode {
    let candidates: [LayoutNode]
    let horizontal: Bool
    let vertical: Bool

    init(candidates: [LayoutNode], horizontal: Bool, vertical: Bool) {
        self.candidates = candidates
        self.horizontal = horizontal
        self.vertical = vertical
    }

    private func choice(_ proposal: ProposedSize) throws -> LayoutNode? {
        for candidate in candidates {
            let ideal = try candidate.sizeThatFits(proposal.unconstrained(horizontal: horizontal, vertical: vertical))
            let fitsWidth = !horizontal || proposal.width.map { ideal.width <= $0 + 1e-9 } ?? true
            let fitsHeight = !vertical || proposal.height.map { ideal.height <= $0 + 1e-9 } ?? true
            if fitsWidth && fitsHeight { return candidate }
        }
        return candidates.last
    }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        try choice(proposal)?.sizeThatFits(proposal) ?? .zero
    }

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        guard let chosen = try choice(ProposedSize(rect.size)) else { return }
        let size = try chosen.sizeThatFits(ProposedSize(rect.size))
        try chosen.draw(in: size.aligned(in: rect, .center), context: &context)
    }
}
