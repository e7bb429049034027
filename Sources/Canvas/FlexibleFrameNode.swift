import Geometry

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Per axis, as SwiftUI's flexible frame: an unspecified proposal becomes the ideal length (if
/// given); the child is proposed that length clamped to min…max; the frame then takes the child's
/// length, raised to min (but not beyond the proposal) and, when a max is given, widened towards the
/// proposal up to max. So `.frame(maxWidth: .infinity)` takes all the width it is offered.
final class FlexibleFrameNode: LayoutNode {
    /// The limits on one axis.
    struct Limits {
        var min, ideal, max: Double?

        func childProposal(_ proposed: Double?) -> Double? {
            guard var length = proposed ?? ideal else { return nil }
            if let min { length = Swift.max(length, min) }
            if let max { length = Swift.min(length, max) }
            return length
        }

        func length(child: Double, proposed: Double?) -> Double {
            let offered = proposed ?? ideal ?? child
            var length = child
            if let min { length = Swift.max(min, Swift.min(length, offered)) }
            if let max { length = Swift.min(max, Swift.max(length, offered)) }
            return length
        }
    }

    let child: LayoutNode
    let horizontal: Limits
    let vertical: Limits
    let alignment: Alignment

    init(child: LayoutNode, horizontal: Limits, vertical: Limits, alignment: Alignment) {
        self.child = child
        self.horizontal = horizontal
        self.vertical = vertical
        self.alignment = alignment
    }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        let childSize = try child.sizeThatFits(ProposedSize(width: horizontal.childProposal(proposal.width),
                                                            height: vertical.childProposal(proposal.height)))
        return Size(width: horizontal.length(child: childSize.width, proposed: proposal.width),
                    height: vertical.length(child: childSize.height, proposed: proposal.height))
    }

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        let proposal = ProposedSize(width: horizontal.childProposal(rect.width),
                                    height: vertical.childProposal(rect.height))
        let childSize = try child.sizeThatFits(proposal)
        try child.draw(in: placed(child, size: childSize, in: rect, alignment), context: &context)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: Size) throws -> Double? {
        let childSize = try child.sizeThatFits(ProposedSize(width: horizontal.childProposal(size.width),
                                                            height: vertical.childProposal(size.height)))
        let rect = try placed(child, size: childSize, in: Rect(origin: .zero, size: size), alignment)
        return try forwardedAlignment(child, key, childSize: childSize, offset: rect.origin)
    }
}
