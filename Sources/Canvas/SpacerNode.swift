import Geometry

/// `Spacer(minLength:)`: in a stack, as long as it is offered along the stack's axis (at least
/// `minLength`) and zero across; outside a stack, flexible on both axes.
final class SpacerNode: LayoutNode {
    /// The system spacing SwiftUI uses for a nil `minLength`.
    static let defaultMinLength = 8.0

    let minLength: Double
    /// The axis of the enclosing stack, nil outside a stack.
    let axis: Axis?

    init(minLength: Double?, axis: Axis?) {
        self.minLength = minLength ?? Self.defaultMinLength
        self.axis = axis
    }

    override var spacingRole: SpacingRole { .spacer }

    /// Lowest, as SwiftUI's spacers: a stack offers the other views everything but the
    /// spacers' minimum lengths first (so `HStack { Text(long); Spacer() }` wraps the text at
    /// the stack's width less 8 points), and the spacers take what is left.
    override var layoutPriority: Double { -.infinity }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        func length(_ proposed: Double?) -> Double { max(proposed ?? minLength, minLength) }
        guard let axis else { return Size(width: length(proposal.width), height: length(proposal.height)) }
        return Size(axis: axis, main: length(proposal[axis]), cross: 0)
    }
}
