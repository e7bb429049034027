import Canvas
import Foundation
import Geometry
import Testing
@testable import Render

/// Blurs and shadows against closed forms: the Gaussian blur of an axis-aligned rectangle,
/// averaged over each device pixel, is a product of one-dimensional integrals of the normal CDF
/// (`referenceCoverage`). The rasterizer must come within 1/255 of it everywhere.
struct GaussianBlurTests {
    /// The second antiderivative of a Gaussian of standard deviation σ: ∫Φ(t/σ) dt from −∞ to x.
    static func secondAntiderivative(_ x: Double, sigma: Double) -> Double {
        guard sigma > 0 else { return max(x, 0) }
        let z = x / sigma
        return x * 0.5 * erfc(-z / 2.0.squareRoot()) + sigma * exp(-0.5 * z * z) / (2 * Double.pi).squareRoot()
    }

    /// The average over pixel `[i, i + 1]` of the blur of the interval `[a, b]` (all in device
    /// pixels): ∫ over the pixel of Φ((b − x)/σ) − Φ((a − x)/σ).
    static func referenceCoverage(pixel i: Int, from a: Double, to b: Double, sigma: Double) -> Double {
        let x = Double(i)
        func part(_ edge: Double) -> Double {
            secondAntiderivative(edge - x, sigma: sigma) - secondAntiderivative(edge - x - 1, sigma: sigma)
        }
        return part(b) - part(a)
    }

    /// Renders `items` on a 100×100-point figure at scale 2.
    static func render(_ items: [DisplayItem], size: Double = 100) throws -> Pixmap {
        let figure = Figure(displayList: DisplayList(size: Size(width: size, height: size), items: items), scale: 2, description: "")
        return try Renderer().pixmap(figure)
    }

