import Canvas
import Geometry

/// Applies a layer's filters (`Layer.filters`) to its pixels, in order, before the layer is
/// masked and composited: blurs, shadows, colour matrices, alpha thresholds.
///
/// Each filter works on the smallest rectangle that matters: the layer's content (its pixels
/// that are not transparent) grown by how far the filter spreads it, within `limit` (the
/// pixmap, or the rows of a band for filters that read no neighbours). Pixels outside `limit`
/// count as transparent. Between filters the layer is held in 8 bits, as SVG renderers hold it.
enum LayerFilters {
    static func apply(_ filters: [LayerFilter], to layer: inout Pixmap, scale: Double, within limit: PixelRect) {
        let resources = ResourceContext.current
        for filter in filters {
            // Interrupted: the rest is skipped; the rasterizer's next checkpoint throws the layer away.
            if resources?.isInterruptRequested == true { return }
            let content = layer.contentBounds(within: limit)
            switch filter {
            case .blur(let radius):
                guard let content else { continue }
                blur(&layer, content: content, sigma: radius * scale, limit: limit)
            case .shadow(let color, let radius, let x, let y):
                guard let content else { continue }
                shadow(&layer, content: content, color: color, sigma: radius * scale, shift: (x * scale, y * scale), limit: limit)
            case .innerShadow(let color, let radius, let x, let y):
                guard let content else { continue }
                innerShadow(&layer, content: content, color: color, sigma: radius * scale, shift: (x * scale, y * scale), limit: limit)
            case .colorMatrix(let matrix):
                let everywhere = matrix.values[19] > 0
                guard let area = everywhere ? limit.intersection(layer.bounds) : content else { continue }
                map(&layer, area) { matrix.apply(to: $0) }
            case .alphaThreshold(let low, let high, let color):
                let everywhere = low <= 0 && high >= 0
                guard let area = everywhere ? limit.intersection(layer.bounds) : content else { continue }
                // Straight colour: `map` premultiplies what the closure returns.
                let inside = PremultipliedColor(red: Float(color.red.clampedToUnit), green: Float(color.green.clampedToUnit),
                                                blue: Float(color.blue.clampedToUnit), alpha: Float(color.alpha.clampedToUnit))
                map(&layer, area) { pixel in
                    pixel.alpha >= Float(low) - 1e-6 && pixel.alpha <= Float(high) + 1e-6 ? inside : .clear
                }
            }
        }
    }

    /// How far, in device pixels, `filters` can carry ink from a pixel in any direction: the
    /// sum of their blurs' and shadows' reaches (offsets included) in a layer whose larger side
    /// is `bound` pixels. Colour matrices and thresholds read only their own pixel.
    static func reach(of filters: [LayerFilter], scale: Double, bound: Int) -> Int {
        filters.reduce(0) { total, filter in
            let blur: (sigma: Double, x: Double, y: Double)
            switch filter {
            case .blur(let radius): blur = (radius, 0, 0)
            case .shadow(_, let radius, let x, let y), .innerShadow(_, let radius, let x, let y): blur = (radius, x, y)
            case .colorMatrix, .alphaThreshold: return total
            }
            let (h, v) = AxisBlur.pair(sigma: blur.sigma * scale, shift: (blur.x * scale, blur.y * scale), bound: bound + 2)
            return total + max(h.reach.low, h.reach.high, v.reach.low, v.reach.high)
        }
    }

    /// The blurs along x and y of σ = `sigma` px moved by `shift` px, bounded by the layer's size
    /// (the exact kernel, or three boxes for a large σ or a large `area`).
    private static func kernels(sigma: Double, shift: (Double, Double), layer: Pixmap,
                                area: PixelRect? = nil) -> (AxisBlur, AxisBlur) {
        AxisBlur.pair(sigma: sigma, shift: shift, bound: max(layer.width, layer.height) + 2,
                      pixels: area.map { $0.width * $0.height } ?? 0)
    }

    /// `content` grown by how far the kernels reach, within `limit`.
    private static func spread(_ content: PixelRect, _ kernels: (AxisBlur, AxisBlur), _ limit: PixelRect) -> PixelRect {
        let (h, v) = (kernels.0.reach, kernels.1.reach)
        return PixelRect(minX: content.minX - h.low, minY: content.minY - v.low,
                         maxX: content.maxX + h.high, maxY: content.maxY + v.high).intersection(limit)
    }

    /// Every channel convolved with the Gaussian.
    private static func blur(_ layer: inout Pixmap, content: PixelRect, sigma: Double, limit: PixelRect) {
        let kernels = kernels(sigma: sigma, shift: (0, 0), layer: layer, area: content.intersection(limit))
        let area = spread(content, kernels, limit)
        guard !area.isEmpty else { return layer.clear(content) }
        let blurred = FloatImage(layer, rect: area, channels: 4).convolved(horizontal: kernels.0, vertical: kernels.1)
        guard ResourceContext.current?.isInterruptRequested != true else { return }
        blurred.write(into: &layer)
    }

