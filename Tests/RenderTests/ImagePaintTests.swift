import Canvas
import Foundation
import Geometry
import Testing
@testable import Render

/// What image paints and transformed gradients draw: pixel colours at known tile positions, in
/// PNG and in SVG.
struct ImagePaintTests {
    /// A 2×2 picture: red, green / blue, white at half alpha.
    static let quad: ImagePixels? = try? ImagePixels(width: 2, height: 2, samples: [
        255, 0, 0, 255, 0, 255, 0, 255,
        0, 0, 255, 255, 255, 255, 255, 128,
    ])

    /// The premultiplied pixmap of a 60×60-point square filled with `paint`, at scale 1.
    static func draw(_ paint: Paint, size: Double = 60) throws -> Pixmap {
        let square = Path(Rect(x: 0, y: 0, width: size, height: size))
        let figure = Figure(displayList: DisplayList(size: Size(width: size, height: size),
                                                     items: [.fill(path: square, paint: paint, rule: .nonZero)]),
                            scale: 1, description: "")
        return try Renderer().pixmap(figure)
    }

    static func pixel(_ pixmap: Pixmap, _ x: Int, _ y: Int) -> [Int] {
        let i = (y * pixmap.width + x) * 4
        return (0..<4).map { Int(pixmap.samples[i + $0]) }
    }

