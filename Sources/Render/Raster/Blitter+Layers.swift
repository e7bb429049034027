import Canvas

extension Blitter {
    /// Draws `layer` onto `pixmap` at `opacity` in `blendMode`, through `clip` when there is one:
    /// how a finished layer lands on what is below it. Only the rows of `rows` when given.
    /// The normal mode without a clip takes `composite(layer:opacity:onto:rows:)`'s integer path;
    /// the others compute each pixel in floating point (`BlendFormulas`).
    static func composite(layer: Pixmap, opacity: Float, blendMode: BlendMode, clip: CoverageMask?,
                          onto pixmap: inout Pixmap, rows: PixelRect?) {
        if blendMode == .normal, clip == nil { return composite(layer: layer, opacity: opacity, onto: &pixmap, rows: rows) }
        guard opacity > 0, layer.width == pixmap.width, layer.height == pixmap.height else { return }
        var area = rows.map { $0.intersection(layer.bounds) } ?? layer.bounds
        if let clip { area = area.intersection(clip.rect) }
        guard !area.isEmpty else { return }
        let width = layer.width
        layer.samples.withUnsafeBufferPointer { source in
            pixmap.samples.withUnsafeMutableBufferPointer { target in
                for y in area.minY..<area.maxY {
                    for x in area.minX..<area.maxX {
                        let offset = (y * width + x) * 4
                        // A transparent source leaves the backdrop as it is in every mode.
                        guard source[offset + 3] != 0 || source[offset] != 0 else { continue }
                        let k = opacity * (clip?.coverage(x: x, y: y) ?? 1)
                        guard k > 0 else { continue }
                        let s = PremultipliedColor(red: Float(source[offset]) / 255 * k, green: Float(source[offset + 1]) / 255 * k,
                                                   blue: Float(source[offset + 2]) / 255 * k, alpha: Float(source[offset + 3]) / 255 * k)
                        let b = PremultipliedColor(red: Float(target[offset]) / 255, green: Float(target[offset + 1]) / 255,
                                                   blue: Float(target[offset + 2]) / 255, alpha: Float(target[offset + 3]) / 255)
                        let o = BlendFormulas.composite(s, onto: b, mode: blendMode)
                        let alpha = FloatImage.byte(o.alpha)
                        target[offset + 3] = alpha
                        target[offset] = min(alpha, FloatImage.byte(o.red))
                        target[offset + 1] = min(alpha, FloatImage.byte(o.green))
                        target[offset + 2] = min(alpha, FloatImage.byte(o.blue))
                    }
                }
            }
        }
    }

    /// Every pixel of `layer` inside `rows` (all of it when nil) multiplied by the alpha of the
    /// same pixel of `mask`: an alpha mask.
    static func applyMask(_ mask: Pixmap, to layer: inout Pixmap, rows: PixelRect?) {
        guard mask.width == layer.width, mask.height == layer.height else { return }
        let area = rows.map { $0.intersection(layer.bounds) } ?? layer.bounds
        guard !area.isEmpty else { return }
        mask.samples.withUnsafeBytes { maskBytes in
            layer.samples.withUnsafeMutableBytes { layerBytes in
                let masks = maskBytes.bindMemory(to: UInt32.self), words = layerBytes.bindMemory(to: UInt32.self)
                for i in (area.minY * layer.width)..<(area.maxY * layer.width) where words[i] != 0 {
                    let alpha = UInt32(littleEndian: masks[i]) >> 24
                    words[i] = alpha == 255 ? words[i] : UInt32(littleEndian: scale(UInt32(littleEndian: words[i]), alpha))
                }
            }
        }
    }
}
