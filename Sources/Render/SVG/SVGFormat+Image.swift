import Canvas
import Foundation
import Geometry

extension SVGFormat {
    /// An `<image>` element embedding `pixels` as a PNG data URI, stretched to `rect` as the
    /// rasterizer draws it; nil when the pixels cannot be encoded.
    static func imageElement(_ pixels: ImagePixels, in rect: Rect) -> String? {
        guard rect.width > 0, rect.height > 0, let png = try? PNGEncoder.libpngDefaults.encode(pixels) else { return nil }
        let data = Data(png).base64EncodedString()
        return "<image href=\"data:image/png;base64,\(data)\" x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\""
            + " width=\"\(number(rect.width))\" height=\"\(number(rect.height))\" preserveAspectRatio=\"none\"/>"
    }
}

extension StableHasher {
    /// Combines an image's size and every sample, eight bytes to a word.
    mutating func combine(_ pixels: ImagePixels) {
        combine(pixels.width)
        combine(pixels.height)
        var word: UInt64 = 0
        for (index, byte) in pixels.samples.enumerated() {
            word = word << 8 | UInt64(byte)
            if index % 8 == 7 { combine(word); word = 0 }
        }
        combine(word)
    }
}
