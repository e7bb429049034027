import Canvas
import Foundation
import Geometry
import Testing
@testable import Render

/// Layers in PDF: opacity, W3C blend modes and masks as PDF's own transparency (vectors);
/// filters and Porter–Duff modes as the rasterizer's pixels, never dropped. The catalogue's
/// effect figures are checked against poppler by `PDFAgreementTests`; the figures here are the
/// awkward scopes around and inside layers.
struct PDFLayerTests {
    private func text(_ items: [DisplayItem], background: RGBA = .clear) throws -> String {
        let list = DisplayList(size: Size(width: 100, height: 80), background: background, items: items)
        return String(decoding: try PDFWriter.document(for: list, size: list.size, scale: 2, title: "layers", compressed: false),
                      as: UTF8.self)
    }

    /// The streams of an uncompressed PDF: each one's dictionary (its object's line) and data.
    private func streams(_ pdf: String) -> [(dictionary: String, data: String)] {
        let parts = pdf.components(separatedBy: ">>\nstream\n")
        return zip(parts, parts.dropFirst()).map { before, after in
            (String(before.split(separator: "\n").last ?? ""), after.components(separatedBy: "\nendstream")[0])
        }
    }

    /// The page's content stream (the one stream without a type).
    private func page(_ pdf: String) -> String {
        streams(pdf).first { $0.dictionary.hasPrefix("<</Length") }?.data ?? ""
    }

    /// Every content stream (the page's, forms') has as many `q` as `Q`.
    private func expectBalanced(_ pdf: String, _ comment: String) {
        for stream in streams(pdf) where !stream.dictionary.contains("/Subtype /Image") {
            let operators = stream.data.split(whereSeparator: { $0 == " " || $0 == "\n" })
            #expect(operators.filter { $0 == "q" }.count == operators.filter { $0 == "Q" }.count, "\(comment): \(stream.data)")
        }
    }

    @Test func opacityBlendModesAndMasksAreVectors() throws {
        let pdf = try text([
            rectangle(Rect(x: 0, y: 0, width: 100, height: 80), FigureCatalogue.gold),
            .beginLayer(Layer(opacity: 0.5, blendMode: .colorDodge, mask: [disc(50, 40, 30, .black)])),
            disc(50, 40, 35, FigureCatalogue.teal),
            .endGroup,
            .beginLayer(Layer(blendMode: .multiply)),
            rectangle(Rect(x: 10, y: 10, width: 30, height: 30), FigureCatalogue.coral),
            .endGroup,
        ])
        #expect(pdf.contains("/ca 0.5 /CA 0.5 /BM /ColorDodge /SMask <</Type /Mask /S /Alpha /G "))
        #expect(pdf.contains("<</Type /ExtGState /BM /Multiply>>"))
        #expect(!pdf.contains("/Subtype /Image"), "nothing rasterized")
        expectBalanced(pdf, "vector layers")
        #expect(BlendMode.allCases.filter { $0.pdfName != nil }.count == 16)
        #expect(BlendMode.softLight.pdfName == "SoftLight" && BlendMode.plusLighter.pdfName == nil)
    }

    @Test func aFilteredLayerIsAnImageOfItsInkOnly() throws {
        let pdf = try text([
            .beginLayer(Layer(filters: [.blur(radius: 3)])),
            disc(30, 30, 10, FigureCatalogue.coral),
            .endGroup,
        ])
        // The disc spans 20…40 pt and the blur 3σ = 9 pt more each side, at 2 px per point: at
        // most 76 px of the figure's 200.
        let width = pdf.firstMatch(of: /\/Subtype \/Image \/Width (\d+)/).map { Int($0.output.1)! } ?? 0
        #expect((60...78).contains(width), "the image is cropped to the layer's ink: \(width) px wide")
        #expect(pdf.contains("/SMask"), "its alpha as a soft mask")
        #expect(!pdf.contains("/Interpolate"), "the rasterizer's pixels, not resampled")
        expectBalanced(pdf, "filtered layer")
    }

