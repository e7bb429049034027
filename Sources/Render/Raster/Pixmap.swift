import Canvas

/// A grid of device pixels in premultiplied 8-bit RGBA, the rasterizer's output.
///
/// Premultiplied 8-bit is what the compositing arithmetic wants (source-over is one multiply-add
/// per channel) and a quarter of the memory traffic of Float32; PNG wants straight alpha, so the
/// encoder un-premultiplies on the way out. docs/render.md has the measurements behind the choice.
public struct Pixmap: Hashable, Sendable {
    /// Width in device pixels.
    public let width: Int
    /// Height in device pixels.
    public let height: Int
    /// Row-major samples, four per pixel (red, green, blue, alpha), colour premultiplied by alpha.
    public internal(set) var samples: [UInt8]

    /// A pixmap filled with `background` (straight alpha, premultiplied here).
    ///
    /// - Throws: `RenderError` when either side is negative.
    public init(width: Int, height: Int, background: RGBA = .clear) throws(RenderError) {
        guard width >= 0, height >= 0 else {
            throw RenderError("a pixmap needs a non-negative size, not \(width)×\(height)")
        }
        self.width = width
        self.height = height
        let word = Blitter.word(PremultipliedColor(background))
        let count = width * height * 4
        if word == 0 {
            samples = [UInt8](repeating: 0, count: count)
        } else {
            // One pass over fresh memory (the 2048² benchmark pixmap is 16 MB), not a zero fill
            // followed by the colour.
            samples = [UInt8](unsafeUninitializedCapacity: count) { bytes, initialized in
                UnsafeMutableRawBufferPointer(bytes).bindMemory(to: UInt32.self).initialize(repeating: word)
                initialized = count
            }
        }
    }

    /// A pixmap in which only `rows` are filled with `background`; the other rows' samples are
    /// left unwritten (never touched, so never paged in). A band of a banded render draws into
    /// one of these and only its own rows are ever read back.
    init(width: Int, height: Int, background: RGBA, onlyRows rows: Range<Int>) {
        self.width = max(0, width)
        self.height = max(0, height)
        let count = self.width * self.height * 4
        let word = Blitter.word(PremultipliedColor(background))
        let first = min(max(0, rows.lowerBound), self.height), end = min(max(first, rows.upperBound), self.height)
        let rowWords = self.width
        samples = [UInt8](unsafeUninitializedCapacity: count) { bytes, initialized in
            let words = UnsafeMutableRawBufferPointer(bytes).bindMemory(to: UInt32.self)
            if let base = words.baseAddress, end > first {
                (base + first * rowWords).initialize(repeating: word, count: (end - first) * rowWords)
            }
            initialized = count
        }
    }

    /// The premultiplied pixel at column `x`, row `y`, or nil outside the pixmap.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let offset = (y * width + x) * 4
        return (samples[offset], samples[offset + 1], samples[offset + 2], samples[offset + 3])
    }

    /// The whole pixmap as a pixel rectangle.
    var bounds: PixelRect { PixelRect(width: width, height: height) }
}
