/// Stage 4 of the rasterizer: composites a paint through a coverage mask onto a pixmap.
///
/// Source-over on premultiplied colour: `destination = source × k + destination × (1 − αₛ × k)`
/// with `k` the pixel's coverage (already multiplied by any clip). The arithmetic is in Float and
/// rounded once per sample, so a fully covered opaque pixel gets the paint's exact 8-bit value
/// and a half-covered one gets 128 of 255.
enum Blitter {
    /// Draws `shader` onto `pixmap` wherever `mask` covers it.
    static func fill(_ pixmap: inout Pixmap, mask: CoverageMask, shader: PaintShader) {
        let rect = mask.rect.intersection(pixmap.bounds)
        guard !rect.isEmpty else { return }
        let width = pixmap.width, maskWidth = mask.rect.width
        let solid = shader.solidColor
        mask.values.withUnsafeBufferPointer { coverage in
            pixmap.samples.withUnsafeMutableBufferPointer { samples in
                for y in rect.minY..<rect.maxY {
                    let maskRow = (y - mask.rect.minY) * maskWidth - mask.rect.minX
                    for x in rect.minX..<rect.maxX {
                        let k = coverage[maskRow + x]
                        guard k > 0 else { continue }
                        let source = solid ?? shader.color(x: x, y: y)
                        composite(source, coverage: k, into: samples, at: (y * width + x) * 4)
                    }
                }
            }
        }
    }

    /// Draws `layer` onto `pixmap` at `opacity`: how an opacity group lands on what is below it.
    static func composite(layer: Pixmap, opacity: Float, onto pixmap: inout Pixmap) {
        guard opacity > 0, layer.width == pixmap.width, layer.height == pixmap.height else { return }
        layer.samples.withUnsafeBufferPointer { source in
            pixmap.samples.withUnsafeMutableBufferPointer { samples in
                for offset in stride(from: 0, to: source.count, by: 4) where source[offset + 3] != 0 {
                    let color = PremultipliedColor(
                        red: Float(source[offset]) / 255, green: Float(source[offset + 1]) / 255,
                        blue: Float(source[offset + 2]) / 255, alpha: Float(source[offset + 3]) / 255)
                    composite(color, coverage: opacity, into: samples, at: offset)
                }
            }
        }
    }

    /// Source-over of one premultiplied colour at `coverage` onto the pixel at `offset`.
    @inline(__always)
    private static func composite(_ source: PremultipliedColor, coverage k: Float,
                                  into samples: UnsafeMutableBufferPointer<UInt8>, at offset: Int) {
        let keep = 1 - source.alpha * k
        let scaled = 255 * k
        samples[offset] = blend(source.red * scaled, samples[offset], keep)
        samples[offset + 1] = blend(source.green * scaled, samples[offset + 1], keep)
        samples[offset + 2] = blend(source.blue * scaled, samples[offset + 2], keep)
        samples[offset + 3] = blend(source.alpha * scaled, samples[offset + 3], keep)
    }

    @inline(__always)
    private static func blend(_ source: Float, _ destination: UInt8, _ keep: Float) -> UInt8 {
        let value = source + Float(destination) * keep + 0.5
        return UInt8(min(255, max(0, value)))
    }
}
