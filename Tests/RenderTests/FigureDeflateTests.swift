import Testing
@testable import Render

/// Figure deflate (`Sources/CPNGWriter/figure_deflate.c`): its streams are valid deflate that an
/// independent decoder (libdeflate's) inflates back to the input, both scans write the same bytes,
/// and continuable parts chain into one stream.
struct FigureDeflateTests {
    /// PNG-like rows: a filter byte, then `width` pixels of `bytesPerPixel` from `pixel(x, y)`.
    static func rows(width: Int, height: Int, bytesPerPixel: Int, pixel: (Int, Int) -> [UInt8]) -> [UInt8] {
        var bytes: [UInt8] = []
        for y in 0..<height {
            bytes.append(0)
            for x in 0..<width { bytes += pixel(x, y).prefix(bytesPerPixel) }
        }
        return bytes
    }

    /// Bytes from a fixed-seed linear congruential generator: nothing repeats, every byte a literal.
    static func noise(count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
    }

    /// A named input with its row layout.
    struct Input: CustomTestStringConvertible, Sendable {
        let name: String
        let bytes: [UInt8]
        let rowBytes: Int
        let bytesPerPixel: Int
        var testDescription: String { name }
    }

    /// Inputs that reach every path: nothing, fewer bytes than a match, a radial gradient (matches
    /// above and aside), long runs (matches of 258), noise (literal-only blocks, split at exactly the
    /// block size), rows wider than the 32 KiB window (no distance above), one-pixel-wide RGB.
    static let inputs: [Input] = [
        Input(name: "empty", bytes: [], rowBytes: 1, bytesPerPixel: 4),
        Input(name: "three bytes", bytes: [0, 9, 9], rowBytes: 3, bytesPerPixel: 3),
        Input(name: "radial gradient", bytes: rows(width: 150, height: 120, bytesPerPixel: 4) { x, y in
            let distance = Double((x - 70) * (x - 70) + (y - 60) * (y - 60)).squareRoot()
            let value = UInt8(max(0, 255 - distance * 1.7))
            return [value, UInt8(value / 2 + 60), 230, distance < 80 ? 255 : 0]
        }, rowBytes: 601, bytesPerPixel: 4),
        Input(name: "zeros", bytes: [UInt8](repeating: 0, count: 100_000), rowBytes: 401, bytesPerPixel: 4),
        Input(name: "noise", bytes: noise(count: 150_000, seed: 11), rowBytes: 1_201, bytesPerPixel: 4),
        Input(name: "rows wider than the window", bytes: rows(width: 9_000, height: 3, bytesPerPixel: 4) { x, y in
            [UInt8(x / 7 % 256), UInt8(y), 40, 255]
        }, rowBytes: 36_001, bytesPerPixel: 4),
        Input(name: "one pixel wide", bytes: rows(width: 1, height: 500, bytesPerPixel: 3) { _, y in
            [UInt8(y / 3 % 256), 7, 7]
        }, rowBytes: 4, bytesPerPixel: 3),
    ]

    @Test(arguments: inputs)
    func inflatesBackToTheInput(input: Input) throws {
        for vectorScan in [true, false] {
            let stream = FigureDeflate.compress(input.bytes, rowBytes: input.rowBytes, bytesPerPixel: input.bytesPerPixel,
                                                vectorScan: vectorScan)
            let inflated = try #require(FigureDeflate.inflate(stream, size: input.bytes.count), "vector scan \(vectorScan)")
            #expect(inflated == input.bytes, "vector scan \(vectorScan)")
        }
    }

    @Test(arguments: inputs)
    func bothScansWriteTheSameBytes(input: Input) {
        let vector = FigureDeflate.compress(input.bytes, rowBytes: input.rowBytes, bytesPerPixel: input.bytesPerPixel)
        let scalar = FigureDeflate.compress(input.bytes, rowBytes: input.rowBytes, bytesPerPixel: input.bytesPerPixel,
                                            vectorScan: false)
        #expect(vector == scalar)
    }

    @Test(arguments: inputs)
    func continuablePartsChainIntoOneStream(input: Input) throws {
        // Cut at row boundaries into three parts; all but the last end with an empty stored block.
        let rowCount = input.bytes.count / max(input.rowBytes, 1)
        let cuts = [0, rowCount / 3 * input.rowBytes, 2 * rowCount / 3 * input.rowBytes, input.bytes.count]
        var stream: [UInt8] = []
        for part in 0..<3 {
            let bytes = Array(input.bytes[cuts[part]..<cuts[part + 1]])
            let compressed = FigureDeflate.compress(bytes, rowBytes: input.rowBytes, bytesPerPixel: input.bytesPerPixel,
                                                    final: part == 2)
            if part < 2 { #expect(compressed.suffix(4) == [0, 0, 0xFF, 0xFF]) }
            stream += compressed
        }
        #expect(FigureDeflate.inflate(stream, size: input.bytes.count) == input.bytes)
    }

    @Test func repeatsCompressToAFractionAndNoiseStaysBounded() throws {
        // 100,000 zeros are one literal and matches of 258 at distance 4: two bits-ish per match.
        let zeros = FigureDeflate.compress([UInt8](repeating: 0, count: 100_000), rowBytes: 401, bytesPerPixel: 4)
        #expect(zeros.count < 400)
        // Noise cannot shrink, and grows by at most its Huffman codes' rounding and block headers.
        let noise = Self.noise(count: 150_000, seed: 11)
        let compressed = FigureDeflate.compress(noise, rowBytes: 1_201, bytesPerPixel: 4)
        #expect(compressed.count > 148_000 && compressed.count < 155_000)
    }

    @Test func theCatalogueCompressesBelowZlibsFastestLevel() throws {
        // Over every catalogue figure (flat colours, strokes, text, gradients, images), figure
        // deflate's PNGs together are smaller than zlib level 1's, unfiltered (526,519 against
        // 598,814 bytes on 2026-11-24; libpng's defaults, zlib 6 with adaptive filters, make
        // 440,671 at several times the time: docs/render.md).
        var own = PNGEncoder.figures
        own.partCount = 1
        let fastest = PNGEncoder(compressionLevel: 1, filters: .none)
        var ownTotal = 0, fastestTotal = 0
        for entry in FigureCatalogue.all {
            let pixmap = try Renderer().pixmap(entry.figure)
            ownTotal += try own.encode(pixmap, scale: entry.figure.scale).count
            fastestTotal += try fastest.encode(pixmap, scale: entry.figure.scale).count
        }
        #expect(ownTotal < fastestTotal, "figure deflate \(ownTotal) B, zlib level 1 \(fastestTotal) B")
    }
}