    /// The layer over its shadow: its alpha moved, blurred and painted in `color`.
    private static func shadow(_ layer: inout Pixmap, content: PixelRect, color: RGBA, sigma: Double,
                               shift: (Double, Double), limit: PixelRect) {
        let kernels = kernels(sigma: sigma, shift: shift, layer: layer)
        let area = spread(content, kernels, limit).union(content.intersection(limit))
        let shade = PremultipliedColor(color)
        let alpha = FloatImage(layer, rect: area, channels: 1).convolved(horizontal: kernels.0, vertical: kernels.1)
        guard ResourceContext.current?.isInterruptRequested != true else { return }
        var result = FloatImage(layer, rect: area, channels: 4)
        for pixel in 0..<(area.width * area.height) {
            let s = alpha.samples[pixel], keep = 1 - result.samples[pixel * 4 + 3]
            result.samples[pixel * 4] += shade.red * s * keep
            result.samples[pixel * 4 + 1] += shade.green * s * keep
            result.samples[pixel * 4 + 2] += shade.blue * s * keep
            result.samples[pixel * 4 + 3] += shade.alpha * s * keep
        }
        result.write(into: &layer)
    }

    /// The layer under its inner shadow: the complement of its alpha (1 outside the layer too)
    /// moved, blurred, painted in `color` and kept where the layer is.
    private static func innerShadow(_ layer: inout Pixmap, content: PixelRect, color: RGBA, sigma: Double,
                                    shift: (Double, Double), limit: PixelRect) {
        let kernels = kernels(sigma: sigma, shift: shift, layer: layer)
        // The blur of the complement is 1 − the blur of the alpha, since the weights sum to 1;
        // the alpha is read from wherever it can reach the content.
        let source = PixelRect(minX: content.minX - kernels.0.reach.high, minY: content.minY - kernels.1.reach.high,
                               maxX: content.maxX + kernels.0.reach.low, maxY: content.maxY + kernels.1.reach.low)
            .intersection(layer.bounds).union(content)
        let blurred = FloatImage(layer, rect: source, channels: 1).convolved(horizontal: kernels.0, vertical: kernels.1)
        guard ResourceContext.current?.isInterruptRequested != true else { return }
        var result = FloatImage(layer, rect: content, channels: 4)
        let shade = PremultipliedColor(color)
        for y in 0..<content.height {
            for x in 0..<content.width {
                let pixel = y * content.width + x
                let sourcePixel = (y + content.minY - source.minY) * source.width + (x + content.minX - source.minX)
                let s = (1 - blurred.samples[sourcePixel]) * result.samples[pixel * 4 + 3]
                let keep = 1 - shade.alpha * s
                result.samples[pixel * 4] = shade.red * s + result.samples[pixel * 4] * keep
                result.samples[pixel * 4 + 1] = shade.green * s + result.samples[pixel * 4 + 1] * keep
                result.samples[pixel * 4 + 2] = shade.blue * s + result.samples[pixel * 4 + 2] * keep
                result.samples[pixel * 4 + 3] = shade.alpha * s + result.samples[pixel * 4 + 3] * keep
            }
        }
        result.write(into: &layer)
    }

    /// Every pixel of `area` replaced by `transform` of its straight colour.
    private static func map(_ layer: inout Pixmap, _ area: PixelRect, _ transform: (PremultipliedColor) -> PremultipliedColor) {
        var image = FloatImage(layer, rect: area, channels: 4)
        for pixel in 0..<(area.width * area.height) {
            let alpha = image.samples[pixel * 4 + 3]
            let straight = alpha > 0
                ? PremultipliedColor(red: image.samples[pixel * 4] / alpha, green: image.samples[pixel * 4 + 1] / alpha,
                                     blue: image.samples[pixel * 4 + 2] / alpha, alpha: alpha)
                : .clear
            let mapped = transform(straight).premultiplied
            image.samples[pixel * 4] = mapped.red
            image.samples[pixel * 4 + 1] = mapped.green
            image.samples[pixel * 4 + 2] = mapped.blue
            image.samples[pixel * 4 + 3] = mapped.alpha
        }
        image.write(into: &layer)
    }
}

extension ColorMatrix {
    /// A straight colour through the matrix, each result clamped to 0…1 (as `PremultipliedColor`
    /// fields holding straight values; `.premultiplied` makes them premultiplied).
    func apply(to color: PremultipliedColor) -> PremultipliedColor {
        let input: [Float] = [color.red, color.green, color.blue, color.alpha, 1]
        func row(_ r: Int) -> Float {
            var sum: Float = 0
            for column in 0..<5 { sum += Float(values[r * 5 + column]) * input[column] }
            return min(1, max(0, sum))
        }
        return PremultipliedColor(red: row(0), green: row(1), blue: row(2), alpha: row(3))
    }
}

extension PixelRect {
    /// The smallest rectangle holding both (an empty one counts as nothing).
    func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRect(minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
                         maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
    }
}
