import Canvas
import Geometry

/// Layers (`DisplayItem.beginLayer`): drawn into a transparent pixmap of the figure's size, then
/// filtered (`LayerFilters`), masked, and composited onto what was below in their blend mode.
///
/// A layer can show only through the clip open around it, so what is drawn inside matters only
/// there, and, for filters that spread ink (blurs, shadows), as far around it as they reach: the
/// layer's pixels of interest (`Rasterizer.interest`). Nothing is drawn or filtered outside
/// them, which bounds a clipped blur by its clip: a material's backdrop, a copy of the whole
/// drawing behind it blurred inside the material's shape, costs the shape's area plus the
/// blur's reach. A filtered layer drawn twice (a blurred layer behind a material, and again in
/// its backdrop) is filtered once (`RepeatedLayers`).
extension Rasterizer {
    /// Starts a layer: what follows draws into a fresh transparent pixmap, unclipped; the clip
    /// open now waits to clip the finished layer, as SVG clips a filtered group. `id` numbers
    /// a layer drawn again later, whose filtered pixels are kept.
    /// - Throws: `RenderError` when the thread's `ResourceContext` refuses the layer's memory:
    ///   its pixmap, and for filters three images of 32-bit samples (the source and both passes
    ///   of a blur) at most.
    mutating func openLayer(_ layer: Layer, id: Int? = nil) throws(RenderError) {
        let bytes = target.samples.count * (layer.filters.isEmpty ? 1 : 13)
        try ResourceContext.reserve(bytes, for: "a layer of \(target.width)×\(target.height) pixels", RenderError.init)
        scopes.append(.layer(layer, below: target, clip: clip, interest: interest, id: id))
        interest = interest(inside: layer)
        target = Self.clearPixmap(like: target)
        clip = nil
    }

    /// The pixels of interest inside `layer` opened now: where the finished layer can show (the
    /// open clip's pixels within the current interest), grown by how far its filters carry ink
    /// into them; nil (every pixel) when neither bounds it.
    func interest(inside layer: Layer) -> PixelRect? {
        guard let shown = clip.map({ mask in interest.map { mask.rect.intersection($0) } ?? mask.rect }) ?? interest else {
            return nil
        }
        let reach = LayerFilters.reach(of: layer.filters, scale: scale, bound: max(target.width, target.height))
        return PixelRect(minX: shown.minX - reach, minY: shown.minY - reach,
                         maxX: shown.maxX + reach, maxY: shown.maxY + reach).intersection(target.bounds)
    }

    /// Finishes a layer: its filters in order (within its pixels of interest), then its mask,
    /// then its opacity and blend mode onto `below`, through the clip that was open around it;
    /// keeps the filtered pixels of a layer drawn again later (`id`).
    /// - Throws: `RenderError` when the thread's `ResourceContext` was interrupted (a long blur
    ///   stops early, so its layer is never composited) or its mask cannot be drawn.
    mutating func closeLayer(_ layer: Layer, below: Pixmap, clip outerClip: CoverageMask?,
                             interest outerInterest: PixelRect?, id: Int?) throws(RenderError) {
        var pixels = target
        let exact = interest
        let rows = band.map { $0.intersection(pixels.bounds) } ?? pixels.bounds
        target = below
        clip = outerClip
        interest = outerInterest
        LayerFilters.apply(layer.filters, to: &pixels, scale: scale, within: exact.map { $0.intersection(rows) } ?? rows)
        try ResourceContext.checkpoint(RenderError.init)
        if let id { repeated.keep(id, pixels: pixels, exact: exact) }
        try composite(layer, filtered: pixels)
    }

    /// Draws the layer numbered `id` from the pixels kept at its earlier draw, if they are exact
    /// wherever it can show now; false (nothing drawn) when it must be drawn again.
    mutating func reuseLayer(_ layer: Layer, id: Int) throws(RenderError) -> Bool {
        guard let pixels = repeated.take(id, exactOver: interest(inside: layer)) else { return false }
        try composite(layer, filtered: pixels)
        return true
    }

    /// A layer's filtered `pixels` masked, then composited in its opacity and blend mode onto
    /// the target through the open clip.
    private mutating func composite(_ layer: Layer, filtered pixels: Pixmap) throws(RenderError) {
        var pixels = pixels
        if let mask = layer.mask {
            var maskRasterizer = Rasterizer(pixmap: Self.clearPixmap(like: pixels), scale: scale, band: band)
            Blitter.applyMask(try maskRasterizer.draw(mask), to: &pixels, rows: band)
        }
        Blitter.composite(layer: pixels, opacity: Float(layer.opacity.clampedToUnit), blendMode: layer.blendMode,
                          clip: clip, onto: &target, rows: band)
    }
}
