import Canvas
import Foundation
import Geometry
import Testing
@testable import Render

/// The PDF file: its structure, balanced graphics states under any scopes, size, and images
/// placed and oriented exactly (drawn 1:1 by poppler).
struct PDFWriterTests {
    private func text(_ list: DisplayList, scale: Double = 2) throws -> String {
        String(decoding: try PDFWriter.document(for: list, size: list.size, scale: scale, title: "test", compressed: false),
               as: UTF8.self)
    }

    @Test func theCrossReferenceTablePointsAtEveryObject() throws {
        let list = FigureCatalogue.all.first { $0.name == "group-nested-with-clip" }!.figure.displayList
        let bytes = try PDFWriter.document(for: list, size: list.size, scale: 2, title: "groups")
        let file = String(decoding: bytes, as: UTF8.self)
        #expect(file.hasPrefix("%PDF-1.4\n") && file.hasSuffix("%%EOF\n"))
        let startxref = try #require(file.range(of: "startxref\n", options: .backwards))
        let tableOffset = try #require(Int(file[startxref.upperBound...].prefix { $0.isNumber }))
        let table = Array(bytes[tableOffset...])
        let lines = String(decoding: table, as: UTF8.self).split(separator: "\n")
        #expect(lines[0] == "xref")
        let count = try #require(Int(lines[1].split(separator: " ")[1]))
        for number in 1..<count {
            let offset = try #require(Int(lines[2 + number].prefix(10)))
            let header = String(decoding: bytes[offset..<min(bytes.count, offset + 12)], as: UTF8.self)
            #expect(header.hasPrefix("\(number) 0 obj"), "object \(number) at \(offset): \(header)")
        }
        #expect(file.contains("/MediaBox [0 0 150 150]"))
    }

    @Test func everyContentStreamSavesAndRestoresAsOftenUnderUnbalancedScopes() throws {
        let list = FigureCatalogue.all.first { $0.name == "scopes-unbalanced" }!.figure.displayList
        var extra = list
        extra.items += [.endClip, .endGroup, .beginClip(path: FigureCatalogue.circle, rule: .evenOdd)]
        let pdf = try text(extra)
        let streams = pdf.components(separatedBy: "stream\n").dropFirst().map { $0.components(separatedBy: "\nendstream")[0] }
        #expect(streams.count >= 3)  // the page and two groups
        for stream in streams {
            let operators = stream.split(whereSeparator: { $0 == " " || $0 == "\n" })
            #expect(operators.filter { $0 == "q" }.count == operators.filter { $0 == "Q" }.count, "\(stream)")
        }
        #expect(pdf.contains(" W* n"), "an even-odd clip")
    }

