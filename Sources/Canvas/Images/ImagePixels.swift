/// A decoded raster image: straight-alpha RGBA8 pixels, row-major, four samples per pixel.
///
/// This is what the display list carries for `DisplayItem.image` and what the image loader
/// caches. Equality and hashing cover every byte, so two figures with the same picture hash alike.
public struct ImagePixels: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Row-major straight-alpha samples (red, green, blue, alpha), `width * height * 4` of them.
    public let samples: [UInt8]

    /// Wraps `samples`.
    ///
    /// - Throws: `CanvasError` when the size is not positive or the sample count does not match it.
    public init(width: Int, height: Int, samples: [UInt8]) throws(CanvasError) {
        guard width > 0, height > 0 else {
            throw CanvasError("an image must be at least 1×1 pixel, not \(width)×\(height)")
        }
        let (pixelCount, overflowA) = width.multipliedReportingOverflow(by: height)
        let (sampleCount, overflowB) = pixelCount.multipliedReportingOverflow(by: 4)
        guard !overflowA, !overflowB, samples.count == sampleCount else {
            throw CanvasError("a \(width)×\(height) image needs \(width)×\(height)×4 samples, not \(samples.count)")
        }
        self.width = width
        self.height = height
        self.samples = samples
    }

    /// The memory the samples take, in bytes (what the memory cache counts).
    public var byteCount: Int { samples.count }

    /// The straight-alpha RGBA sample at column `x`, row `y`, or nil outside the image.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        guard x >= 0, x < width, y >= 0, y < height else { return nil }
        let index = (y * width + x) * 4
        return (samples[index], samples[index + 1], samples[index + 2], samples[index + 3])
    }
}
