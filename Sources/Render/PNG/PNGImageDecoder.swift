import Canvas

/// Render's libpng decoder behind Canvas's `ImageDecoding`, for the image loader.
///
/// The host installs `ImageLoader(decoder: PNGImageDecoder())`; Canvas itself cannot import the
/// PNG shim (docs/canvas.md, "Images", explains the split).
public struct PNGImageDecoder: ImageDecoding {
    public init() {}

    /// Decodes `bytes` into straight-alpha RGBA8 through libpng.
    public func decodePNG(_ bytes: [UInt8]) throws -> ImagePixels {
        let decoded = try PNGDecoder.decode(bytes)
        do {
            return try ImagePixels(width: decoded.width, height: decoded.height, samples: decoded.samples)
        } catch {
            throw RenderError("PNG decoding gave an inconsistent image: \(error)")
        }
    }
}

extension PNGEncoder {
    /// Encodes straight-alpha image pixels (no density chunk beyond 72 dpi), as SVG data URIs embed them.
    public func encode(_ image: ImagePixels) throws(RenderError) -> [UInt8] {
        try encode(straight: image.samples, channels: 4, width: image.width, height: image.height, scale: 1)
    }
}
