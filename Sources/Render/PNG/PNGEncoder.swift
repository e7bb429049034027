import Foundation
internal import CPNG
internal import CPNGWriter

/// Writes a pixmap as PNG bytes (straight alpha, RGB when opaque, with a pHYs chunk), compressed
/// by figure deflate in Shapebook's own C writer, or by zlib through libpng.
///
/// Figures take figure deflate (`figures`: docs/render.md has the measurements that chose it);
/// libpng's writer (`libpngDefaults`) encodes the images an SVG embeds. All libpng calls run
/// inside `shapebook_png_encode` (Sources/CPNG/shim.h), which owns the `setjmp` target libpng's
/// errors jump to, so no `longjmp` ever crosses a Swift frame.
public struct PNGEncoder: Sendable {
    /// zlib's compression level, 0…9 (figure deflate has no levels).
    public var compressionLevel: Int32
    /// The row filters: libpng chooses among them adaptively, per row, when more than one is
    /// given; figure deflate applies the first of sub, up, paeth to every row, else none.
    public var filters: PNGFilters

    /// zlib's matching strategy, or nil for libpng's choice (`Z_FILTERED` when rows are filtered).
    public var strategy: PNGCompressionStrategy?

    /// The compressor of the image data: zlib through libpng, or figure deflate with Shapebook's
    /// own chunk writer.
    public var compressor: PNGCompressor

    /// In how many horizontal parts figure deflate compresses an image, each on a thread of its
    /// own; nil: one per core for images large enough to gain (`automaticPartCount`).
    public var partCount: Int? = nil

    /// An encoder with explicit zlib level, filters and strategy.
    public init(compressionLevel: Int32, filters: PNGFilters, strategy: PNGCompressionStrategy? = nil,
                compressor: PNGCompressor = .zlib) {
        self.compressionLevel = compressionLevel
        self.filters = filters
        self.strategy = strategy
        self.compressor = compressor
    }

    /// The settings for figures, stills and animation frames of any size: figure deflate without
    /// filters (docs/render.md, "PNG").
    public static let figures = PNGEncoder(compressionLevel: 1, filters: .none, compressor: .figureDeflate)
    /// libpng's own defaults (zlib level 6, adaptive filtering over all five filters).
    public static let libpngDefaults = PNGEncoder(compressionLevel: 6, filters: .all)

    /// Encodes `pixmap` with a density of `scale` × 72 pixels per inch.
    ///
    /// - Throws: `RenderError` if memory runs out or libpng reports a failure (it should not for
    ///   a valid pixmap).
    public func encode(_ pixmap: Pixmap, scale: Double) throws(RenderError) -> [UInt8] {
        try encode(premultiplied: pixmap.samples, width: pixmap.width, height: pixmap.height,
                   channels: Self.isOpaque(pixmap.samples) ? 3 : 4, scale: scale)
    }

    /// Encodes premultiplied RGBA8 `samples` of `width` × `height` pixels as RGB (`channels` 3:
    /// every pixel must be opaque) or RGBA, whatever their opacity: `encode(_:scale:)` chooses by
    /// opacity, the animation encoder's frames all take the first frame's channels.
    func encode(premultiplied samples: [UInt8], width: Int, height: Int, channels: Int32,
                scale: Double) throws(RenderError) -> [UInt8] {
        guard width > 0, height > 0, width < 1 << 30, height < 1 << 30 else {
            throw RenderError("a PNG needs at least one pixel, not \(width)×\(height)")
        }
        switch compressor {
        case .zlib:
            return try encode(straight: channels == 3 ? Self.dropAlpha(samples) : Self.unpremultiplied(samples),
                              channels: channels, width: width, height: height, scale: scale)
        case .figureDeflate:
            return try encodeInParts(samples, width: width, height: height, channels: channels, scale: scale)
        }
    }

