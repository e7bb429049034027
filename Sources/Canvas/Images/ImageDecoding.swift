/// Turns encoded image bytes (PNG) into pixels.
///
/// Canvas cannot reach libpng: the PNG shim belongs to Render, and imports point one way
/// (Render → Canvas). So the loader decodes through this protocol, Render supplies the libpng
/// implementation (`PNGImageDecoder`), and the host that owns both (ShapebookKernel) injects it
/// with `ImageLoader.install(_:)`.
public protocol ImageDecoding: Sendable {
    /// Decodes `bytes`, which the loader has already checked start with the PNG signature.
    ///
    /// - Throws: any error whose description explains why the bytes are not a readable image.
    func decodePNG(_ bytes: [UInt8]) throws -> ImagePixels
}
