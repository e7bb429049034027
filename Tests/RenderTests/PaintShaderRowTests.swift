import Canvas
import Geometry
import Testing
@testable import Render

/// `PaintShader.words` computes a row of colours at once, in `Float` (`GradientRowParameters`);
/// it must agree with the per-pixel `word(x:y:)` (the straightforward `Double` formula) within
/// one table entry, stay within the ramp's tolerance of the exact colour, and survive a
/// non-finite gradient.
struct PaintShaderRowTests {
    let stops = [GradientStop(color: RGBA(red: 1, green: 0, blue: 0), location: 0),
                 GradientStop(color: RGBA(red: 0, green: 0.5, blue: 1, alpha: 0.5), location: 0.6),
                 GradientStop(color: RGBA(red: 0, green: 1, blue: 0), location: 1)]

    /// A rotated, sheared, unevenly scaled paint space (a `gradientTransform` in SVG terms).
    static let skewed = Transform(a: 0.8, b: 0.45, c: -0.3, d: 1.3, tx: 12, ty: -7)

    private func row(_ shader: PaintShader, x: Int, y: Int, count: Int) -> [UInt32] {
        var words = [UInt32](repeating: 0, count: count)
        words.withUnsafeMutableBufferPointer { buffer in
            if let base = buffer.baseAddress { shader.words(x: x, y: y, count: count, into: base) }
        }
        return words
    }

