import Canvas
import Geometry

/// Stage 5, the driver: runs a display list through the pipeline into a pixmap.
///
/// # Design
///
/// The rasterizer is a pipeline with one stage per file, each a small value type that can be
/// tested on its own:
///
/// 1. `EdgeList` — a path becomes directed straight edges in device pixels. Curves are flattened
///    by Geometry at 0.05 device pixel; strokes are first turned into outlines by Geometry's
///    stroker (`Path.strokedPath(_:tolerance:)`) and then filled nonzero, so the rasterizer only
///    ever fills polygons and stroking lives with geometry, where it can be tested analytically.
/// 2. `CoverageAccumulator` — scan conversion by exact signed-area accumulation: every edge
///    deposits, into the cells it crosses, the exact trapezoid areas it bounds (font-rs / stb
///    v2 style). Nothing is sampled, so anti-aliasing is exact rather than approximated by
///    supersampling. It also marks, one bit per cell, the cells the edges wrote: between them
///    the winding is constant, so the cost is proportional to the edges' length in pixels plus
///    the covered area, not the bounding box.
/// 3. `CoverageMask` — running sums along each row turn the cells into the average winding number
///    per pixel, which the fill rule folds into coverage 0…1. Nonzero and even-odd are exact
///    except in pixels where edges of overlapping contours meet; for fills those rows are marked
///    by the accumulator and resolved from the edges by `OverlapResolver`. Fills do this fold
///    row by row inside the blitter; clips keep it as a mask.
/// 4. `Blitter` with `PaintShader` — source-over compositing of a solid colour or a gradient
///    (evaluated at pixel centres, with the same formulas the SVG writer emits) through the
///    coverage times the clip mask: pixel by pixel under the touched cells, as whole spans of one
///    coverage between them.
/// 5. `Pixmap` — premultiplied 8-bit RGBA. Codecs sit outside the pipeline (`PNGEncoder`).
///
/// Clips, groups and layers are scopes. `beginClip` intersects the current clip mask with the clip
/// path's coverage (a clip mask is a coverage mask, so nested clips multiply); `beginGroup` starts
/// a transparent layer that `endGroup` composites onto the layer below at the group's opacity;
/// `beginLayer` does the same with filters, a mask and a blend mode (Rasterizer+Layers.swift).
/// An `end` closes the innermost open scope of its kind and any scopes opened inside it; an
/// unmatched `end` is ignored and scopes left open are closed at the end of the list. The SVG
/// writer nests its `<g>` elements by the same rule, so both outputs agree on malformed lists.
struct Rasterizer {
    /// The flattening tolerance in device pixels: a flattened curve stays within this distance.
    static let flatteningTolerance = 0.05

    /// Device pixels per point.
    let scale: Double

    /// One open scope and what closing it restores.
    enum Scope {
        case clip(previous: CoverageMask?)
        case group(opacity: Double, below: Pixmap)
        /// A layer (Rasterizer+Layers.swift): what was below it, the clip open around it, which
        /// applies to the finished layer rather than to what is drawn inside, and the pixels of
        /// interest around it, restored when it closes.
        /// `id` numbers a layer drawn again later (`RepeatedLayers`), whose pixels are kept.
        case layer(Layer, below: Pixmap, clip: CoverageMask?, interest: PixelRect?, id: Int?)

        var isClip: Bool { if case .clip = self { return true } else { return false } }
    }

    var target: Pixmap
    /// The rows this rasterizer draws (all columns), or nil for the whole pixmap: a band of a
    /// banded render (Rasterizer+Bands.swift). Every pixel inside it comes out exactly as a
    /// whole-pixmap render makes it, since each row's coverage depends only on the edges.
    let band: PixelRect?
    var clip: CoverageMask?
    /// The pixels that can show in the finished picture, or nil for all of them: inside a layer
    /// drawn through a clip, the clip's pixels grown by how far the layer's filters spread ink
    /// (Rasterizer+Layers.swift). Nothing is drawn or filtered outside them, so a small clipped
    /// blur of a large drawing (a material's backdrop) costs its own area, not the figure's.
    var interest: PixelRect?
    var scopes: [Scope] = []
    /// The filtered layers of the list being drawn that recur, and the pixels kept for them.
    var repeated = RepeatedLayers([])
    /// Zeroed cells reused by every fill's accumulation (see `CoverageAccumulator.recycledStorage`),
    /// taken from and given back to `ScratchCells` so renders reuse them too.
    private var scratchCells: [Float] = ScratchCells.take()

    /// A rasterizer drawing onto `pixmap` at `scale` device pixels per point, only in the rows
    /// of `band` when one is given.
    init(pixmap: Pixmap, scale: Double, band: PixelRect? = nil) {
        target = pixmap
        self.scale = scale
        self.band = band
    }

