import Canvas
import Geometry
import Testing
@testable import Render

/// PNG through libpng: round trip, density, un-premultiplication, refusal of bad input.
struct PNGTests {
    @Test func roundTripGivesTheSamePixels() throws {
        let figure = FigureCatalogue.all.first { $0.name == "fill-translucent-overlap" }!.figure
        let renderer = Renderer()
        let pixmap = try renderer.pixmap(figure)
        let decoded = try PNGDecoder.decode(try renderer.png(figure))
        #expect(decoded.width == pixmap.width && decoded.height == pixmap.height)
        // Straight alpha in the file: premultiplying again gives the pixmap back within rounding.
        var worst = 0
        for offset in stride(from: 0, to: pixmap.samples.count, by: 4) {
            let alpha = Int(decoded.samples[offset + 3])
            #expect(alpha == Int(pixmap.samples[offset + 3]))
            for channel in offset..<offset + 3 {
                let premultiplied = (Int(decoded.samples[channel]) * alpha + 127) / 255
                worst = max(worst, abs(premultiplied - Int(pixmap.samples[channel])))
            }
        }
        #expect(worst <= 1)
    }

    @Test func densityIsWrittenAsPHYs() throws {
        let figure = TestShapes.figure(10, 10, scale: 2, [])
        let decoded = try PNGDecoder.decode(try Renderer().png(figure))
        // 144 dpi is 5669.29 pixels per metre.
        #expect(decoded.pixelsPerMetreX == 5669 && decoded.pixelsPerMetreY == 5669)
        let single = try PNGDecoder.decode(try Renderer().png(TestShapes.figure(10, 10, scale: 1, [])))
        #expect(single.pixelsPerMetreX == 2835)
    }

    @Test func opaquePixelsKeepTheirColour() throws {
        let color = RGBA(red: 0.1, green: 0.5, blue: 0.9)
        let rect = TestShapes.rectangle(Rect(x: 0, y: 0, width: 4, height: 4))
        let decoded = try PNGDecoder.decode(try Renderer().png(TestShapes.figure(4, 4, [.fill(path: rect, paint: .solid(color), rule: .nonZero)])))
        #expect(Array(decoded.samples[0..<4]) == [26, 128, 230, 255])
    }

    @Test func opaqueFiguresAreStoredAsRGB() throws {
        // IHDR's colour type sits at byte 25: 2 is RGB, 6 is RGBA.
        let opaque = try Renderer().png(TestShapes.figure(8, 8, background: .white, []))
        let transparent = try Renderer().png(TestShapes.figure(8, 8, []))
        #expect(opaque[25] == 2 && transparent[25] == 6)
        #expect(try PNGDecoder.decode(opaque).samples == [UInt8](repeating: 255, count: 8 * 8 * 4))
    }

    @Test func unpremultiplyRoundsToNearest() {
        // 50% alpha red premultiplied is 128; straight it is back to 255.
        #expect(PNGEncoder.unpremultiplied([128, 64, 0, 128]) == [255, 128, 0, 128])
        #expect(PNGEncoder.unpremultiplied([9, 9, 9, 0]) == [0, 0, 0, 0])
    }

    @Test func everySettingDecodesToTheSamePixels() throws {
        let figure = FigureCatalogue.all.first { $0.name == "gradient-radial" }!.figure
        let pixmap = try Renderer().pixmap(figure)
        let reference = try PNGDecoder.decode(try PNGEncoder.libpngDefaults.encode(pixmap, scale: 2)).samples
        for level in [Int32(1), 2, 3, 9] {
            for filters in [PNGFilters.none, .sub, .up, .all] {
                let encoder = PNGEncoder(compressionLevel: level, filters: filters)
                #expect(try PNGDecoder.decode(try encoder.encode(pixmap, scale: 2)).samples == reference)
            }
        }
    }

    @Test func ownChunkWriterDecodesToLibpngsPixelsUnderEveryFilter() throws {
        // Translucent gradients (RGBA, un-premultiplied in C) and an opaque figure (RGB).
        for name in ["gradient-radial", "fill-translucent-overlap"] {
            let figure = FigureCatalogue.all.first { $0.name == name }!.figure
            for background in [RGBA?.none, .white] {
                var list = figure.displayList
                if let background { list = DisplayList(size: list.size, background: background, items: list.items) }
                let pixmap = try Renderer().pixmap(Figure(displayList: list, scale: figure.scale, description: name))
                let reference = try PNGDecoder.decode(try PNGEncoder.libpngDefaults.encode(pixmap, scale: 2))
                for filters in [PNGFilters.none, .sub, .up, .paeth] {
                    let encoder = PNGEncoder(compressionLevel: 1, filters: filters, compressor: .figureDeflate)
                    let png = try encoder.encode(pixmap, scale: 2)
                    let decoded = try PNGDecoder.decode(png)
                    #expect(decoded.samples == reference.samples, "\(name) filters \(filters.rawValue)")
                    #expect(decoded.pixelsPerMetreX == 5669 && png[25] == (background == nil ? 6 : 2))
                }
            }
        }
    }

    @Test func ownChunkWriterUnpremultipliesLikeTheSwiftPath() throws {
        // Noise of every alpha, at widths that leave 0…3 pixels after the C side's four-pixel
        // steps, with runs of opaque and of cleared pixels, and colour left under alpha 0
        // (not valid premultiplied colour: written as zero, as the Swift path does).
        for width in [97, 98, 99, 100, 1] {
            var pixmap = try ParallelPNGTests.noise(width: width, height: 7, seed: UInt64(width))
            for x in 0..<min(width, 12) {
                pixmap.samples.replaceSubrange(4 * x..<4 * x + 4, with: x < 8 ? [10, 20, 30, 255] : [0, 0, 0, 0])
            }
            pixmap.samples.replaceSubrange(4 * width..<4 * width + 4, with: [9, 9, 9, 0])
            var encoder = PNGEncoder.figures
            encoder.partCount = 1
            let decoded = try PNGDecoder.decode(try encoder.encode(pixmap, scale: 1))
            #expect(decoded.samples == PNGEncoder.unpremultiplied(pixmap.samples), "width \(width)")
        }
    }

    @Test func aLargeImageInAutomaticPartsKeepsItsPixels() throws {
        // 1500 × 1500 pixels: filtered rows for several parts (one per core), translucent (RGBA).
        let star = TestShapes.star(points: 7, center: Point(x: 375, y: 375), outerRadius: 360, innerRadius: 150)
        let figure = TestShapes.figure(750, 750, scale: 2, [.fill(path: star, paint: .solid(RGBA(red: 0.9, green: 0.4, blue: 0.1, alpha: 0.7)), rule: .nonZero)])
        let pixmap = try Renderer().pixmap(figure)
        let decoded = try PNGDecoder.decode(try PNGEncoder.figures.encode(pixmap, scale: 2))
        #expect(decoded.width == 1500 && decoded.height == 1500)
        #expect(decoded.samples == PNGEncoder.unpremultiplied(pixmap.samples))
    }

    @Test func garbageIsRefusedWithAMessage() {
        #expect(throws: RenderError.self) { try PNGDecoder.decode([1, 2, 3]) }
        let truncated = (try? Renderer().png(TestShapes.figure(20, 20, []))).map { Array($0.prefix(40)) } ?? []
        #expect(throws: RenderError.self) { try PNGDecoder.decode(truncated) }
    }
}
