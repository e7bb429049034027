/// What `DisplayItem.beginLayer` does with the items up to its matching `endGroup`: they are drawn
/// into a transparent layer the size of the figure, then, in this order, `filters` apply to its
/// pixels one after another, the layer is multiplied by the alpha of `mask`'s drawing, it is made
/// `opacity` times as opaque, and it is composited onto what is below in `blendMode`.
///
/// A clip open around the layer clips the finished layer (after its filters), not the items
/// inside, as SVG clips a filtered group; clips opened inside the layer clip what is drawn there.
/// `.beginGroup(opacity: x)` is `.beginLayer(Layer(opacity: x))`.
public struct Layer: Hashable, Sendable {
    /// Multiplies the layer's alpha after its filters and mask; 0…1 (values outside are clamped).
    public var opacity: Double
    /// How the finished layer combines with what is below it.
    public var blendMode: BlendMode
    /// Applied to the layer's pixels first, in order.
    public var filters: [LayerFilter]
    /// Items in figure coordinates, drawn on their own into a transparent layer (no clip from
    /// outside applies to them); the alpha of that drawing multiplies the layer (SwiftUI's
    /// `.mask`, SVG's alpha `<mask>`). Nil: no mask.
    public var mask: [DisplayItem]?

    public init(opacity: Double = 1, blendMode: BlendMode = .normal, filters: [LayerFilter] = [], mask: [DisplayItem]? = nil) {
        self.opacity = opacity
        self.blendMode = blendMode
        self.filters = filters
        self.mask = mask
    }

    /// True when drawing the layer needs pixels outside a band of rows: it or a layer in its
    /// mask blurs or casts a shadow.
    public var readsNeighbours: Bool {
        filters.contains(where: \.readsNeighbours) || (mask?.readsNeighbours ?? false)
    }
}

extension Array where Element == DisplayItem {
    /// True when some layer among the items (or in their masks) blurs or casts a shadow, so the
    /// items cannot be drawn as independent bands of rows.
    public var readsNeighbours: Bool {
        contains { item in
            if case .beginLayer(let layer) = item { return layer.readsNeighbours }
            return false
        }
    }
}