    /// A layer drawn as pixels has the PNG's resolution, so print asks for a higher
    /// `Canvas.scale` (docs/render.md): a 50-pt square in a filtered layer is 100 px wide at
    /// scale 2, 209 at 300 dpi (scale 300/72), 250 at scale 5.
    @Test func aRasterizedLayerHasThePNGsResolution() throws {
        let list = DisplayList(size: Size(width: 100, height: 100), items: [
            .beginLayer(Layer(filters: [.colorMatrix(.identity)])),
            rectangle(Rect(x: 25, y: 25, width: 50, height: 50), FigureCatalogue.teal),
            .endGroup,
        ])
        for (scale, side) in [(2.0, 100), (300.0 / 72, 209), (5.0, 250)] {
            let pdf = String(decoding: try PDFWriter.document(for: list, size: list.size, scale: scale, title: "scale",
                                                          compressed: false), as: UTF8.self)
            let size = pdf.firstMatch(of: /\/Subtype \/Image \/Width (\d+) \/Height (\d+)/).map { [Int($0.output.1), Int($0.output.2)] }
            #expect(size == [side, side], "scale \(scale): \(String(describing: size))")
        }
    }

    @Test func aPorterDuffLayerReplacesItsBackdropWithTheRasterizersPixels() throws {
        let pdf = try text([
            rectangle(Rect(x: 0, y: 0, width: 100, height: 80), FigureCatalogue.gold),
            .beginLayer(Layer(blendMode: .destinationOut)),
            disc(50, 40, 20, .black),
            .endGroup,
            rectangle(Rect(x: 70, y: 50, width: 20, height: 20), FigureCatalogue.ink),
        ])
        let page = page(pdf)
        #expect(page.contains("/Im1 Do"), "the gold backdrop and the hole in it are one image")
        #expect(page.components(separatedBy: " rg ").count == 2, "one colour on the page, the square after the layer: \(page)")
        #expect(page.contains("0.122 0.231 0.451 rg 70 50 m"), "what follows the layer is still a vector")
        expectBalanced(pdf, "Porter–Duff layer")
    }

