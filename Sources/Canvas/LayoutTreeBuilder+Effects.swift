import Geometry

extension LayoutTreeBuilder {
    /// The node drawing `child` with a visual effect; layout passes straight through.
    func effectNode(_ child: LayoutNode, _ effect: VisualEffect) throws -> LayoutNode {
        switch effect {
        case .shadow(let color, let radius, let x, let y):
            try Self.check(radius, "shadow radius", allowNegative: true)
            try Self.check(x, "shadow x", allowNegative: true)
            try Self.check(y, "shadow y", allowNegative: true)
            return EffectNode(child: child, effect: .leaf(Layer(filters: [.shadow(color: color, radius: abs(radius), x: x, y: y)])))
        case .blur(let radius, let opaque):
            try Self.check(radius, "blur radius", allowNegative: true)
            return EffectNode(child: child, effect: .layer(Layer(filters: [.blur(radius: abs(radius))]), clipsToFrame: opaque))
        case .blendMode(let mode):
            return EffectNode(child: child, effect: .leaf(Layer(blendMode: mode)))
        case .compositingGroup:
            return EffectNode(child: child, effect: .compositingGroup)
        case .colorMatrix(let matrix):
            guard matrix.isFinite else { throw CanvasError("a colour effect's amount must be a finite number") }
            return EffectNode(child: child, effect: .layer(Layer(filters: [.colorMatrix(matrix)]), clipsToFrame: false))
        }
    }
}
