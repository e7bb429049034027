import Geometry

/// Something waiting to be put around each leaf drawn inside the view that asked for it.
///
/// SwiftUI applies opacity, blend modes and shadows to each leaf view (a shape, a text, a colour,
/// an image, a canvas) separately: `.opacity(0.5)` on a stack of two overlapping circles shows
/// their overlap, and `.shadow` on a card gives the card's text a shadow of its own, unless a
/// `.compositingGroup()` (or a layer effect such as `.blur`) gathers them into one picture first.
enum LeafWrapper {
    /// A per-leaf effect (opacity, blend mode, shadow), in figure coordinates.
    case effect(Layer)
    /// A clip opened inside such an effect: it clips each leaf before the effect applies, so a
    /// shadow outside a `.clipShape` is the shadow of the clipped leaf.
    case clip(Path, FillRule)
}

extension DrawingContext {
    /// Draws one leaf (or one unit: a layer, a compositing group, a canvas) with every pending
    /// wrapper around it, outermost first. Inside, nothing is pending: the wrappers apply to the
    /// unit as a whole.
    ///
    /// Adjacent effects that compose into one layer share it, and an innermost plain opacity
    /// around a single fill or stroke is folded into its paint (the same pixels: one item
    /// composited at opacity x is the item with its alpha times x). A leaf under a zero opacity
    /// draws nothing.
    mutating func drawLeaf(_ draw: (inout DrawingContext) throws -> Void) throws {
        guard !pendingWrappers.isEmpty else { return try draw(&self) }
        let saved = pendingWrappers
        defer { pendingWrappers = saved }
        var wrappers = Self.merged(saved)
        if wrappers.contains(where: { if case .effect(let layer) = $0 { layer.opacity <= 0 } else { false } }) { return }
        pendingWrappers = []
        let start = items.count
        for wrapper in wrappers { open(wrapper) }
        let contentStart = items.count
        try draw(&self)
        guard items.count > contentStart else { return items.removeSubrange(start...) }
        if case .effect(let layer)? = wrappers.last, layer.isPlainOpacity, items.count == contentStart + 1,
           let faded = items[contentStart].withOpacity(layer.opacity) {
            items.removeSubrange((contentStart - 1)...)
            items.append(faded)
            wrappers.removeLast()
        }
        for wrapper in wrappers.reversed() { close(wrapper) }
    }

    /// Runs `body` with `layer` (a per-leaf effect in figure coordinates) around each leaf in it.
    mutating func withLeafEffect(_ layer: Layer, _ body: (inout DrawingContext) throws -> Void) throws {
        try Self.checkFinite(layer)
        if layer == Layer() { return try body(&self) }
        pendingWrappers.append(.effect(layer))
        defer { pendingWrappers.removeLast() }
        try body(&self)
    }

    /// Runs `body` with each leaf at `opacity` (clamped to 0…1), as SwiftUI's `.opacity`.
    mutating func withOpacity(_ opacity: Double, _ body: (inout DrawingContext) throws -> Void) throws {
        try withLeafEffect(Layer(opacity: min(max(opacity, 0), 1)), body)
    }

    /// Runs `body` clipped to `path` (layout coordinates): one clip scope, or, inside a per-leaf
    /// effect, a clip around each leaf.
    mutating func withClip(_ path: Path, rule: FillRule, _ body: (inout DrawingContext) throws -> Void) throws {
        let path = path.applying(transform)
        try Self.checkFinite(path, .solid(.clear))
        guard pendingWrappers.isEmpty else {
            pendingWrappers.append(.clip(path, rule))
            defer { pendingWrappers.removeLast() }
            return try body(&self)
        }
        items.append(.beginClip(path: path, rule: rule))
        try body(&self)
        items.append(.endClip)
    }

    /// Runs `body` drawn into one layer with `layer`'s filters, mask, opacity and blend mode
    /// (figure coordinates); per-leaf effects from outside apply to the layer as a whole.
    mutating func withLayer(_ layer: Layer, _ body: (inout DrawingContext) throws -> Void) throws {
        try Self.checkFinite(layer)
        guard layer.opacity > 0 else { return }
        try drawLeaf { context in
            let start = context.items.count
            context.items.append(.beginLayer(layer))
            try body(&context)
            if context.items.count > start + 1 {
                context.items.append(.endGroup)
            } else {
                context.items.removeLast()
            }
        }
    }

    /// Runs `body` as one unit for the per-leaf effects outside it (`.compositingGroup()`).
    mutating func withCompositingGroup(_ body: (inout DrawingContext) throws -> Void) throws {
        try drawLeaf(body)
    }

    // MARK: - Wrappers

    private mutating func open(_ wrapper: LeafWrapper) {
        switch wrapper {
        case .effect(let layer):
            items.append(layer.isPlainOpacity ? .beginGroup(opacity: layer.opacity) : .beginLayer(layer))
        case .clip(let path, let rule):
            items.append(.beginClip(path: path, rule: rule))
        }
    }

    private mutating func close(_ wrapper: LeafWrapper) {
        switch wrapper {
        case .effect: items.append(.endGroup)
        case .clip: items.append(.endClip)
        }
    }

    /// The wrappers with each effect merged into the one outside it where one layer draws the
    /// same: an inner layer with the normal blend mode and no mask folds into an outer one
    /// without a mask when the outer has no filters (opacities multiply) or the inner is opaque
    /// (filters run inner first).
    static func merged(_ wrappers: [LeafWrapper]) -> [LeafWrapper] {
        var result: [LeafWrapper] = []
        for wrapper in wrappers {
            if case .effect(let inner) = wrapper, case .effect(let outer)? = result.last,
               inner.blendMode == .normal, inner.mask == nil, outer.mask == nil,
               outer.filters.isEmpty || inner.opacity == 1 {
                result[result.count - 1] = .effect(Layer(opacity: inner.opacity * outer.opacity, blendMode: outer.blendMode,
                                                         filters: inner.filters + outer.filters))
            } else {
                result.append(wrapper)
            }
        }
        return result
    }
}

extension Layer {
    /// True for a layer that only makes its content translucent (an opacity group).
    var isPlainOpacity: Bool { blendMode == .normal && filters.isEmpty && mask == nil }
}

extension DisplayItem {
    /// A fill or stroke with its paint's alpha multiplied by `opacity`; nil for other items.
    func withOpacity(_ opacity: Double) -> DisplayItem? {
        switch self {
        case .fill(let path, let paint, let rule): .fill(path: path, paint: paint.withOpacity(opacity), rule: rule)
        case .stroke(let path, let paint, let style): .stroke(path: path, paint: paint.withOpacity(opacity), style: style)
        default: nil
        }
    }
}