    /// Layers closed by an outer clip's end, Porter–Duff layers inside clips and masks, filters
    /// inside masks, a layer never closed, an empty mask: the PDF stays balanced, and poppler
    /// draws what the PNG shows.
    static let awkwardScopes: [(name: String, items: [DisplayItem])] = {
        let clip = DisplayItem.beginClip(path: TestShapes.rectangle(Rect(x: 10, y: 10, width: 70, height: 55)), rule: .nonZero)
        return [
            ("blur-closed-by-outer-clip", [clip, .beginLayer(Layer(filters: [.blur(radius: 2)])),
                                           disc(40, 40, 25, FigureCatalogue.teal), .endClip,
                                           disc(70, 40, 15, FigureCatalogue.coral)]),
            ("destination-out-in-clip-in-group", [
                .beginGroup(opacity: 0.9), rectangle(Rect(x: 0, y: 0, width: 100, height: 80), FigureCatalogue.gold), clip,
                disc(30, 30, 12, FigureCatalogue.ink), .beginLayer(Layer(blendMode: .destinationOut)),
                disc(50, 40, 25, .black), .endGroup, disc(75, 60, 12, FigureCatalogue.coral), .endClip,
                disc(90, 70, 8, FigureCatalogue.teal), .endGroup,
            ]),
            ("plus-lighter-closed-by-clip", [
                rectangle(Rect(x: 0, y: 0, width: 60, height: 80), FigureCatalogue.ink), clip,
                .beginLayer(Layer(blendMode: .plusLighter)), disc(50, 40, 30, FigureCatalogue.coral.withOpacity(0.8)), .endClip,
                disc(85, 15, 10, FigureCatalogue.gold),
            ]),
            ("mask-with-blur-and-destination-out", [
                .beginLayer(Layer(mask: [
                    .beginLayer(Layer(filters: [.blur(radius: 4)])), disc(50, 40, 30, .black), .endGroup,
                    .beginLayer(Layer(blendMode: .destinationOut)), disc(50, 40, 10, .black), .endGroup,
                ])),
                rectangle(Rect(x: 0, y: 0, width: 100, height: 80), FigureCatalogue.coral), .endGroup,
            ]),
            ("shadow-never-closed", [
                rectangle(Rect(x: 5, y: 5, width: 30, height: 30), FigureCatalogue.gold),
                .beginLayer(Layer(blendMode: .multiply, filters: [.shadow(color: FigureCatalogue.ink, radius: 3, x: 4, y: 4)])),
                disc(60, 40, 20, FigureCatalogue.teal),
            ]),
            // Porter–Duff layers on the page around a blur (each drawn with its backdrop when the
            // next thing is drawn), and two in a row inside a group (drawn together).
            ("porter-duff-around-a-blur", [
                rectangle(Rect(x: 0, y: 0, width: 100, height: 80), FigureCatalogue.ink),
                .beginLayer(Layer(blendMode: .plusLighter)), disc(25, 40, 20, FigureCatalogue.coral.withOpacity(0.7)), .endGroup,
                .beginLayer(Layer(filters: [.blur(radius: 3)])), disc(45, 40, 15, FigureCatalogue.gold), .endGroup,
                .beginLayer(Layer(blendMode: .plusLighter)), disc(40, 20, 12, FigureCatalogue.teal), .endGroup,
                .beginLayer(Layer()), rectangle(Rect(x: 55, y: 20, width: 40, height: 50), FigureCatalogue.gold),
                .beginLayer(Layer(blendMode: .destinationOut)), disc(75, 45, 15, .black), .endGroup,
                .beginLayer(Layer(blendMode: .sourceAtop)), rectangle(Rect(x: 55, y: 20, width: 20, height: 50), FigureCatalogue.coral),
                .endGroup, .endGroup,
            ]),
            ("empty-mask-hides", [.beginLayer(Layer(mask: [])), disc(50, 40, 30, FigureCatalogue.ink), .endGroup,
                                  disc(20, 20, 10, FigureCatalogue.coral)]),
        ]
    }()

    @Test(arguments: awkwardScopes.map(\.name))
    func awkwardScopesStayBalancedAndAgreeWithThePNG(name: String) async throws {
        let items = try #require(Self.awkwardScopes.first { $0.name == name }).items
        expectBalanced(try text(items), name)
        guard AgreementHarness.hasPdftoppm else { return }
        let figure = Figure(displayList: DisplayList(size: Size(width: 100, height: 80), items: items), scale: 2,
                            description: name)
        let comparison = try await offThePool {
            try AgreementHarness.oneAtATime { try AgreementHarness.comparePDF(figure, name: "pdf-layer-" + name) }
        }
        #expect(comparison.meanDifference <= 1, "\(name): mean difference \(comparison.meanDifference)/255")
        #expect(comparison.farOffFraction <= 0.001, "\(name): \(comparison.farOffFraction * 100)% of pixels off by > 16/255")
    }

