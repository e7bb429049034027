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
        let x0 = left.rounded(.down).clampedInt(to: bounds.minX...max(bounds.minX, bounds.maxX))
        let x1 = right.rounded(.up).clampedInt(to: bounds.minX...max(bounds.minX, bounds.maxX))
        let y0 = top.rounded(.down).clampedInt(to: bounds.minY...max(bounds.minY, bounds.maxY))
        let y1 = bottom.rounded(.up).clampedInt(to: bounds.minY...max(bounds.minY, bounds.maxY))
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
    ///
    /// Called once per covered pixel (image items and image paints), so the four taps are
    /// unrolled rather than looped over a literal array, which would allocate per call.
    static func sample(_ image: ImagePixels, u: Double, v: Double) -> PremultipliedColor {
        let fu = u.rounded(.down), fv = v.rounded(.down)
        let tx = Float(u - fu), ty = Float(v - fv)
        // Far outside the image (a huge scale) every tap clamps to an edge anyway.
        let ix = fu.clampedInt(to: -1...image.width), iy = fv.clampedInt(to: -1...image.height)
        let x0 = min(max(ix, 0), image.width - 1), x1 = min(max(ix + 1, 0), image.width - 1)
        let y0 = min(max(iy, 0), image.height - 1), y1 = min(max(iy + 1, 0), image.height - 1)
        return image.samples.withUnsafeBufferPointer { samples in
            var result = PremultipliedColor.clear
            func tap(_ x: Int, _ y: Int, _ weight: Float) {
                guard weight > 0 else { return }
                let index = (y * image.width + x) * 4
                let alpha = Float(samples[index + 3]) / 255
                let scaled = weight * alpha / 255
                result.red += scaled * Float(samples[index])
                result.green += scaled * Float(samples[index + 1])
                result.blue += scaled * Float(samples[index + 2])
                result.alpha += weight * alpha
            }
            tap(x0, y0, (1 - tx) * (1 - ty))
            tap(x1, y0, tx * (1 - ty))
            tap(x0, y1, (1 - tx) * ty)
            tap(x1, y1, tx * ty)
            return result
        }
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
