import Canvas
import Foundation
import Geometry
import Testing
@testable import Render

/// The PNG encoder's parts: rows compressed on parallel threads and chained into one zlib stream
/// must decode (through libpng, which checks the Adler-32) to exactly the one-part image.
struct ParallelPNGTests {
    /// Premultiplied noise: incompressible, so libdeflate writes stored blocks, which the chain
    /// walker must step over by their length.
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

    /// libdeflate at three levels (its parts are chained by the walker), and figure deflate (which
    /// writes continuable parts itself).
    static let compressors: [(PNGCompressor, Int32)] = [(.libdeflate, 1), (.libdeflate, 4), (.libdeflate, 12), (.figureDeflate, 1)]

    @Test(arguments: compressors)
    func partsDecodeToTheOnePartImage(compressor: PNGCompressor, level: Int32) throws {
        let pixmaps = [try Self.noise(width: 97, height: 61, seed: 7),
                       try Self.catalogue("gradient-radial"),
                       try Self.catalogue("fill-translucent-overlap", background: .white),
                       try Pixmap(width: 40, height: 33),
                       try Pixmap(width: 1, height: 50, background: RGBA(red: 0.2, green: 0.4, blue: 0.6))]
        for (index, pixmap) in pixmaps.enumerated() {
            for filters in [PNGFilters.none, .sub, .up, .paeth] {
                var encoder = PNGEncoder(compressionLevel: level, filters: filters, compressor: compressor)
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

    @Test func largeImagesUseTheChosenPartCount() throws {
        // Over the two-megapixel switch the large-image settings take the encoder's part count.
        let pixmap = try Pixmap(width: 1500, height: 1500, background: RGBA(red: 1, green: 0.5, blue: 0))
        var encoder = PNGEncoder.figures
        encoder.partCount = 3
        let three = try encoder.encode(pixmap, scale: 2)
        encoder.partCount = 1
        let one = try encoder.encode(pixmap, scale: 2)
        // Each chained part adds at least its empty stored block.
        #expect(three.count > one.count)
        #expect(try PNGDecoder.decode(three).samples == PNGDecoder.decode(one).samples)
    }

    /// The raw deflate stream inside a one-part PNG: IDAT data less the zlib header and Adler-32.
    static func deflateStream(of png: [UInt8]) throws -> [UInt8] {
        // Signature 8, IHDR 25, pHYs 21: IDAT's length is next, then its type and data.
        let length = png[54..<58].reduce(0) { $0 << 8 | Int($1) }
        try #require(Array(png[58..<62]) == Array("IDAT".utf8))
        return Array(png[(62 + 2)..<(62 + length - 4)])
    }

    @Test func aContinuableStreamEndsWithAnEmptyStoredBlock() throws {
        var encoder = PNGEncoder.figures
        encoder.partCount = 1
        for pixmap in [try Self.noise(width: 50, height: 50, seed: 1), try Self.catalogue("gradient-radial")] {
            let stream = try Self.deflateStream(of: try encoder.encode(pixmap, scale: 1))
            let chained = try #require(DeflateChaining.continuable(stream))
            #expect(Array(chained.suffix(4)) == [0x00, 0x00, 0xFF, 0xFF])
            #expect(chained.count >= stream.count + 4 && chained.count <= stream.count + 5)
            // The first block is no longer final unless another block followed it; either way
            // the stream as a whole no longer ends: walking it again finds no final block.
            #expect(DeflateChaining.continuable(chained) == nil)
        }
    }

    @Test func truncatedAndRandomStreamsAreRefusedNotCrashedOn() throws {
        var encoder = PNGEncoder.figures
        encoder.partCount = 1
        let stream = try Self.deflateStream(of: try encoder.encode(try Self.catalogue("gradient-radial"), scale: 1))
        for length in stride(from: 0, to: stream.count - 1, by: max(1, stream.count / 97)) {
            #expect(DeflateChaining.continuable(Array(stream.prefix(length))) == nil, "prefix of \(length) bytes")
        }
        var state: UInt64 = 12345
        for round in 0..<2000 {
            let count = round % 300
            let bytes = (0..<count).map { _ -> UInt8 in
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return UInt8(truncatingIfNeeded: state >> 33)
            }
            if let chained = DeflateChaining.continuable(bytes) {
                // Random bytes can happen to be a valid stream; then the result must end properly.
                #expect(Array(chained.suffix(4)) == [0x00, 0x00, 0xFF, 0xFF])
            }
        }
    }
}