    @Test func tilesRepeatWithTheImagesColoursAtTheirCentres() throws {
        // Tiles of 20×20 from (0, 0): image pixel (i, j) is centred at (10i + 5, 10j + 5); device
        // pixel (4, 4) has its centre at 4.5, before the first centre: clamped, pure red.
        let pixmap = try Self.draw(.image(try #require(Self.quad), tile: Rect(x: 0, y: 0, width: 20, height: 20), opacity: 1))
        for (dx, dy) in [(0, 0), (20, 0), (0, 20), (40, 40)] {
            #expect(Self.pixel(pixmap, 4 + dx, 4 + dy) == [255, 0, 0, 255])
            #expect(Self.pixel(pixmap, 15 + dx, 4 + dy) == [0, 255, 0, 255])
            #expect(Self.pixel(pixmap, 4 + dx, 15 + dy) == [0, 0, 255, 255])
            // White at alpha 128, premultiplied.
            #expect(Self.pixel(pixmap, 15 + dx, 15 + dy) == [128, 128, 128, 128])
        }
    }

    @Test func samplingIsBilinearBetweenCentres() throws {
        // Centre 9.5 is 0.45 of the way from red's centre (5) to green's (15).
        let pixmap = try Self.draw(.image(try #require(Self.quad), tile: Rect(x: 0, y: 0, width: 20, height: 20), opacity: 1))
        let red = Self.pixel(pixmap, 9, 2)
        #expect(abs(red[0] - Int((0.55 * 255).rounded())) <= 1)
        #expect(abs(red[1] - Int((0.45 * 255).rounded())) <= 1)
        #expect(red[3] == 255)
        // Between green (opaque) and white at alpha ½, colour is mixed premultiplied: at 0.45 of
        // the way down, alpha is 1 − 0.45·(1 − 128/255).
        let mixed = Self.pixel(pixmap, 17, 9)
        let alpha = 1 - 0.45 * (1 - 128.0 / 255)
        #expect(abs(Double(mixed[3]) - alpha * 255) <= 1)
        #expect(abs(Double(mixed[1]) - 255 * (0.55 + 0.45 * 128 / 255)) <= 1)
    }

    @Test func tileOriginAndOpacityApply() throws {
        // Tiles from (5, 5): pixel (5, 5) is the top left of a tile (red), and so is (25, 25);
        // at opacity ¼ red is 64 in every premultiplied channel it has.
        let pixmap = try Self.draw(.image(try #require(Self.quad), tile: Rect(x: 5, y: 5, width: 20, height: 20), opacity: 0.25))
        #expect(Self.pixel(pixmap, 5, 5) == [64, 0, 0, 64])
        #expect(Self.pixel(pixmap, 25, 25) == [64, 0, 0, 64])
        // (4, 4) belongs to the tile above-left: its bottom-right white quadrant.
        #expect(Self.pixel(pixmap, 4, 4) == [32, 32, 32, 32])
    }

    @Test func transformedPaintIsTheInnerPaintSeenThroughTheTransform() throws {
        // A radial gradient stretched 2× across about (30, 30): the colour at (30 + 2d, 30)
        // equals the plain gradient's at (30 + d, 30).
        let radial = Paint.radialGradient(stops: [GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 1)],
                                          center: Point(x: 30, y: 30), startRadius: 0, endRadius: 30)
        let stretch = Transform(translationX: -30, y: -30).concatenating(Transform(scaleX: 2, y: 1))
            .concatenating(Transform(translationX: 30, y: 30))
        let plain = try Self.draw(radial), stretched = try Self.draw(.transformed(radial, stretch))
        for d in [3, 7, 12] {
            #expect(abs(Self.pixel(stretched, 30 + 2 * d, 30)[0] - Self.pixel(plain, 30 + d, 30)[0]) <= 4)
        }
        // Vertically nothing changes.
        #expect(zip(Self.pixel(stretched, 30, 40), Self.pixel(plain, 30, 40)).allSatisfy { abs($0 - $1) <= 1 })
        // A singular transform paints nothing.
        #expect(Self.pixel(try Self.draw(.transformed(radial, Transform(scaleX: 0, y: 1))), 30, 30) == [0, 0, 0, 0])
    }

    @Test func svgSharesOnePatternWithTheImageAsADataURI() throws {
        let pixels = try #require(Self.quad)
        let paint = Paint.image(pixels, tile: Rect(x: 0, y: 0, width: 20, height: 20), opacity: 0.5)
        let list = DisplayList(size: Size(width: 60, height: 60), items: [
            .fill(path: Path(Rect(x: 0, y: 0, width: 30, height: 30)), paint: paint, rule: .nonZero),
            .stroke(path: Path(Rect(x: 30, y: 30, width: 20, height: 20)), paint: paint, style: StrokeStyle(lineWidth: 4)),
            .fill(path: Path(Rect(x: 0, y: 30, width: 30, height: 30)), paint: .transformed(paint, Transform(rotationAngle: 0.5)), rule: .nonZero),
        ])
        let svg = try Renderer().svg(Figure(displayList: list, scale: 2, description: ""))
        #expect(svg.components(separatedBy: "<pattern ").count == 3)
        #expect(svg.contains("<pattern id=\"pattern1\" patternUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"20\" height=\"20\"><image href=\"data:image/png;base64,"))
        #expect(svg.contains("fill=\"url(#pattern1)\" fill-opacity=\"0.5\""))
        #expect(svg.contains("stroke=\"url(#pattern1)\" stroke-opacity=\"0.5\""))
        #expect(svg.contains("patternTransform=\"matrix(0.877583 0.479426 -0.479426 0.877583 0 0)\""))
    }

    /// `ImagePaint` from a cell draws the tile; `.image(_:)` (SwiftUI's `ShapeStyle` shorthand) is `ImagePaint` at scale 1.
    @Test func languageImagePaintDrawsTheTileAndImageStyleIsItsShorthand() async throws {
        // Off the cooperative pool: Image(path:) blocks while the loader's task (on the pool) works.
        try await offThePool { try Self.checkLanguageImagePaint() }
    }

    private static func checkLanguageImagePaint() throws {
        let runner = ScriptFigures()
        let tile = "Image(path: \"$TILES/quadrants.png\")"
        let painted = try runner.figure("Rectangle().fill(ImagePaint(image: \(tile), scale: 2)).frame(width: 40, height: 40)")
        let shorthand = try runner.figure("Rectangle().fill(.image(\(tile))).frame(width: 40, height: 40)")
        let explicit = try runner.figure("Rectangle().fill(ImagePaint(image: \(tile))).frame(width: 40, height: 40)")
        #expect(shorthand == explicit)
        guard case .fill(_, .image(let pixels, let tileRect, 1), _) = painted.displayList.items.first else {
            Issue.record("no image fill: \(painted.displayList.items)")
            return
        }
        #expect(pixels.width == 8 && tileRect == Rect(x: 0, y: 0, width: 16, height: 16))
        // At scale 2 a tile is 32 px; quadrant centres sit at 8 and 24 px; the pattern repeats at 32.
        let pixmap = try Renderer().pixmap(painted)
        for offset in [0, 32] {
            #expect(Self.pixel(pixmap, 6 + offset, 6) == [255, 111, 89, 255])
            #expect(Self.pixel(pixmap, 24 + offset, 6) == [42, 157, 143, 255])
            #expect(Self.pixel(pixmap, 6, 20 + offset) == [233, 196, 106, 255])
        }
        let cropped = try runner.figure("Circle().fill(ImagePaint(image: \(tile), sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5), scale: 1)).frame(width: 20, height: 20)")
        guard case .fill(_, .image(let part, _, _), _) = cropped.displayList.items.first else { Issue.record("no image fill"); return }
        #expect(part.width == 4 && part.height == 4 && part.pixel(x: 0, y: 0).map { $0.green } == 157)
        #expect(throws: ScriptFigures.Failure.self) { try runner.figure("Circle().fill(ImagePaint(image: Circle()))") }
    }
}
