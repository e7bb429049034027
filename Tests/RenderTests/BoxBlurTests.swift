import Canvas
import Foundation
import Geometry
import Testing
@testable import Render

/// Large blurs as three box blurs (the Filter Effects spec's approximation of
/// `feGaussianBlur`) against the exact Gaussian kernel and against closed-form facts.
struct BoxBlurTests {
    /// The spec's box size d = ⌊σ·3·√(2π)/4 + 0.5⌋ and its offsets: three centred boxes for an
    /// odd d; for an even d one box left of centre, one right, and one of d + 1 centred.
    @Test func boxSizesAndOffsetsFollowTheSpec() {
        // σ = 60: 60 · 1.87997 + 0.5 = 113.3 → d = 113, odd.
        let odd = BoxBlur(sigma: 60, maximumReach: 10_000)
        #expect(odd.boxes == [Box(first: -56, size: 113), Box(first: -56, size: 113), Box(first: -56, size: 113)])
        // σ = 63: 63 · 1.87997 + 0.5 = 118.9 → d = 118, even.
        let even = BoxBlur(sigma: 63, maximumReach: 10_000)
        #expect(even.boxes == [Box(first: -58, size: 118), Box(first: -59, size: 118), Box(first: -59, size: 119)])
        // Both are centred: the three boxes' centres (first + (size − 1)/2) add up to zero.
        for blur in [odd, even] {
            let centre = blur.boxes.reduce(0.0) { $0 + Double($1.first) + Double($1.size - 1) / 2 }
            #expect(centre == 0)
            #expect(blur.span.first == -blur.span.last)
        }
        // Small σ keeps the exact kernel; large σ takes the boxes.
        if case .boxes = AxisBlur(sigma: 20, maximumReach: 1000) { Issue.record("σ = 20 px should be exact") }
        if case .exact = AxisBlur(sigma: 60, maximumReach: 1000) { Issue.record("σ = 60 px should take the boxes") }
    }

    /// A disc of radius 60 px (alpha only, 4×4 supersampled) centred on a pixel corner of a
    /// 480 × 480 image.
    static func disc() -> FloatImage {
        let size = 480, radius = 60.0, centre = 240.0
        var image = FloatImage(rect: PixelRect(minX: 0, minY: 0, maxX: size, maxY: size), channels: 1)
        for y in 0..<size {
            for x in 0..<size {
                var inside = 0
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        let dx = Double(x) + (Double(sx) + 0.5) / 4 - centre, dy = Double(y) + (Double(sy) + 0.5) / 4 - centre
                        if dx * dx + dy * dy <= radius * radius { inside += 1 }
                    }
                }
                image.samples[y * size + x] = Float(inside) / 16
            }
        }
        return image
    }

    /// Against the exact Gaussian on the blurred disc: within 4 of 255 levels everywhere, for an
    /// odd box size (σ = 60 px) and an even one (σ = 63 px). (The three boxes differ from the
    /// Gaussian by up to about 2.5 levels on a straight edge and 3.6 on this disc, at any large σ.)
    @Test(arguments: [60.0, 63.0])
    func boxesStayCloseToTheExactGaussian(sigma: Double) {
        let disc = Self.disc()
        let boxes = AxisBlur(sigma: sigma, maximumReach: 1000)
        let exact = GaussianKernel(sigma: sigma, maximumReach: 1000)
        let approximate = disc.convolved(horizontal: boxes, vertical: boxes).samples
        let reference = disc.convolved(horizontal: exact, vertical: exact).samples
        let worst = zip(approximate, reference).map { abs(Double($0) - Double($1)) * 255 }.max() ?? .infinity
        #expect(worst <= 4, "σ = \(sigma) px: off by \(worst)/255")
        // And the boxes are no mere copy: they do differ a little.
        #expect(worst > 0.1)
    }

    /// Closed forms: the blur keeps the total alpha (each box's weights add to one and the image
    /// holds the whole spread), and a disc centred on a pixel corner stays symmetric under both
    /// mirrors and the diagonal.
    @Test(arguments: [60.0, 63.0])
    func boxBlurConservesAlphaAndSymmetry(sigma: Double) {
        let disc = Self.disc()
        let boxes = AxisBlur(sigma: sigma, maximumReach: 1000)
        let blurred = disc.convolved(horizontal: boxes, vertical: boxes).samples
        let before = disc.samples.reduce(0.0) { $0 + Double($1) }, after = blurred.reduce(0.0) { $0 + Double($1) }
        #expect(abs(after - before) <= 1e-4 * before, "total alpha \(before) became \(after)")
        // Spread: 60 + 3 · 57 = 231 < 240 px, so nothing leaves the image.
        #expect(boxes.reach.high <= 180)
        let size = 480
        var asymmetry: Float = 0
        for y in 0..<size {
            for x in 0..<size {
                let value = blurred[y * size + x]
                asymmetry = max(asymmetry, abs(value - blurred[y * size + (size - 1 - x)]),
                                abs(value - blurred[(size - 1 - y) * size + x]), abs(value - blurred[x * size + y]))
            }
        }
        #expect(asymmetry <= 1e-5, "σ = \(sigma) px: asymmetric by \(asymmetry)")
        // The centre is the disc's blur at its middle: 1 − e^(−r²/2σ²) for a Gaussian; the
        // boxes' narrower variance (about 0.88σ²) gives a little more, but still less than 1.
        let centre = Double(blurred[239 * size + 239])
        let gaussian = 1 - exp(-60.0 * 60.0 / (2 * sigma * sigma))
        #expect(abs(centre - gaussian) <= 0.05, "centre \(centre) against \(gaussian)")
    }

    /// Through the renderer: a disc under `.blur(radius: 30)` at scale 2 (σ = 60 px) is the
    /// exact Gaussian blur of the unblurred disc within 4.5 levels (4 as above, and half a level
    /// for the blurred layer's rounding to 8 bits; both blur the same 8-bit disc).
    @Test func renderedLargeBlurMatchesTheExactGaussian() throws {
        let disc = Path(ellipseIn: Rect(x: 90, y: 90, width: 60, height: 60))
        func render(_ filters: [LayerFilter]) throws -> Pixmap {
            let figure = Figure(displayList: DisplayList(size: Size(width: 240, height: 240), items: [
                .beginLayer(Layer(filters: filters)),
                .fill(path: disc, paint: .solid(.black), rule: .nonZero),
                .endGroup,
            ]), scale: 2, description: "")
            return try Renderer().pixmap(figure)
        }
        let sharp = try render([]), blurred = try render([.blur(radius: 30)])
        #expect(sharp.width == 480 && blurred.width == 480)
        let kernel = GaussianKernel(sigma: 60, maximumReach: 1000)
        let reference = FloatImage(sharp, rect: sharp.bounds, channels: 1).convolved(horizontal: kernel, vertical: kernel)
        var worst = 0.0
        for y in 0..<blurred.height {
            for x in 0..<blurred.width {
                let alpha = Double(blurred.pixel(x: x, y: y)?.alpha ?? 0)
                worst = max(worst, abs(alpha - Double(reference.samples[y * blurred.width + x]) * 255))
            }
        }
        #expect(worst <= 4.5, "off by \(worst)/255")
    }
}