    /// The sixteen W3C blend modes are PDF's own, with the same formulas: poppler's cairo
    /// renderer (pdftocairo; evince and the other poppler-glib viewers draw with cairo) gives every
    /// cell of `effect-blend-modes` the PNG's colours, over the backdrop's light and dark bands.
    /// (poppler's Splash renderer, pdftoppm, draws hue and saturation otherwise: PDFAgreementTests.)
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftocairo")))
    func blendModesMatchThePNGInPopplersCairoRenderer() throws {
        let figure = try #require(FigureCatalogue.all.first { $0.name == "effect-blend-modes" }).figure
        let directory = AgreementHarness.outputDirectory.appendingPathComponent("blend-modes-cairo")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let pdf = directory.appendingPathComponent("blend-modes.pdf")
        try Data(Renderer().pdf(figure)).write(to: pdf)
        let (width, height) = try Renderer().pixelSize(of: figure)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pdftocairo")
        process.arguments = ["-png", "-singlefile", "-scale-to-x", "\(width)", "-scale-to-y", "\(height)",
                             pdf.path, directory.appendingPathComponent("cairo").path]
        try process.run()
        process.waitUntilExit()
        let cairo = try PNGDecoder.decode([UInt8](try Data(contentsOf: directory.appendingPathComponent("cairo.png"))))
        let ours = try PNGDecoder.decode(try Renderer().png(figure))
        for index in 0..<16 {
            // The disc's centre, over the rainbow, and its lower edge, over the ink band.
            for (dx, dy) in [(22.0, 20.0), (22.0, 34.0)] {
                let x = Int((6 + Double(index % 4) * 48 + dx) * 2), y = Int((6 + Double(index / 4) * 48 + dy) * 2)
                let offset = (y * width + x) * 4
                let (a, b) = (Array(ours.samples[offset..<offset + 3]), Array(cairo.samples[offset..<offset + 3]))
                #expect(zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= 2 }, "cell \(index) at (\(x), \(y)): PNG \(a), cairo \(b)")
            }
        }
    }

    /// A Canvas filling shape after shape in `.plusLighter` (a glow of particles) makes one layer
    /// each: they are drawn with their backdrop once, as one image, not once per layer.
    @Test func consecutivePorterDuffLayersAreRasterizedOnceTogether() throws {
        var items: [DisplayItem] = [rectangle(Rect(x: 0, y: 0, width: 100, height: 80), FigureCatalogue.ink)]
        for index in 0..<200 {
            let (x, y) = (Double(index % 20) * 5, Double(index / 20) * 8)
            items += [.beginLayer(Layer(blendMode: .plusLighter)), disc(x, y, 6, FigureCatalogue.coral.withOpacity(0.3)), .endGroup]
        }
        items.append(disc(50, 40, 5, FigureCatalogue.gold))
        let pdf = try text(items)
        #expect(pdf.components(separatedBy: "/Subtype /Image").count - 1 == 1, "one image (opaque: no soft mask)")
        #expect(page(pdf).contains("/Im1 Do Q\nq 0.914 0.769 0.416 rg"), "the disc after them is a vector: \(page(pdf).suffix(300))")
        expectBalanced(pdf, "200 plus-lighter layers")
    }

    @Test func aHugeFigureRasterizesItsLayersWithinThePixelLimit() throws {
        let list = DisplayList(size: Size(width: 20_000, height: 20_000), items: [
            .beginLayer(Layer(filters: [.blur(radius: 4)])), disc(10_000, 10_000, 5_000, FigureCatalogue.teal), .endGroup,
        ])
        let pdf = String(decoding: try PDFWriter.document(for: list, size: list.size, scale: 2, title: "huge", compressed: false,
                                                      rasterPixelLimit: 250_000), as: UTF8.self)
        let width = pdf.firstMatch(of: /\/Subtype \/Image \/Width (\d+)/).map { Int($0.output.1)! } ?? 0
        #expect((200...500).contains(width), "a 500×500 raster at most, the disc half of it: \(width) px")
    }
}

private func rectangle(_ rect: Rect, _ color: RGBA) -> DisplayItem {
    .fill(path: TestShapes.rectangle(rect), paint: .solid(color), rule: .nonZero)
}

private func disc(_ x: Double, _ y: Double, _ r: Double, _ color: RGBA) -> DisplayItem {
    .fill(path: Path(ellipseIn: Rect(x: x - r, y: y - r, width: 2 * r, height: 2 * r)), paint: .solid(color), rule: .nonZero)
}