    /// The largest difference, in 8-bit levels, between the alpha of `pixmap` and `expected`.
    static func worstAlphaError(_ pixmap: Pixmap, _ expected: (Int, Int) -> Double) -> (error: Double, x: Int, y: Int) {
        var worst = (error: 0.0, x: 0, y: 0)
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let alpha = Double(pixmap.pixel(x: x, y: y)?.alpha ?? 0)
                let error = abs(alpha - expected(x, y) * 255)
                if error > worst.error { worst = (error, x, y) }
            }
        }
        return worst
    }

    /// Edges on pixel boundaries at any σ; edges inside pixels from σ = 3 pt (6 px) up, where
    /// the position an edge had inside its pixel (lost to the pixel's average) matters less
    /// than a level (at σ = 3 px it is up to 1.7 levels).
    @Test(arguments: [(0.25, false), (0.4, false), (1.5, false), (3, true), (7.25, true), (20, true)])
    func blurredRectangleMatchesTheClosedForm(radius: Double, subpixelEdges: Bool) throws {
        let rect = subpixelEdges ? Rect(x: 30.3, y: 35, width: 40.45, height: 27.8) : Rect(x: 30.5, y: 35, width: 40, height: 27.5)
        let pixmap = try Self.render([
            .beginLayer(Layer(filters: [.blur(radius: radius)])),
            .fill(path: TestShapes.rectangle(rect), paint: .solid(.black), rule: .nonZero),
            .endGroup,
        ])
        let sigma = radius * 2
        let worst = Self.worstAlphaError(pixmap) { x, y in
            Self.referenceCoverage(pixel: x, from: rect.minX * 2, to: rect.maxX * 2, sigma: sigma)
                * Self.referenceCoverage(pixel: y, from: rect.minY * 2, to: rect.maxY * 2, sigma: sigma)
        }
        #expect(worst.error <= 1, "σ = \(radius) pt: off by \(worst.error)/255 at (\(worst.x), \(worst.y))")
    }

    @Test(arguments: [(4.0, 6.0), (-3.25, 2.5), (0.3, -0.7)])
    func shadowIsTheBlurredAlphaMovedAndTinted(offset: (Double, Double)) throws {
        let rect = Rect(x: 35, y: 30, width: 30, height: 25)
        let color = RGBA(red: 0, green: 0, blue: 0, alpha: 0.5)
        let pixmap = try Self.render([
            .beginLayer(Layer(filters: [.shadow(color: color, radius: 3, x: offset.0, y: offset.1)])),
            .fill(path: TestShapes.rectangle(rect), paint: .solid(.white), rule: .nonZero),
            .endGroup,
        ])
        // Outside the rectangle only the shadow shows: half the blurred, moved rectangle.
        let inside = PixelRect(minX: Int(rect.minX * 2) - 1, minY: Int(rect.minY * 2) - 1,
                               maxX: Int(rect.maxX * 2) + 1, maxY: Int(rect.maxY * 2) + 1)
        let worst = Self.worstAlphaError(pixmap) { x, y in
            if x >= inside.minX, x < inside.maxX, y >= inside.minY, y < inside.maxY {
                return Double(pixmap.pixel(x: x, y: y)?.alpha ?? 0) / 255
            }
            return 0.5 * Self.referenceCoverage(pixel: x, from: (rect.minX + offset.0) * 2, to: (rect.maxX + offset.0) * 2, sigma: 6)
                * Self.referenceCoverage(pixel: y, from: (rect.minY + offset.1) * 2, to: (rect.maxY + offset.1) * 2, sigma: 6)
        }
        #expect(worst.error <= 1, "offset \(offset): off by \(worst.error)/255 at (\(worst.x), \(worst.y))")
        // Inside, the white rectangle covers its shadow.
        let centre = try #require(pixmap.pixel(x: Int(rect.midX * 2), y: Int(rect.midY * 2)))
        #expect(centre == (255, 255, 255, 255))
    }

    @Test func innerShadowDarkensInsideEdgesOnly() throws {
        let rect = Rect(x: 20, y: 20, width: 60, height: 60)
        let pixmap = try Self.render([
            .beginLayer(Layer(filters: [.innerShadow(color: .black, radius: 2, x: 0, y: 0)])),
            .fill(path: TestShapes.rectangle(rect), paint: .solid(.white), rule: .nonZero),
            .endGroup,
        ])
        // Black over white by 1 − blur(alpha): the complement is 1 − the reference coverage.
        let worst = Self.worstAlphaError(pixmap) { x, y in
            let inside = Self.referenceCoverage(pixel: x, from: 40, to: 160, sigma: 0) * Self.referenceCoverage(pixel: y, from: 40, to: 160, sigma: 0)
            return inside
        }
        #expect(worst.error <= 1, "alpha stays the rectangle's, off by \(worst.error) at (\(worst.x), \(worst.y))")
        for x in [41, 44, 50, 100] {
            let blurred = Self.referenceCoverage(pixel: x, from: 40, to: 160, sigma: 4) * Self.referenceCoverage(pixel: 100, from: 40, to: 160, sigma: 4)
            let expected = 255 * blurred
            let red = Double(pixmap.pixel(x: x, y: 100)?.red ?? 0)
            #expect(abs(red - expected) <= 1, "column \(x): \(red) against \(expected)")
        }
    }

    @Test func kernelWeightsSumToOneAndShiftTheCentre() {
        for (sigma, shift) in [(0.0, 0.0), (0.0, 0.3), (0.7, -1.4), (2.5, 0), (6, 4.75), (40, -3)] {
            let kernel = GaussianKernel(sigma: sigma, shift: shift, maximumReach: 10_000)
            let sum = kernel.weights.reduce(0, +)
            #expect(abs(sum - 1) < 1e-5)
            let mean = kernel.weights.enumerated().reduce(0.0) { $0 + Double($1.element) * Double(kernel.first + $1.offset) }
            #expect(abs(mean - shift) < 1e-4, "σ \(sigma), shift \(shift): mean \(mean)")
        }
        // σ = 0 and a fractional shift is linear interpolation between two taps.
        let interpolation = GaussianKernel(sigma: 0, shift: 0.25, maximumReach: 10)
        #expect(interpolation.first == 0 && interpolation.weights.count == 2)
        #expect(abs(interpolation.weights[0] - 0.75) < 1e-6)
    }

    @Test func hugeRadiiStayBoundedByTheFigure() throws {
        let pixmap = try Self.render([
            .beginLayer(Layer(filters: [.blur(radius: 1e6), .shadow(color: .black, radius: 1e9, x: 1e12, y: -1e12)])),
            .fill(path: TestShapes.rectangle(Rect(x: 10, y: 10, width: 80, height: 80)), paint: .solid(.black), rule: .nonZero),
            .endGroup,
        ], size: 20)
        #expect(pixmap.width == 40)
    }
}
