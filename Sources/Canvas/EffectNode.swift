import Geometry

/// Drawing-only modifiers (offset, rotation, scale, opacity, clip, shadow, blur, blend mode,
/// compositing group, colour effects): layout passes straight through to the child; drawing is
/// transformed, wrapped in per-leaf effects, clipped or drawn into a filtered layer.
final class EffectNode: LayoutNode {
    /// What the node does to its child's drawing.
    enum Effect {
        /// A transform built from the rect the child is placed in (anchors are unit points of it).
        case transform((Rect) -> Transform)
        case opacity(Double)
        case clip(AnyShape, FillRule)
        /// A layer effect (in layout coordinates) applied to each leaf inside: blend mode, shadow.
        case leaf(Layer)
        /// The child drawn into one layer (in layout coordinates), optionally clipped to its frame.
        case layer(Layer, clipsToFrame: Bool)
        /// The child gathered into one unit for the per-leaf effects outside it.
        case compositingGroup
    }

    let child: LayoutNode
    let effect: Effect

    init(child: LayoutNode, effect: Effect) {
        self.child = child
        self.effect = effect
    }

    override var spacingRole: SpacingRole { child.spacingRole }
    override var layoutPriority: Double { child.layoutPriority }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        try child.sizeThatFits(proposal)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: Size) throws -> Double? {
        try child.explicitAlignment(key, size: size)
    }

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        let drawChild: (inout DrawingContext) throws -> Void = { try self.child.draw(in: rect, context: &$0) }
        switch effect {
        case .transform(let makeTransform):
            try context.withTransform(makeTransform(rect), drawChild)
        case .opacity(let opacity):
            try context.withOpacity(opacity, drawChild)
        case .clip(let shape, let rule):
            let path = try shape.path(in: Rect(origin: .zero, size: rect.size))
                .applying(Transform(translationX: rect.origin.x, y: rect.origin.y))
            try context.withClip(path, rule: rule, drawChild)
        case .leaf(let layer):
            try context.withLeafEffect(try context.mapped(layer), drawChild)
        case .layer(let layer, let clipsToFrame):
            let mapped = try context.mapped(layer)
            guard clipsToFrame else { return try context.withLayer(mapped, drawChild) }
            try context.withClip(Path(rect), rule: .nonZero) { try $0.withLayer(mapped, drawChild) }
        case .compositingGroup:
            try context.withCompositingGroup(drawChild)
        }
    }
}
