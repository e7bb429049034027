import Geometry

/// `.aspectRatio(_:contentMode:)`: the child is proposed the largest (`.fit`) or smallest (`.fill`)
/// size of the given width/height ratio that fits around the proposal, and is centred in it.
final class AspectRatioNode: LayoutNode {
    let child: LayoutNode
    /// Width ÷ height; nil takes the ratio of the child's ideal size.
    let ratio: Double?
    let contentMode: ContentMode

    init(child: LayoutNode, ratio: Double?, contentMode: ContentMode) {
        self.child = child
        self.ratio = ratio
        self.contentMode = contentMode
    }

    /// The size of ratio `ratio` that the child is offered.
    private func target(_ proposal: ProposedSize) throws -> ProposedSize {
        let ideal = try child.sizeThatFits(.unspecified)
        let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard r > 0, r.isFinite else { return proposal }
        switch (proposal.width, proposal.height) {
        case let (w?, h?):
            let width = contentMode == .fit ? min(w, h * r) : max(w, h * r)
            return ProposedSize(width: width, height: width / r)
        case let (w?, nil): return ProposedSize(width: w, height: w / r)
        case let (nil, h?): return ProposedSize(width: h * r, height: h)
        case (nil, nil): return ProposedSize(width: ideal.width, height: ideal.width / r)
        }
    }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        try child.sizeThatFits(target(proposal))
    }

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        let size = try child.sizeThatFits(target(ProposedSize(rect.size)))
        try child.draw(in: size.aligned(in: rect, .center), context: &context)
    }
}

/// How `.aspectRatio` resolves a proposal of another shape: SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable {
    /// The largest size of the ratio inside the proposal.
    case fit
    /// The smallest size of the ratio covering the proposal.
    case fill
}