    /// Encodes straight-alpha RGBA8 samples, or RGB8 when `channels` is 3, through libpng with this
    /// encoder's zlib settings (the libpng side of `encode(_:scale:)`, and all of `encode(_:)` for
    /// images).
    func encode(straight: [UInt8], channels: Int32, width: Int, height: Int, scale: Double) throws(RenderError) -> [UInt8] {
        let pixelsPerMetre = Self.pixelsPerMetre(scale)
        var output: UnsafeMutablePointer<UInt8>?
        var outputSize = 0
        var message = [CChar](repeating: 0, count: Int(SHAPEBOOK_PNG_MESSAGE_SIZE))
        let status = straight.withUnsafeBufferPointer { rgba in
            shapebook_png_encode(rgba.baseAddress, channels, UInt32(width), UInt32(height), pixelsPerMetre,
                                 compressionLevel, filters.rawValue, strategy?.rawValue ?? -1, &output, &outputSize, &message)
        }
        defer { free(output) }
        guard status == 0, let output else {
            throw RenderError("PNG encoding failed: \(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))")
        }
        return Array(UnsafeBufferPointer(start: output, count: outputSize))
    }

    /// The PNG written by `Sources/CPNGWriter/png_job.c`, which un-premultiplies, filters and frames
    /// the rows itself, compressed by figure deflate in horizontal parts on parallel threads; each
    /// part but the last ends continuable, so the parts follow one another as one zlib stream.
    private func encodeInParts(_ samples: [UInt8], width: Int, height: Int, channels: Int32,
                               scale: Double) throws(RenderError) -> [UInt8] {
        let filter: Int32 = filters.contains(.sub) ? 1 : filters.contains(.up) ? 2 : filters.contains(.paeth) ? 4 : 0
        let parts = partCount ?? Self.automaticPartCount(rawBytes: (width * Int(channels) + 1) * height)
        let job = SharedPNGJob()
        var output: UnsafeMutablePointer<UInt8>?
        var outputSize = 0
        let status = samples.withUnsafeBufferPointer { pixels -> Int32 in
            guard shapebook_png_job_begin(job.pointer, pixels.baseAddress, channels, UInt32(width), UInt32(height),
                                          filter, Int32(clamping: parts)) == 0 else { return -1 }
            let started = Int(job.pointer.pointee.part_count)
            // The pixels stay valid: `run` returns only after every claimed part has finished.
            BandThreads.run(count: started, extraThreads: started - 1) { index in
                shapebook_png_job_run_part(job.pointer, Int32(index))
            }
            return shapebook_png_job_finish(job.pointer, Self.pixelsPerMetre(scale), &output, &outputSize)
        }
        defer { free(output) }
        guard status == 0, let output else {
            throw RenderError("PNG encoding failed: out of memory for a \(width)×\(height) image")
        }
        return Array(UnsafeBufferPointer(start: output, count: outputSize))
    }

    /// Below this many bytes of filtered rows per part, a part's thread costs more than it saves.
    static let minimumPartBytes = 256 << 10

    /// One part per core, each at least `minimumPartBytes` of filtered rows.
    static func automaticPartCount(rawBytes: Int) -> Int {
        max(1, min(ProcessInfo.processInfo.activeProcessorCount, rawBytes / minimumPartBytes))
    }

    /// pHYs for `scale` × 72 dpi, in pixels per metre.
    static func pixelsPerMetre(_ scale: Double) -> UInt32 {
        UInt32(max(1, min(Double(UInt32.max / 2), (scale * 72 / 0.0254).rounded())))
    }

    /// True when every pixel has alpha 255: the PNG then stores RGB, a quarter less to compress.
    static func isOpaque(_ samples: [UInt8]) -> Bool {
        samples.withUnsafeBytes { bytes in
            let words = bytes.bindMemory(to: UInt32.self)
            var all: UInt32 = 0xFF00_0000
            for word in words { all &= UInt32(littleEndian: word) }
            return all == 0xFF00_0000
        }
    }

