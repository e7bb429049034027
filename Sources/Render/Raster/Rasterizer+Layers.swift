import Canvas

/// Layers (`DisplayItem.beginLayer`): drawn into a transparent pixmap of the figure's size, then
/// filtered (`LayerFilters`), masked, and composited onto what was below in their blend mode.
extension Rasterizer {
    /// Starts a layer: what follows draws into a fresh transparent pixmap, unclipped; the clip
    /// open now waits to clip the finished layer, as SVG clips a filtered group.
    mutating func openLayer(_ layer: Layer) {
        scopes.append(.layer(layer, below: target, clip: clip))
        target = Self.clearPixmap(like: target)
        clip = nil
    }

    /// Finishes a layer: its filters in order, then its mask, then its opacity and blend mode
    /// onto `below`, through the clip that was open around it.
    mutating func closeLayer(_ layer: Layer, below: Pixmap, clip outerClip: CoverageMask?) {
        var pixels = target
        target = below
        clip = outerClip
        let rows = band.map { $0.intersection(pixels.bounds) } ?? pixels.bounds
        LayerFilters.apply(layer.filters, to: &pixels, scale: scale, within: rows)
        if let mask = layer.mask {
            var maskRasterizer = Rasterizer(pixmap: Self.clearPixmap(like: pixels), scale: scale, band: band)
            Blitter.applyMask(maskRasterizer.draw(mask), to: &pixels, rows: band)
        }
        Blitter.composite(layer: pixels, opacity: Float(layer.opacity.clampedToUnit), blendMode: layer.blendMode,
                          clip: outerClip, onto: &target, rows: band)
    }
}
