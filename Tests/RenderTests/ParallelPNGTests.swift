import Canvas
import Foundation
import Geometry
import Testing
@testable import Render

/// The PNG encoder's parts: rows compressed on parallel threads, following one another as one
/// zlib stream, must decode (through libpng, which checks the Adler-32) to exactly the one-part
/// image.
struct ParallelPNGTests {
    /// Premultiplied noise: incompressible, so figure deflate writes literal-only blocks.
    static func noise(width: Int, height: Int, seed: UInt64) throws -> Pixmap {
        var pixmap = try Pixmap(width: width, height: height)
        var state = seed
        for offset in stride(from: 0, to: pixmap.samples.count, by: 4) {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let alpha = UInt8(truncatingIfNeeded: state >> 56)
            for channel in 0..<3 {
                let value = UInt8(truncatingIfNeeded: state >> (8 * UInt64(channel) + 16))
                pixmap.samples[offset + channel] = UInt8(UInt16(value) % (UInt16(alpha) + 1))
            }
            pixmap.samples[offset + 3] = alpha
        }
        return pixmap
    }

    static func catalogue(_ name: String, background: RGBA? = nil) throws -> Pixmap {
        let figure = try #require(FigureCatalogue.all.first { $0.name == name }).figure
        var list = figure.displayList
        if let background { list = DisplayList(size: list.size, background: background, items: list.items) }
        return try Renderer().pixmap(Figure(displayList: list, scale: figure.scale, description: name))
    }

    @Test func partsDecodeToTheOnePartImage() throws {
        let pixmaps = [try Self.noise(width: 97, height: 61, seed: 7),
                       try Self.catalogue("gradient-radial"),
                       try Self.catalogue("fill-translucent-overlap", background: .white),
                       try Pixmap(width: 40, height: 33),
                       try Pixmap(width: 1, height: 50, background: RGBA(red: 0.2, green: 0.4, blue: 0.6))]
        for (index, pixmap) in pixmaps.enumerated() {
            for filters in [PNGFilters.none, .sub, .up, .paeth] {
                var encoder = PNGEncoder(compressionLevel: 1, filters: filters, compressor: .figureDeflate)
                encoder.partCount = 1
                let reference = try PNGDecoder.decode(try encoder.encode(pixmap, scale: 2))
                for parts in [2, 3, 7, 16] {
                    encoder.partCount = parts
                    let decoded = try PNGDecoder.decode(try encoder.encode(pixmap, scale: 2))
                    #expect(decoded.samples == reference.samples, "pixmap \(index), \(parts) parts, filters \(filters.rawValue)")
                    #expect(decoded.width == pixmap.width && decoded.height == pixmap.height)
                }
            }
        }
    }

    @Test func morePartsThanRowsIsOnePartPerRow() throws {
        var encoder = PNGEncoder.figures
        encoder.partCount = 40
        let pixmap = try Self.noise(width: 30, height: 3, seed: 3)
        encoder.partCount = 1
        let one = try PNGDecoder.decode(try encoder.encode(pixmap, scale: 1))
        encoder.partCount = 40
        #expect(try PNGDecoder.decode(try encoder.encode(pixmap, scale: 1)).samples == one.samples)
    }

    @Test func automaticPartsFollowTheFilteredRowBytes() {
        #expect(PNGEncoder.automaticPartCount(rawBytes: 100_000) == 1)
        #expect(PNGEncoder.automaticPartCount(rawBytes: PNGEncoder.minimumPartBytes * 64) >= 1)
        #expect(PNGEncoder.automaticPartCount(rawBytes: PNGEncoder.minimumPartBytes * 64)
                    <= ProcessInfo.processInfo.activeProcessorCount)
    }

    @Test func eachPartAfterTheFirstIsReallyWritten() throws {
        // A forced part count is used whatever the image's size: each part but the last ends
        // with its empty stored block, so three parts write more bytes than one, same pixels.
        let pixmap = try Pixmap(width: 150, height: 120, background: RGBA(red: 1, green: 0.5, blue: 0))
        var encoder = PNGEncoder.figures
        encoder.partCount = 3
        let three = try encoder.encode(pixmap, scale: 2)
        encoder.partCount = 1
        let one = try encoder.encode(pixmap, scale: 2)
        #expect(three.count >= one.count + 2 * 4)  // LEN and NLEN of each empty stored block
        #expect(try PNGDecoder.decode(three).samples == PNGDecoder.decode(one).samples)
    }
}
