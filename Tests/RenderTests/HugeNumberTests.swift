import Canvas
import Geometry
import Testing
@testable import Render

/// Numbers from a cell that reach an integer conversion (a pixel, an index, a sector): NaN,
/// infinities and values far beyond Int's range are clamped, never converted as they are
/// (`Int(1e300)` traps). One test per site of issue 13.
struct HugeNumberTests {
    static let extremes = [Double.nan, .infinity, -.infinity, 1e300, -1e300, 9.3e18, -9.3e18]

    @Test func clampedIntKeepsEveryNumberInItsRange() {
        #expect(2.7.clampedInt(to: 0...5) == 2)
        #expect((-2.7).clampedInt(to: -5...5) == -2)
        #expect(Double.nan.clampedInt(to: 3...5) == 3)
        #expect(Double.infinity.clampedInt(to: 0...5) == 5)
        #expect((-1e300).clampedInt(to: 0...5) == 0)
        #expect(1e300.clampedInt(to: Int.min...Int.max) == Int.max)
        #expect((-1e300).clampedInt(to: Int.min...Int.max) == Int.min)
    }

    @Test func aHueOfAnySizeFallsInASector() {
        for hue in Self.extremes {
            // Non-finite hues give NaN channels, which drawing treats as no colour; no trap.
            _ = RGBA(hue: hue, saturation: 1, brightness: 1)
        }
        let red = RGBA(hue: 1e15, saturation: 1, brightness: 1)
        #expect(red.red == 1 && red.green == 0 && red.blue == 0)
    }

    @Test func cropEdgesOfAnySizeStayInTheImage() throws {
        let image = try ImageTestSupport.gradientImage(width: 4, height: 3)
        for edge in Self.extremes where edge.isFinite {
            let cropped = image.cropped(toUnitRect: Rect(x: -edge, y: -edge, width: 2 * edge, height: 2 * edge))
            #expect((1...4).contains(cropped.width) && (1...3).contains(cropped.height))
        }
        let huge = image.cropped(toUnitRect: Rect(x: 0.5, y: 0, width: 1e300, height: 1e300))
        #expect(huge.width == 2 && huge.height == 3)
    }

    @Test func anImageDrawnFarOutsideOrHugeTouchesOnlyThePixmap() throws {
        let image = try ImageTestSupport.gradientImage(width: 4, height: 3)
        var pixmap = try Pixmap(width: 8, height: 8)
        for edge in [1e300, -1e300, 9.3e18, 1e17] {
            ImageDrawing.draw(image, in: Rect(x: -edge, y: -edge, width: 2 * edge, height: 2 * edge), scale: 1,
                              onto: &pixmap, clip: nil, within: pixmap.bounds)
        }
        // The last, 2e17 points wide, covers the pixmap with the image's middle pixels.
        #expect(pixmap.pixel(x: 4, y: 4)?.alpha != 0)
        for (u, v) in [(1e300, 1e300), (-1e300, 0), (9.3e18, -9.3e18)] {
            _ = ImageDrawing.sample(image, u: u, v: v)
        }
    }
}
