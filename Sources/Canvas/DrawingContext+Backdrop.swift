import Geometry

// MARK: - Materials: a blur of what lies behind
// A SwiftUI material shows what lies behind it blurred, with its tint over it. A display list has
// no "what lies behind" to read, so a material's shape draws, in its place, a copy of every item
// drawn before it in the same drawing, put in a layer blurred by the material's radius and
// clipped to the shape; then the tint. The copy is drawn on the preview's window colour (white,
// or black in the dark appearance), so that the blur of shapes on an empty figure is of them on
// the window, as a preview shows them, not a faint halo over their own sharp edges. Scopes still
// open around the material (a clip or layer it is drawn inside) are left out of the copy: they
// apply to the copy as they apply to it. The rasterizer draws and blurs the copy only inside the
// shape plus the blur's reach, and a blurred layer in the copy (a blurred picture behind) only
// once (Render's Rasterizer+Layers.swift, RepeatedLayers.swift); SVG writes the copy as a group
// with an `feGaussianBlur` filter inside a clip path of the shape.
//
// The blur reads only what lies behind the material's own bounds, with its edges normalized: a
// material's backdrop (Core Animation's `CABackdropLayer`) captures what is under its bounds and
// blurs it with `gaussianBlur`'s `inputNormalizeEdges`, the filter setting the public
// reimplementations of UIKit's blur set on it (nikstar/VariableBlur, VariableBlur.swift), so
// that nothing outside the bounds bleeds in. So a bar at the figure's edge is not faded by the
// nothing beyond the figure, and neighbouring materials do not blur each other's tint into their
// edges. The copy is clipped to the bounds, blurred, and each pixel's colour divided by the
// weight of the bounds in its blur (`normalizingEdges`: its straight colour kept at full alpha).

extension DrawingContext {
    /// Fills `path` (layout coordinates) as a material: what was drawn before it within its
    /// bounds, on `window`, blurred by `blurRadius` points with normalized edges inside the path,
    /// then `paint` (its tint), as one leaf.
    mutating func fillMaterial(_ path: Path, paint: Paint, rule: FillRule, blurRadius: Double, window: RGBA) throws {
        try ResourceContext.checkpoint(CanvasError.init)
        guard !path.isEmpty else { return }
        let behind = Self.closedItems(items)
        try drawLeaf { context in
            let clip = path.applying(context.transform)
            let bounds = clip.boundingRect
            if blurRadius > 0, Self.inks(behind, within: bounds) {
                try Self.checkFinite(clip, .solid(.clear))
                context.items.append(.beginClip(path: clip, rule: rule))
                context.items.append(.beginLayer(Layer(filters: [.blur(radius: blurRadius), .colorMatrix(.normalizingEdges)])))
                context.items.append(.beginClip(path: Path(bounds), rule: .nonZero))
                context.items.append(.fill(path: Path(bounds), paint: .solid(window), rule: .nonZero))
                context.items.append(contentsOf: behind)
                context.items.append(.endClip)
                context.items.append(.endGroup)
                context.items.append(.endClip)
            }
            try context.appendFill(path, paint: paint, rule: rule)
        }
    }

    /// Whether some of `items` may show ink within `region` (the blur reads no farther): a fill,
    /// stroke or image that is not wholly clear and whose bounds meet it, or any filtered layer
    /// (a shadow or blur may reach it from afar).
    static func inks(_ items: [DisplayItem], within region: Rect) -> Bool {
        items.contains { item in
            switch item {
            case .fill(let path, let paint, _):
                if case .solid(let color) = paint, color.alpha <= 0 { return false }
                return meets(path.boundingRect, region)
            case .stroke(let path, _, let style):
                let half = style.lineWidth * max(style.miterLimit, 1)
                return meets(path.boundingRect.insetBy(dx: -half, dy: -half), region)
            case .image(_, let rect): return meets(rect, region)
            case .beginLayer(let layer): return !layer.filters.isEmpty
            case .beginClip, .endClip, .beginGroup, .endGroup: return false
            }
        }
    }

    /// Whether two rectangles overlap or touch.
    private static func meets(_ a: Rect, _ b: Rect) -> Bool {
        a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
    }

    /// `items` without the begin items of the clips, groups and layers still open at their end.
    static func closedItems(_ items: [DisplayItem]) -> [DisplayItem] {
        var open: [Int] = []
        for (index, item) in items.enumerated() {
            switch item {
            case .beginClip, .beginGroup, .beginLayer: open.append(index)
            case .endClip, .endGroup: if !open.isEmpty { open.removeLast() }
            case .fill, .stroke, .image: break
            }
        }
        guard !open.isEmpty else { return items }
        let unclosed = Set(open)
        return items.enumerated().filter { !unclosed.contains($0.offset) }.map(\.element)
    }
}