    @Test func strokesAreNativeWithTheirStyle() throws {
        let style = StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, miterLimit: 10, dash: [4, 2], dashPhase: 1)
        let pdf = try text(DisplayList(size: Size(width: 50, height: 50), items: [
            .stroke(path: FigureCatalogue.zigzag, paint: .solid(RGBA(red: 1, green: 0, blue: 0, alpha: 0.5)), style: style),
        ]))
        #expect(pdf.contains("1 0 0 RG 3 w 1 J 2 j [4 2] 1 d"))
        #expect(pdf.contains("/CA 0.5"))
        #expect(pdf.contains("25 120 m 55 35 l"))
        #expect(pdf.contains("1 0 0 -1 0 50 cm"), "the y axis flipped once, at the start")
    }

    @Test func translucentGradientStopsBecomeASoftMask() throws {
        let pdf = try text(FigureCatalogue.all.first { $0.name == "gradient-linear-translucent" }!.figure.displayList)
        #expect(pdf.contains("/ShadingType 2"))
        #expect(pdf.contains("/ColorSpace /DeviceGray /Function"))
        #expect(pdf.contains("/SMask <</Type /Mask /S /Luminosity"))
    }

    /// A typical figure's PDF is under 10 KB: every display-list figure of the catalogue (shapes,
    /// strokes, gradients, clips, groups, masks, blend modes), and the median of the seed and view
    /// figures. Text is glyph outlines, so the text-heavy views and the seed grids with captions
    /// run to 12–21 KB. A figure with a layer PDF cannot draw (a blur, a shadow, a Porter–Duff
    /// mode) carries that layer's pixels: it is about the size of its PNG.
    @Test func typicalFiguresAreSmall() throws {
        let cells = try FigureCatalogue.seeds.get() + (try FigureCatalogue.views.get())
        let entries = (FigureCatalogue.all + cells).filter { !$0.name.hasPrefix("image") }
        let rasterized = entries.filter { Self.rasterizesALayer($0.figure.displayList.items) }
        let vector = entries.filter { !Self.rasterizesALayer($0.figure.displayList.items) }
        for entry in FigureCatalogue.all where !entry.name.hasPrefix("image") && !Self.rasterizesALayer(entry.figure.displayList.items) {
            #expect(try Renderer().pdf(entry.figure).count < 10_000, "\(entry.name)")
        }
        let cellNames = Set(cells.map(\.name))
        let sizes = try vector.filter { cellNames.contains($0.name) }.map { try Renderer().pdf($0.figure).count }.sorted()
        #expect(sizes.count > 20 && sizes[sizes.count / 2] < 10_000, "median \(sizes[sizes.count / 2]) bytes")
        #expect(sizes.last ?? 0 < 25_000, "largest \(sizes.last ?? 0) bytes")
        print("PDF sizes of \(sizes.count) seed and view figures: median \(sizes[sizes.count / 2]), largest \(sizes.last ?? 0) bytes")
        #expect(rasterized.count >= 10, "the catalogue's blurs, shadows and Porter–Duff layers")
        for entry in rasterized {
            let (pdf, png) = (try Renderer().pdf(entry.figure).count, try Renderer().png(entry.figure).count)
            #expect(pdf < png * 3 / 2 + 10_000, "\(entry.name): PDF \(pdf) bytes, PNG \(png) bytes")
            print("PDF of \(entry.name): \(pdf) bytes, PNG \(png) bytes")
        }
    }

    /// True when some layer of `items` (or of a mask in them) is drawn by the rasterizer.
    static func rasterizesALayer(_ items: [DisplayItem]) -> Bool {
        items.contains { item in
            guard case .beginLayer(let layer) = item else { return false }
            return !layer.filters.isEmpty || layer.blendMode.pdfName == nil || rasterizesALayer(layer.mask ?? [])
        }
    }

    /// An image drawn at one device pixel per image pixel: poppler shows it where the PNG has it
    /// (the same bounding box), the right way up (green grows downwards, blue steps up halfway
    /// across) and in the same colours within its interpolation (poppler's bilinear filter maps
    /// the first and last pixel centres to the edges, so values inside lean by up to a pixel).
    @Test(.enabled(if: AgreementHarness.hasPdftoppm)) func anImageComesBackInPlaceAndTheRightWayUp() throws {
        var samples: [UInt8] = []
        for y in 0..<20 {
            for x in 0..<30 { samples += [UInt8(x * 8), UInt8(y * 12), x < 15 ? 40 : 220, 255] }
        }
        let image = try ImagePixels(width: 30, height: 20, samples: samples)
        let figure = Figure(displayList: DisplayList(size: Size(width: 40, height: 30), background: .white, items: [
            .image(image, rect: Rect(x: 5, y: 5, width: 15, height: 10)),
        ]), scale: 2, description: "image 1:1")
        let directory = AgreementHarness.outputDirectory.appendingPathComponent("image-in-place")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(Renderer().pdf(figure)).write(to: directory.appendingPathComponent("image.pdf"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: AgreementHarness.pdftoppmPath)
        process.arguments = ["-png", "-singlefile", "-scale-to-x", "80", "-scale-to-y", "60",
                             directory.appendingPathComponent("image.pdf").path, directory.appendingPathComponent("out").path]
        try process.run()
        process.waitUntilExit()
        let theirs = try PNGDecoder.decode([UInt8](try Data(contentsOf: directory.appendingPathComponent("out.png"))))
        func sample(_ x: Int, _ y: Int, _ channel: Int) -> Int { Int(theirs.samples[(y * 80 + x) * 4 + channel]) }
        var box = (minX: 80, minY: 60, maxX: -1, maxY: -1)
        for y in 0..<60 {
            for x in 0..<80 where (0..<3).contains(where: { sample(x, y, $0) < 250 }) {
                box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
            }
        }
        // Pixels 10…39 and 10…29; poppler's edge may touch the next pixel too.
        #expect(box.minX == 10 && box.minY == 10 && (39...40).contains(box.maxX) && (29...30).contains(box.maxY),
                "the image covers \(box)")
        #expect(sample(20, 12, 1) < 40 && sample(20, 27, 1) > 180, "green grows downwards")
        #expect(sample(15, 20, 2) < 60 && sample(35, 20, 2) > 200, "blue steps up halfway across")
        #expect(abs(sample(30, 20, 0) - 160) <= 12, "red at the middle column: \(sample(30, 20, 0))")
    }
}