    /// Draws every item of `items`, back to front, and returns the finished pixmap.
    /// - Throws: `RenderError` when the thread's `ResourceContext` was interrupted (asked before
    ///   each item, every 64 rows inside one, and between a blur's taps) or refused the memory of
    ///   a group's or a layer's pixmap. The scratch cells are then dropped, not given back: an
    ///   interrupted fill leaves some set.
    mutating func draw(_ items: [DisplayItem]) throws(RenderError) -> Pixmap {
        repeated = RepeatedLayers(items)
        var index = 0
        while index < items.count {
            try ResourceContext.checkpoint(RenderError.init)
            if let span = repeated.spans[index], case .beginLayer(let layer) = items[index] {
                // A layer drawn before: its kept pixels, or drawn now and kept.
                if try reuseLayer(layer, id: span.id) {
                    index = span.end + 1
                    continue
                }
                try openLayer(layer, id: span.id)
            } else {
                try draw(items[index])
            }
            index += 1
        }
        while let scope = scopes.popLast() { try close(scope) }
        // Work an interrupt cut short (a fill, a filter) left the picture unfinished.
        try ResourceContext.checkpoint(RenderError.init)
        ScratchCells.giveBack(scratchCells)
        scratchCells = []
        return target
    }

    /// Draws one item or opens or closes a scope.
    mutating func draw(_ item: DisplayItem) throws(RenderError) {
        switch item {
        case .fill(let path, let paint, let rule):
            guard mayTouchBand(path, margin: 0) else { return }
            fill(EdgeList(path: path, scale: scale), paint: paint, rule: rule)
        case .stroke(let path, let paint, let style):
            guard style.lineWidth > 0, style.lineWidth.isFinite,
                  mayTouchBand(path, margin: Self.strokeReach(style)) else { return }
            fill(Self.strokeEdges(of: path, style: style, scale: scale), paint: paint, rule: .nonZero)
        case .beginClip(let path, let rule):
            let mask = CoverageMask(edges: EdgeList(path: path, scale: scale), rule: rule, within: drawableBounds)
            scopes.append(.clip(previous: clip))
            clip = clip.map { mask.intersected(with: $0) } ?? mask
        case .beginGroup(let opacity):
            // A group draws on a layer of the pixmap's size: nested groups multiply the memory.
            try ResourceContext.reserve(target.samples.count, for: "a layer of \(target.width)×\(target.height) pixels",
                                        RenderError.init)
            scopes.append(.group(opacity: opacity, below: target))
            target = Self.clearPixmap(like: target)
        case .beginLayer(let layer):
            try openLayer(layer)
        case .endClip:
            try closeInnermost(clips: true)
        case .endGroup:
            try closeInnermost(clips: false)
        case .image(let pixels, let rect):
            ImageDrawing.draw(pixels, in: rect, scale: scale, onto: &target, clip: clip, within: drawableBounds)
        }
    }

    /// The edges of the outline of `path`'s stroke, each source subpath's outline contours under
    /// one label. Dashes restart on every subpath, so stroking subpaths one by one gives the
    /// same outline; the labels let overlap detection skip the benign overlaps of one subpath's
    /// own outline (its bands all wind one way) while still resolving where strokes of
    /// different subpaths overlap.
    static func strokeEdges(of path: Path, style: StrokeStyle, scale: Double) -> EdgeList {
        var edges = EdgeList()
        // One subpath (the common case): its outline needs no splitting and no copy of the path.
        if path.elements.dropFirst().allSatisfy({ if case .move = $0 { false } else { true } }) {
            edges.add(path.strokedPath(style, tolerance: flatteningTolerance / scale), scale: scale, label: 0)
            return edges
        }
        var subpath: [PathElement] = []
        var label: Int32 = 0
        func flush() {
            guard !subpath.isEmpty else { return }
            let outline = Path(elements: subpath).strokedPath(style, tolerance: flatteningTolerance / scale)
            edges.add(outline, scale: scale, label: label)
            label &+= 1
            subpath.removeAll(keepingCapacity: true)
        }
        for element in path.elements {
            if case .move = element { flush() }
            subpath.append(element)
        }
        flush()
        return edges
    }

    /// The pixels drawing may touch: the pixmap, narrowed to the clip's extent.
    var drawableBounds: PixelRect {
        var whole = band.map { $0.intersection(target.bounds) } ?? target.bounds
        if let interest { whole = whole.intersection(interest) }
        return clip.map { $0.rect.intersection(whole) } ?? whole
    }

    private mutating func fill(_ edges: EdgeList, paint: Paint, rule: FillRule) {
        var accumulator = CoverageAccumulator(rect: edges.pixelBounds.intersection(drawableBounds), storage: &scratchCells)
        accumulator.accumulate(edges)
        Blitter.fill(&target, accumulator: &accumulator, rule: rule, clip: clip, shader: PaintShader(paint, scale: scale))
        scratchCells = accumulator.recycledStorage()
    }

    /// Closes the innermost scope of the given kind and every scope opened inside it.
    private mutating func closeInnermost(clips: Bool) throws(RenderError) {
        guard scopes.contains(where: { $0.isClip == clips }) else { return }
        while let scope = scopes.popLast() {
            try close(scope)
            if scope.isClip == clips { return }
        }
    }

    private mutating func close(_ scope: Scope) throws(RenderError) {
        switch scope {
        case .clip(let previous):
            clip = previous
        case .group(let opacity, let below):
            let layer = target
            target = below
            Blitter.composite(layer: layer, opacity: Float(opacity.clampedToUnit), onto: &target, rows: band)
        case .layer(let layer, let below, let outerClip, let outerInterest, let id):
            try closeLayer(layer, below: below, clip: outerClip, interest: outerInterest, id: id)
        }
    }

    static func clearPixmap(like pixmap: Pixmap) -> Pixmap {
        (try? Pixmap(width: pixmap.width, height: pixmap.height)) ?? pixmap
    }
}
