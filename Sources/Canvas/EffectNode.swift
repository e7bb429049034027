import Geometry

/// Drawing-only modifiers (offset, rotation, scale, opacity, clip): layout passes straight through
/// to the child; drawing is transformed, grouped or clipped.
final class EffectNode: LayoutNode {
    /// What the node does to its child's drawing.
    enum Effect {
        /// A transform built from the rect the child is placed in (anchors are unit points of it).
        case transform((Rect) -> Transform)
        case opacity(Double)
        case clip(AnyShape, FillRule)
    }

    let child: LayoutNode
    let effect: Effect

    init(child: LayoutNode, effect: Effect) {
        self.child = child
        self.effect = effect
    }

    override var spacingRole: SpacingRole { child.spacingRole }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        try child.sizeThatFits(proposal)
    }

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        switch effect {
        case .transform(let makeTransform):
            try context.withTransform(makeTransform(rect)) { try child.draw(in: rect, context: &$0) }
        case .opacity(let opacity):
            try context.withOpacity(opacity) { try child.draw(in: rect, context: &$0) }
        case .clip(let shape, let rule):
            let path = try shape.path(in: Rect(origin: .zero, size: rect.size))
                .applying(Transform(translationX: rect.origin.x, y: rect.origin.y))
            try context.withClip(path, rule: rule) { try child.draw(in: rect, context: &$0) }
        }
    }
}