    /// The largest difference of any 8-bit channel between two pixel words.
    private func channelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        var largest = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            let first = Int((a >> shift) & 0xFF), second = Int((b >> shift) & 0xFF)
            largest = max(largest, abs(first - second))
        }
        return largest
    }

    /// Rows of odd lengths and starts (partial spans, as a clip or an edge leaves them, and rows
    /// starting left of the pixmap) against the per-pixel words: every channel within one level,
    /// and all but a few pixels identical (they differ only next to a rounding boundary).
    private func expectRowsAgreeWithPixels(_ paint: Paint, scale: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let shader = PaintShader(paint, scale: scale)
        var pixels = 0, identical = 0, fastRows = 0
        for (x, count) in [(-20, 200), (0, 1), (3, 7), (17, 197), (151, 64), (-5, 3)] {
            for y in stride(from: -3, to: 160, by: 7) {
                if shader.rowParameters(x: x, y: y, count: count) != nil { fastRows += 1 }
                let words = row(shader, x: x, y: y, count: count)
                for (i, word) in words.enumerated() {
                    let reference = shader.word(x: x + i, y: y)
                    pixels += 1
                    if word == reference { identical += 1 }
                    #expect(channelDifference(word, reference) <= 1, "pixel (\(x + i), \(y))", sourceLocation: sourceLocation)
                }
            }
        }
        #expect(fastRows > 0, "the Float path was never taken", sourceLocation: sourceLocation)
        #expect(Double(identical) >= 0.995 * Double(pixels), "\(pixels - identical) of \(pixels) pixels differ",
                sourceLocation: sourceLocation)
    }

    @Test func rowsOfLinearAndRadialGradientsAgreeWithTheirPixels() {
        expectRowsAgreeWithPixels(.linearGradient(stops: stops, start: Point(x: 10, y: 5), end: Point(x: 90, y: 70)), scale: 2)
        expectRowsAgreeWithPixels(.radialGradient(stops: stops, center: Point(x: 40, y: 35), startRadius: 5, endRadius: 50), scale: 2)
        expectRowsAgreeWithPixels(.radialGradient(stops: stops, center: Point(x: 40, y: 35), startRadius: 60, endRadius: 10), scale: 1)
        expectRowsAgreeWithPixels(.radialGradient(stops: stops, center: Point(x: 40.3, y: 35.7), startRadius: 0, endRadius: 33.3), scale: 1.5)
    }

    @Test func rowsOfTransformedGradientsAgreeWithTheirPixels() {
        let radial = Paint.radialGradient(stops: stops, center: Point(x: 40, y: 35), startRadius: 0, endRadius: 45)
        expectRowsAgreeWithPixels(.transformed(radial, Self.skewed), scale: 2)
        expectRowsAgreeWithPixels(.transformed(.transformed(radial, Transform(rotationAngle: 0.7)), Self.skewed), scale: 1)
        let linear = Paint.linearGradient(stops: stops, start: Point(x: 10, y: 5), end: Point(x: 90, y: 70))
        expectRowsAgreeWithPixels(.transformed(linear, Self.skewed), scale: 2)
    }

    @Test func angularRowsMatchTheirPixelsExactly() {
        let shader = PaintShader(.angularGradient(stops: stops, center: Point(x: 40, y: 35), startAngle: .degrees(10),
                                                  endAngle: .degrees(300)), scale: 2)
        #expect(shader.rowParameters(x: 0, y: 0, count: 10) == nil)
        for y in stride(from: -3, to: 160, by: 7) {
            #expect(row(shader, x: -20, y: y, count: 200) == (0..<200).map { shader.word(x: -20 + $0, y: y) })
        }
    }

    /// Against the ramp's exact colour at the exact parameter (distance over radius, computed
    /// here independently): the table's spacing and the `Float` index add at most about a
    /// fifth of a level to the half level of rounding to 8 bits.
    @Test func radialRowsAreWithinTheRampsToleranceOfTheExactColour() {
        let center = Point(x: 37.25, y: 41.5), radius = 31.0
        let opaqueStops = [GradientStop(color: RGBA(red: 1, green: 0.9, blue: 0), location: 0),
                           GradientStop(color: RGBA(red: 0, green: 0.2, blue: 1), location: 1)]
        let paint = Paint.radialGradient(stops: opaqueStops, center: center, startRadius: 0, endRadius: radius)
        let shader = PaintShader(paint, scale: 2)
        let ramp = GradientRamp(opaqueStops)
        var worst = 0.0
        for y in stride(from: 0, to: 170, by: 3) {
            let words = row(shader, x: 1, y: y, count: 159)
            for (i, word) in words.enumerated() {
                let p = Point(x: (Double(1 + i) + 0.5) / 2, y: (Double(y) + 0.5) / 2)
                let t = min(1, p.distance(to: center) / radius)
                let exact = ramp.color(at: Float(t))
                for (channel, value) in [exact.red, exact.green, exact.blue].enumerated() {
                    let byte = Double((word >> (channel * 8)) & 0xFF)
                    worst = max(worst, abs(byte - Double(value) * 255))
                }
            }
        }
        #expect(worst <= 0.5 + 0.2, "worst channel error \(worst) levels")
    }

    /// Far from a tiny gradient `Float` would lose the index's precision: such rows go pixel by
    /// pixel and match `word(x:y:)` exactly.
    @Test func rowsTooFarForFloatGoPixelByPixel() {
        let paint = Paint.radialGradient(stops: stops, center: Point(x: 1e6, y: 3), startRadius: 0, endRadius: 0.01)
        let shader = PaintShader(paint, scale: 2)
        #expect(shader.rowParameters(x: 0, y: 0, count: 50) == nil)
        #expect(row(shader, x: 0, y: 0, count: 50) == (0..<50).map { shader.word(x: $0, y: 0) })
        // The precision bound itself: just inside and just outside.
        let inside = GradientRowParameters(isRadial: true, start: (GradientRowParameters.maximumMagnitude, 0), step: (0, 0))
        let outside = GradientRowParameters(isRadial: true, start: (0, 0), step: (GradientRowParameters.maximumMagnitude, 0))
        #expect(inside.isPrecise(count: 10))
        #expect(!outside.isPrecise(count: 2))
        #expect(!GradientRowParameters(isRadial: false, start: (.infinity, 0), step: (0, 0)).isPrecise(count: 1))
    }

    @Test func aNonFiniteRadialCentreDrawsTheFirstColourWithoutTrapping() {
        let shader = PaintShader(.radialGradient(stops: stops, center: Point(x: .nan, y: 3), startRadius: 0, endRadius: 10), scale: 1)
        let words = row(shader, x: 0, y: 0, count: 8)
        #expect(words == (0..<8).map { shader.word(x: $0, y: 0) })
        #expect(Set(words).count == 1)
    }

    @Test func onlyGradientsWithEveryColourOpaqueAreOpaque() {
        let opaque = [GradientStop(color: .white, location: 0), GradientStop(color: RGBA(red: 0, green: 0, blue: 1), location: 1)]
        #expect(PaintShader(.radialGradient(stops: opaque, center: .zero, startRadius: 0, endRadius: 5), scale: 1).isOpaqueGradient)
        #expect(!PaintShader(.radialGradient(stops: stops, center: .zero, startRadius: 0, endRadius: 5), scale: 1).isOpaqueGradient)
        #expect(!PaintShader(.solid(.white), scale: 1).isOpaqueGradient)
    }

    /// A fully covered span of an opaque gradient is stored straight; of a translucent one it is
    /// composited over what is below. Both give, pixel for pixel, the row's words over the
    /// background (source-over of `word(x:y:)`).
    @Test func gradientInteriorsCompositeTheirRowsOverTheBackground() throws {
        let opaque = [GradientStop(color: .white, location: 0), GradientStop(color: RGBA(red: 0, green: 0.3, blue: 1), location: 1)]
        for gradientStops in [opaque, stops] {
            let paint = Paint.radialGradient(stops: gradientStops, center: Point(x: 20, y: 15), startRadius: 0, endRadius: 18)
            let figure = TestShapes.figure(40, 30, scale: 1, [
                .fill(path: TestShapes.rectangle(Rect(x: 0, y: 0, width: 40, height: 30)), paint: .solid(.black), rule: .nonZero),
                .fill(path: TestShapes.rectangle(Rect(x: 2, y: 3, width: 35, height: 25)), paint: paint, rule: .nonZero),
            ])
            let pixmap = try Renderer().pixmap(figure)
            let shader = PaintShader(paint, scale: 1)
            for (x, y) in [(2, 3), (20, 15), (36, 27), (10, 20)] {
                let source = shader.word(x: x, y: y), keep = 255 - (source >> 24)
                let expected = source &+ Blitter.scale(0xFF00_0000, keep)
                let offset = (y * 40 + x) * 4
                let actual = (0..<4).reduce(UInt32(0)) { $0 | UInt32(pixmap.samples[offset + $1]) << ($1 * 8) }
                #expect(channelDifference(actual, expected) <= 1, "(\(x), \(y))")
            }
        }
    }
}
