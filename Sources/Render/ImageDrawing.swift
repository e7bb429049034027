import Canvas
import Geometry

/// Draws `DisplayItem.image`: the picture stretched to a rectangle, sampled bilinearly in
/// premultiplied colour, composited source-over with exact area coverage at the rectangle's
/// (axis-aligned) edges and the current clip's coverage.
enum ImageDrawing {
    static func draw(_ image: ImagePixels, in rect: Rect, scale: Double, onto pixmap: inout Pixmap,
                     clip: CoverageMask?, within bounds: PixelRect) {
        let left = rect.minX * scale, top = rect.minY * scale
        let right = rect.maxX * scale, bottom = rect.maxY * scale
        guard right > left, bottom > top, left.isFinite, top.isFinite, right.isFinite, bottom.isFinite else { return }
        let x0 = max(bounds.minX, Int(left.rounded(.down))), x1 = min(bounds.maxX, Int(right.rounded(.up)))
        let y0 = max(bounds.minY, Int(top.rounded(.down))), y1 = min(bounds.maxY, Int(bottom.rounded(.up)))
        guard x1 > x0, y1 > y0 else { return }
        let stepX = Double(image.width) / (right - left), stepY = Double(image.height) / (bottom - top)
        for y in y0..<y1 {
            let coverageY = min(Double(y + 1), bottom) - max(Double(y), top)
            let v = (Double(y) + 0.5 - top) * stepY - 0.5
            for x in x0..<x1 {
                var coverage = coverageY * (min(Double(x + 1), right) - max(Double(x), left))
                if let clip { coverage *= Double(clip.coverage(x: x, y: y)) }
                guard coverage > 0 else { continue }
                let u = (Double(x) + 0.5 - left) * stepX - 0.5
                let source = sample(image, u: u, v: v)
                composite(source, coverage: Float(min(1, coverage)), onto: &pixmap, at: (y * pixmap.width + x) * 4)
            }
        }
    }

    /// The premultiplied colour at image coordinates (u, v) in pixel-centre units, edges clamped.
    static func sample(_ image: ImagePixels, u: Double, v: Double) -> PremultipliedColor {
        let fu = u.rounded(.down), fv = v.rounded(.down)
        let tx = Float(u - fu), ty = Float(v - fv)
        let ix = Int(fu), iy = Int(fv)
        var result = PremultipliedColor.clear
        for (dx, dy, weight) in [(0, 0, (1 - tx) * (1 - ty)), (1, 0, tx * (1 - ty)), (0, 1, (1 - tx) * ty), (1, 1, tx * ty)] where weight > 0 {
            let px = min(max(ix + dx, 0), image.width - 1), py = min(max(iy + dy, 0), image.height - 1)
            let index = (py * image.width + px) * 4
            let alpha = Float(image.samples[index + 3]) / 255
            result.red += weight * alpha * Float(image.samples[index]) / 255
            result.green += weight * alpha * Float(image.samples[index + 1]) / 255
            result.blue += weight * alpha * Float(image.samples[index + 2]) / 255
            result.alpha += weight * alpha
        }
        return result
    }

    /// Source-over of `source` scaled by `coverage` onto the premultiplied pixel at `offset`.
    static func composite(_ source: PremultipliedColor, coverage: Float, onto pixmap: inout Pixmap, at offset: Int) {
        let keep = 1 - source.alpha * coverage
        let channels = [source.red, source.green, source.blue, source.alpha]
        for channel in 0..<4 {
            let below = Float(pixmap.samples[offset + channel]) / 255
            let value = channels[channel] * coverage + below * keep
            pixmap.samples[offset + channel] = UInt8(min(255, max(0, (value * 255).rounded())))
        }
    }
}
