import Canvas
import Foundation
import Geometry
import Testing
@testable import Render

/// Colour matrices, blend modes and masks on flat colours, against their formulas.
struct ColorFilterTests {
    /// The one pixel of a 1×1-point figure at scale 1 after `items`.
    static func pixel(_ items: [DisplayItem], background: RGBA = .clear) throws -> (Int, Int, Int, Int) {
        let figure = Figure(displayList: DisplayList(size: Size(width: 1, height: 1), background: background, items: items),
                            scale: 1, description: "")
        let p = try #require(try Renderer().pixmap(figure).pixel(x: 0, y: 0))
        return (Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha))
    }

    static let whole = TestShapes.rectangle(Rect(x: 0, y: 0, width: 1, height: 1))

    static func filtered(_ color: RGBA, _ matrix: ColorMatrix) throws -> (Int, Int, Int, Int) {
        try pixel([.beginLayer(Layer(filters: [.colorMatrix(matrix)])), .fill(path: whole, paint: .solid(color), rule: .nonZero), .endGroup])
    }

    static func close(_ a: (Int, Int, Int, Int), _ b: (Double, Double, Double, Double)) -> Bool {
        let expected = [b.0, b.1, b.2, b.3].map { Int(($0 * 255).rounded()) }
        return zip([a.0, a.1, a.2, a.3], expected).allSatisfy { abs($0 - $1) <= 1 }
    }

    @Test func colourMatricesFollowTheirFormulas() throws {
        let color = RGBA(red: 0.8, green: 0.4, blue: 0.2, alpha: 1)
        #expect(Self.close(try Self.filtered(color, .brightness(0.1)), (0.9, 0.5, 0.3, 1)))
        #expect(Self.close(try Self.filtered(color, .contrast(0.5)), (0.65, 0.45, 0.35, 1)))
        #expect(Self.close(try Self.filtered(color, .colorInvert), (0.2, 0.6, 0.8, 1)))
        let luminance = 0.2126 * 0.8 + 0.7152 * 0.4 + 0.0722 * 0.2
        #expect(Self.close(try Self.filtered(color, .grayscale(1)), (luminance, luminance, luminance, 1)))
        #expect(Self.close(try Self.filtered(color, .saturation(1)), (0.8, 0.4, 0.2, 1)))
        #expect(Self.close(try Self.filtered(color, .hueRotation(.degrees(360))), (0.8, 0.4, 0.2, 1)))
        // Black, with alpha the luminance; then premultiplied, so every colour byte is 0.
        let alpha = 0.2125 * 0.8 + 0.7154 * 0.4 + 0.0721 * 0.2
        #expect(Self.close(try Self.filtered(color, .luminanceToAlpha), (0, 0, 0, alpha)))
        // On a translucent colour the matrix sees the straight colour.
        let translucent = RGBA(red: 0.8, green: 0.4, blue: 0.2, alpha: 0.5)
        #expect(Self.close(try Self.filtered(translucent, .colorInvert), (0.1, 0.3, 0.4, 0.5)))
    }

    @Test func blendModesFollowTheW3CFormulas() throws {
        let backdrop = RGBA(red: 0.6, green: 0.2, blue: 0.9, alpha: 1)
        let source = RGBA(red: 0.5, green: 0.8, blue: 0.3, alpha: 1)
        func blended(_ mode: BlendMode) throws -> (Int, Int, Int, Int) {
            try Self.pixel([.beginLayer(Layer(blendMode: mode)), .fill(path: Self.whole, paint: .solid(source), rule: .nonZero), .endGroup],
                           background: backdrop)
        }
        #expect(Self.close(try blended(.multiply), (0.3, 0.16, 0.27, 1)))
        #expect(Self.close(try blended(.screen), (0.8, 0.84, 0.93, 1)))
        #expect(Self.close(try blended(.darken), (0.5, 0.2, 0.3, 1)))
        #expect(Self.close(try blended(.difference), (0.1, 0.6, 0.6, 1)))
        #expect(Self.close(try blended(.exclusion), (0.5, 0.68, 0.66, 1)))
        // Overlay is hard light with the layers swapped: backdrop 0.6 > 0.5 screens, 0.2 multiplies.
        #expect(Self.close(try blended(.overlay), (0.6, 0.32, 0.86, 1)))
        #expect(Self.close(try blended(.plusLighter), (1, 1, 1, 1)))
        #expect(Self.close(try blended(.plusDarker), (0.1, 0, 0.2, 1)))
        #expect(Self.close(try blended(.destinationOut), (0, 0, 0, 0)))
        #expect(Self.close(try blended(.sourceAtop), (0.5, 0.8, 0.3, 1)))
        #expect(Self.close(try blended(.destinationOver), (0.6, 0.2, 0.9, 1)))
        // Luminosity keeps the backdrop's hue and saturation with the source's luminance.
        let lum = { (r: Double, g: Double, b: Double) in 0.3 * r + 0.59 * g + 0.11 * b }
        let p = try blended(.luminosity)
        let got = lum(Double(p.0) / 255, Double(p.1) / 255, Double(p.2) / 255)
        #expect(abs(got - lum(0.5, 0.8, 0.3)) < 0.01)
    }

    @Test func maskMultipliesByTheMaskAlpha() throws {
        let half = RGBA(red: 0, green: 0, blue: 0, alpha: 0.5)
        let p = try Self.pixel([
            .beginLayer(Layer(mask: [.fill(path: Self.whole, paint: .solid(half), rule: .nonZero)])),
            .fill(path: Self.whole, paint: .solid(.white), rule: .nonZero),
            .endGroup,
        ])
        #expect(Self.close(p, (0.5, 0.5, 0.5, 0.5)))
        let empty = try Self.pixel([.beginLayer(Layer(mask: [])), .fill(path: Self.whole, paint: .solid(.white), rule: .nonZero), .endGroup])
        #expect(empty == (0, 0, 0, 0))
    }

    @Test func alphaThresholdKeepsTheBandOfAlphas() throws {
        func thresholded(_ alpha: Double) throws -> (Int, Int, Int, Int) {
            try Self.pixel([.beginLayer(Layer(filters: [.alphaThreshold(min: 0.4, max: 0.8, color: .white)])),
                            .fill(path: Self.whole, paint: .solid(RGBA(red: 0, green: 0, blue: 0, alpha: alpha)), rule: .nonZero),
                            .endGroup])
        }
        #expect(try thresholded(0.3) == (0, 0, 0, 0))
        #expect(try thresholded(0.5) == (255, 255, 255, 255))
        #expect(try thresholded(0.9) == (0, 0, 0, 0))
    }

    @Test func layersInsideAClipAreClippedAfterTheirFilters() throws {
        // A blurred square spreads beyond its edge; a clip around the layer cuts the spread
        // where the clip ends, not where the square ends.
        let figure = Figure(displayList: DisplayList(size: Size(width: 40, height: 20), items: [
            .beginClip(path: TestShapes.rectangle(Rect(x: 0, y: 0, width: 25, height: 20)), rule: .nonZero),
            .beginLayer(Layer(filters: [.blur(radius: 2)])),
            .fill(path: TestShapes.rectangle(Rect(x: 5, y: 0, width: 15, height: 20)), paint: .solid(.black), rule: .nonZero),
            .endGroup,
            .endClip,
        ]), scale: 1, description: "")
        let pixmap = try Renderer().pixmap(figure)
        #expect((pixmap.pixel(x: 22, y: 10)?.alpha ?? 0) > 20)
        #expect(pixmap.pixel(x: 26, y: 10)?.alpha == 0)
    }
}