    /// The red, green and blue samples of every pixel (alpha dropped).
    static func dropAlpha(_ samples: [UInt8]) -> [UInt8] {
        let pixels = samples.count / 4
        return [UInt8](unsafeUninitializedCapacity: pixels * 3) { output, count in
            samples.withUnsafeBufferPointer { input in
                for pixel in 0..<pixels {
                    output[pixel * 3] = input[pixel * 4]
                    output[pixel * 3 + 1] = input[pixel * 4 + 1]
                    output[pixel * 3 + 2] = input[pixel * 4 + 2]
                }
            }
            count = pixels * 3
        }
    }

    /// Premultiplied samples divided back by alpha, rounded to nearest.
    static func unpremultiplied(_ samples: [UInt8]) -> [UInt8] {
        var result = samples
        result.withUnsafeMutableBufferPointer { pixels in
            for offset in stride(from: 0, to: pixels.count, by: 4) {
                let alpha = UInt32(pixels[offset + 3])
                guard alpha != 0 else {
                    (pixels[offset], pixels[offset + 1], pixels[offset + 2]) = (0, 0, 0)
                    continue
                }
                guard alpha != 255 else { continue }
                for channel in offset..<offset + 3 {
                    pixels[channel] = UInt8(min(255, (UInt32(pixels[channel]) * 255 + alpha / 2) / alpha))
                }
            }
        }
        return result
    }
}

/// PNG row filters, with libpng's bit values (`PNG_FILTER_NONE` … `PNG_FILTER_PAETH`).
public struct PNGFilters: OptionSet, Hashable, Sendable {
    /// libpng's bit mask.
    public let rawValue: Int32

    /// Wraps libpng's bit mask.
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// Each byte as is.
    public static let none = PNGFilters(rawValue: 0x08)
    /// Each byte minus the one to its left.
    public static let sub = PNGFilters(rawValue: 0x10)
    /// Each byte minus the one above.
    public static let up = PNGFilters(rawValue: 0x20)
    /// Each byte minus the mean of left and above.
    public static let average = PNGFilters(rawValue: 0x40)
    /// Each byte minus the Paeth predictor.
    public static let paeth = PNGFilters(rawValue: 0x80)
    /// All five, chosen per row by libpng's heuristic (its default).
    public static let all: PNGFilters = [.none, .sub, .up, .average, .paeth]
}

/// What compresses a PNG's image data.
public enum PNGCompressor: Hashable, Sendable {
    /// zlib, through libpng (every filter set and strategy).
    case zlib
    /// Shapebook's figure deflate (`Sources/CPNGWriter/figure_deflate.c`): matches only at the distances
    /// where a rendered figure's pixels repeat (left, above, above and a pixel or two aside), found
    /// 16 bytes at a time; no levels, one filter per image.
    case figureDeflate

    /// The compressor's name in render-cache keys.
    var cacheName: String {
        switch self {
        case .zlib: "zlib"
        case .figureDeflate: "figure-deflate"
        }
    }
}

/// zlib's strategies, with zlib's values.
public enum PNGCompressionStrategy: Int32, Hashable, Sendable {
    /// Plain deflate.
    case standard = 0
    /// Tuned for filtered data: fewer string matches, more Huffman coding.
    case filtered = 1
    /// Huffman coding only.
    case huffmanOnly = 2
    /// Matches at distance one only: run lengths, which is what flat colour is.
    case runLength = 3
    /// Fixed Huffman codes.
    case fixed = 4
}

/// The C encode job that part threads share: allocated once, freed with this object.
private final class SharedPNGJob: @unchecked Sendable {
    // Each thread writes only its own part of the job (shapebook_png_job_run_part).
    let pointer = UnsafeMutablePointer<shapebook_png_job>.allocate(capacity: 1)

    deinit { pointer.deallocate() }
}
