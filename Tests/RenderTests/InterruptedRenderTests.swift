import Canvas
import Geometry
import Testing
@testable import Render

/// Rendering under the session's `ResourceContext`: an interrupt or the memory limit ends it
/// with the reason, never with a wrong picture, and the long loops inside (SVG path data, the
/// opacity scan before PNG encoding) stop early once interrupted.
struct InterruptedRenderTests {
    static let figure = TestShapes.figure(40, 30, [
        .fill(path: TestShapes.rectangle(Rect(x: 5, y: 5, width: 20, height: 10)), paint: .solid(TestShapes.red), rule: .nonZero),
    ])

    /// An interrupted context, to run work under.
    static func interrupted() -> ResourceContext {
        let context = ResourceContext()
        context.requestInterrupt()
        return context
    }

    @Test func anInterruptedRenderThrowsTheInterrupt() {
        #expect(throws: RenderError(.interrupted)) {
            try Self.interrupted().run { () throws(RenderError) in _ = try Renderer().png(Self.figure) }
        }
        #expect(throws: RenderError(.interrupted)) {
            try Self.interrupted().run { () throws(RenderError) in _ = try Renderer().svg(Self.figure) }
        }
        #expect(throws: RenderError(.interrupted)) {
            try Self.interrupted().run { () throws(RenderError) in _ = try Renderer().pdf(Self.figure) }
        }
    }

    @Test func aPDFWhosePixelsTheMemoryLimitRefusesIsRefusedNotLeftWithout() {
        // A blurred layer is drawn as pixels in a PDF; refused, the PDF must not be made without it.
        let context = ResourceContext(memoryLimit: 1 << 20)
        let list = DisplayList(size: Size(width: 400, height: 400), items: [
            .beginLayer(Layer(filters: [.blur(radius: 4)])),
            .fill(path: TestShapes.rectangle(Rect(x: 5, y: 5, width: 20, height: 10)), paint: .solid(TestShapes.red), rule: .nonZero),
            .endGroup,
        ])
        do {
            _ = try context.run { () throws(RenderError) in
                try PDFWriter.document(for: list, size: list.size, scale: 2, title: "blurred")
            }
            Issue.record("a PDF was made without its refused pixels")
        } catch {
            guard case .memory? = error.limit else {
                Issue.record("not refused for memory: \(error)")
                return
            }
        }
    }

    @Test func anInterruptedEncodingSaysInterruptedNotOutOfMemory() throws {
        // Large enough for several parts, which the interrupt skips: the job then fails, and the
        // reason given must be the interrupt.
        let pixmap = try Pixmap(width: 1500, height: 1500, background: TestShapes.blue)
        #expect(throws: RenderError(.interrupted)) {
            try Self.interrupted().run { () throws(RenderError) in
                _ = try PNGEncoder.figures.encode(pixmap, scale: 1)
            }
        }
    }

    @Test func aFigurePastTheMemoryLimitIsRefusedWithItsSize() {
        let context = ResourceContext(memoryLimit: 1 << 20)
        let large = TestShapes.figure(2000, 2000, [])
        do {
            try context.run { () throws(RenderError) in _ = try Renderer().pixmap(large) }
            Issue.record("a 16 MB pixmap was drawn under a 1 MiB limit")
        } catch {
            guard case .memory(let what, _, _, _) = error.limit else {
                Issue.record("not refused for memory: \(error)")
                return
            }
            #expect(what == "drawing a figure of 2000×2000 pixels")
        }
    }

    @Test func aLayerWithFiltersPastTheMemoryLimitIsRefused() {
        // Its pixmap and the float images of a blur: 13 bytes per sample of 400×400 at scale 2.
        let context = ResourceContext(memoryLimit: 1 << 20)
        let blurred = TestShapes.figure(400, 400, scale: 2, [
            .beginLayer(Layer(filters: [.blur(radius: 4)])),
            .fill(path: TestShapes.rectangle(Rect(x: 5, y: 5, width: 20, height: 10)), paint: .solid(TestShapes.red), rule: .nonZero),
            .endGroup,
        ])
        do {
            try context.run { () throws(RenderError) in
                var rasterizer = Rasterizer(pixmap: try Pixmap(width: 800, height: 800), scale: 2)
                _ = try rasterizer.draw(blurred.displayList.items)
            }
            Issue.record("a blurred layer was drawn under a 1 MiB limit")
        } catch {
            guard case .memory(let what, let requested, _, _) = error.limit else {
                Issue.record("not refused for memory: \(error)")
                return
            }
            #expect(what == "a layer of 800×800 pixels" && requested == 800 * 800 * 4 * 13)
        }
    }

    @Test func aBlurStopsBetweenItsTapsWhenInterrupted() {
        // A million samples per tap: the interrupt is seen after the first of the kernel's taps.
        var image = FloatImage(rect: PixelRect(width: 1024, height: 1024), channels: 1)
        image.samples = [Float](repeating: 1, count: 1024 * 1024)
        let kernel = GaussianKernel(sigma: 3, maximumReach: 100)
        #expect(kernel.weights.count > 10)
        let whole = image.convolved(horizontal: kernel, vertical: kernel).samples.reduce(0, +)
        let partial = Self.interrupted().run { image.convolved(horizontal: kernel, vertical: kernel).samples.reduce(0, +) }
        #expect(whole > 0.9 * 1024 * 1024)
        #expect(partial < whole / 4)
    }

    @Test func aBoxBlurDownTheImageStopsWithinItsPassWhenInterrupted() {
        // The pass down is one run of the whole image (a row of 2,048 samples per position): the
        // interrupt is seen after a million samples, half way down, not once the pass has ended.
        let ones = [Float](repeating: 1, count: 2048 * 1024)
        let box = Box(first: -2, size: 5)
        func pass() -> Float {
            FloatImage.boxSum(of: ones, box: box, length: 1024, step: 2048, rows: 1, rowLength: 2048 * 1024).reduce(0, +)
        }
        let whole = pass()
        let partial = Self.interrupted().run { pass() }
        #expect(whole > 0.99 * 2048 * 1024)
        #expect(partial < 0.6 * whole)
    }

    @Test func pathDataStopsEarlyWhenInterrupted() {
        let path = Path { path in
            path.move(to: .zero)
            for index in 1...10_000 { path.addLine(to: Point(x: Double(index), y: 0)) }
        }
        let whole = SVGFormat.pathData(path)
        let partial = Self.interrupted().run { SVGFormat.pathData(path) }
        #expect(whole.hasSuffix("L10000 0"))
        #expect(partial.count < whole.count / 2)
    }

    @Test func opacityIsFoundInEveryBlockOfPixels() throws {
        // More than one block of a million pixels, so that the last block is read too.
        var pixmap = try Pixmap(width: 1100, height: 1000, background: TestShapes.blue)
        #expect(PNGEncoder.isOpaque(pixmap.samples))
        pixmap.samples[pixmap.samples.count - 1] = 254
        #expect(!PNGEncoder.isOpaque(pixmap.samples))
        #expect(PNGEncoder.isOpaque([]))
    }

    @Test func theOpacityScanStopsWhenInterrupted() throws {
        let pixmap = try Pixmap(width: 1100, height: 1000, background: TestShapes.blue)
        #expect(!Self.interrupted().run { PNGEncoder.isOpaque(pixmap.samples) })
    }
}
