import Canvas
import Geometry

/// Layers (`DisplayItem.beginLayer`): drawn into a transparent pixmap of the figure's size, then
/// filtered (`LayerFilters`), masked, and composited onto what was below in their blend mode.
extension Rasterizer {
    /// Starts a layer: what follows draws into a fresh transparent pixmap, unclipped; the clip
    /// open now waits to clip the finished layer, as SVG clips a filtered group.
    /// - Throws: `RenderError` when the thread's `ResourceContext` refuses the layer's memory:
    ///   its pixmap, and for filters three images of 32-bit samples (the source and both passes
    ///   of a blur) at most.
    mutating func openLayer(_ layer: Layer) throws(RenderError) {
        let bytes = target.samples.count * (layer.filters.isEmpty ? 1 : 13)
        try ResourceContext.reserve(bytes, for: "a layer of \(target.width)×\(target.height) pixels", RenderError.init)
        scopes.append(.layer(layer, below: target, clip: clip))
        target = Self.clearPixmap(like: target)
        clip = nil
    }

    /// Finishes a layer: its filters in order, then its mask, then its opacity and blend mode
    /// onto `below`, through the clip that was open around it.
    /// - Throws: `RenderError` when the thread's `ResourceContext` was interrupted (a long blur
    ///   stops early, so its layer is never composited) or its mask cannot be drawn.
    mutating func closeLayer(_ layer: Layer, below: Pixmap, clip outerClip: CoverageMask?) throws(RenderError) {
        var pixels = target
        target = below
        clip = outerClip
        let rows = band.map { $0.intersection(pixels.bounds) } ?? pixels.bounds
        LayerFilters.apply(layer.filters, to: &pixels, scale: scale, within: rows)
        try ResourceContext.checkpoint(RenderError.init)
        if let mask = layer.mask {
            var maskRasterizer = Rasterizer(pixmap: Self.clearPixmap(like: pixels), scale: scale, band: band)
            Blitter.applyMask(try maskRasterizer.draw(mask), to: &pixels, rows: band)
        }
        Blitter.composite(layer: pixels, opacity: Float(layer.opacity.clampedToUnit), blendMode: layer.blendMode,
                          clip: outerClip, onto: &target, rows: band)
    }
}
