import Foundation
internal import CPNG

/// A decoded PNG: straight-alpha RGBA8 pixels and the pHYs density if the file has one.
public struct DecodedPNG: Hashable, Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Row-major straight-alpha samples, four per pixel.
    public var samples: [UInt8]
    /// Horizontal pixels per metre from the pHYs chunk, or nil when the file states none in metres.
    public var pixelsPerMetreX: Int?
    /// Vertical pixels per metre from the pHYs chunk, or nil when the file states none in metres.
    public var pixelsPerMetreY: Int?
}

/// Reads PNG bytes through libpng into straight-alpha RGBA8, whatever the file's colour type.
public enum PNGDecoder {
    /// Decodes `bytes`.
    ///
    /// - Throws: `RenderError` with libpng's message when the bytes are not a readable PNG.
    public static func decode(_ bytes: [UInt8]) throws(RenderError) -> DecodedPNG {
        var width: UInt32 = 0, height: UInt32 = 0, densityX: UInt32 = 0, densityY: UInt32 = 0
        var hasDensity: Int32 = 0
        var pixels: UnsafeMutablePointer<UInt8>?
        var message = [CChar](repeating: 0, count: Int(SHAPEBOOK_PNG_MESSAGE_SIZE))
        let status = bytes.withUnsafeBufferPointer { data in
            shapebook_png_decode(data.baseAddress, data.count, &width, &height, &pixels,
                                 &densityX, &densityY, &hasDensity, &message)
        }
        defer { free(pixels) }
        guard status == 0, let pixels else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw RenderError("PNG decoding failed: \(text)")
        }
        let count = Int(width) * Int(height) * 4
        return DecodedPNG(width: Int(width), height: Int(height),
                          samples: Array(UnsafeBufferPointer(start: pixels, count: count)),
                          pixelsPerMetreX: hasDensity != 0 ? Int(densityX) : nil,
                          pixelsPerMetreY: hasDensity != 0 ? Int(densityY) : nil)
    }
}
