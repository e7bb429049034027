import Canvas
import Foundation
import Geometry
import Testing
@testable import Render

/// The animated PNG: its chunks follow the APNG specification, and every frame is exactly the
/// still rendering of that frame.
@Suite struct APNGTests {
    @Test func chunksFollowTheAPNGSpecification() throws {
        let animation = try AnimationFixtures.slidingSquare()
        let apng = try Renderer().apng(animation)
        let reading = try APNGReading(apng)  // every CRC checked on the way
        #expect(reading.types.first == "IHDR")
        #expect(reading.types.last == "IEND")
        // acTL comes before the image data, and the first frame's fcTL before the default image.
        let acTL = try #require(reading.types.firstIndex(of: "acTL"))
        let firstIDAT = try #require(reading.types.firstIndex(of: "IDAT"))
        let firstFCTL = try #require(reading.types.firstIndex(of: "fcTL"))
        #expect(acTL < firstIDAT && firstFCTL < firstIDAT)
        // 5 frames there and back: 0 1 2 3 4 3 2 1 — eight steps, none merged, loops forever.
        let control = try #require(reading.animationControl)
        #expect(control.frames == 8)
        #expect(control.plays == 0)
        let frames = reading.frameControls
        #expect(frames.count == 8)
        #expect(reading.types.filter { $0 == "fdAT" }.count == 7)
        // One shared sequence, 0, 1, 2, … across fcTL and fdAT in file order.
        #expect(reading.sequenceNumbers == (0..<15).map(UInt32.init))
        #expect(frames.map(\.sequenceNumber) == [0, 1, 3, 5, 7, 9, 11, 13])
        // The first frame is the whole canvas; the others only the rows and columns that changed
        // (the square and its stroke move and change colour: never the top or bottom rows).
        #expect(frames[0].width == 120 && frames[0].height == 80 && frames[0].xOffset == 0 && frames[0].yOffset == 0)
        for frame in frames {
            #expect(frame.xOffset + frame.width <= 120 && frame.yOffset + frame.height <= 80)
            #expect(frame.delayNumerator == 1 && frame.delayDenominator == 10)
            #expect(frame.disposeOp == 0 && frame.blendOp == 0)
        }
        for frame in frames.dropFirst() {
            #expect(frame.yOffset > 0 && frame.height < 60)
        }
    }

    @Test func everyFrameIsExactlyItsStillRendering() throws {
        let animation = try AnimationFixtures.slidingSquare()
        let renderer = Renderer()
        let reading = try APNGReading(try renderer.apng(animation))
        #expect(reading.frameData.count == animation.sequence.count)
        for step in animation.sequence.indices {
            let rebuilt = try reading.canvas(afterFrame: step)
            let still = try PNGDecoder.decode(try renderer.png(animation.frame(atStep: step)))
            #expect(rebuilt.width == still.width && rebuilt.height == still.height)
            #expect(rebuilt.samples == still.samples, "frame \(step) differs from its still rendering")
        }
        // The default image (what a viewer without APNG support shows) is the first frame.
        let defaultImage = try PNGDecoder.decode(try renderer.apng(animation))
        #expect(defaultImage.samples == (try PNGDecoder.decode(try renderer.png(animation.frames[0]))).samples)
    }

    @Test func repeatedStepsBecomeOneFrameWithALongerDelay() throws {
        let animation = try AnimationFixtures.circleThenTriangle()  // steps 0 0 1 1 1 at 5 fps
        let reading = try APNGReading(try Renderer().apng(animation))
        #expect(reading.animationControl?.frames == 2)
        #expect(reading.frameControls.map(\.delayNumerator) == [2, 3])
        #expect(reading.frameControls.map(\.delayDenominator) == [5, 5])
        // The delays add up to the animation's duration: 5 steps at 5 fps is one second.
        let seconds = reading.frameControls.reduce(0.0) { $0 + Double($1.delayNumerator) / Double($1.delayDenominator) }
        #expect(abs(seconds - animation.duration) < 1e-12)
        let triangle = try reading.canvas(afterFrame: 1)
        #expect(triangle.samples == (try PNGDecoder.decode(try Renderer().png(animation.frames[1]))).samples)
    }

    @Test func pixelFormatIsSharedByAllFrames() throws {
        let clear = try APNGReading(try Renderer().apng(try AnimationFixtures.slidingSquare()))
        #expect(clear.header?.data[8] == 8 && clear.header?.data[9] == 6)  // 8-bit RGBA
        let opaque = try AnimationFixtures.slidingSquare(background: .white)
        let reading = try APNGReading(try Renderer().apng(opaque))
        #expect(reading.header?.data[9] == 2)  // 8-bit RGB: the background covers every pixel
        let still = try PNGDecoder.decode(try Renderer().png(opaque.frame(atStep: 3)))
        #expect(try reading.canvas(afterFrame: 3).samples == still.samples)
    }

    @Test func unchangedPixelsAreLeftOut() throws {
        // A dot moving across a wide canvas: each later frame is the dot's old and new place only.
        let frames = (0..<4).map { index in
            TestShapes.figure(200, 20, scale: 1, [.fill(path: Path(ellipseIn: Rect(x: 10 + 40 * Double(index), y: 5, width: 10, height: 10)),
                                                        paint: .solid(.black), rule: .nonZero)])
        }
        let still = frames[0]
        // Frame 4 is a copy of frame 0: back from the dot's last place to its first, then a frame
        // with the same pixels as the one before it (one unchanged pixel).
        let animation = try AnimatedFigure(frames: frames + [still], sequence: [0, 1, 2, 3, 4, 0], framesPerSecond: 4, description: "dot")
        let reading = try APNGReading(try Renderer().apng(animation))
        let controls = reading.frameControls
        // The dot covers columns 10 + 40k ..< 20 + 40k and rows 5 ..< 15.
        #expect(controls.map(\.width) == [200, 50, 50, 50, 130, 1])
        #expect(controls.map(\.xOffset) == [0, 10, 50, 90, 10, 0])
        #expect(controls.dropFirst(1).dropLast().allSatisfy { $0.yOffset == 5 && $0.height == 10 })
        #expect(controls[5].height == 1)
        for step in 0..<6 {
            let still = try PNGDecoder.decode(try Renderer().png(animation.frame(atStep: step)))
            #expect(try reading.canvas(afterFrame: step).samples == still.samples)
        }
    }

    @Test func changedRegionIsTheBoundingBoxOfDifferences() throws {
        var a = try Pixmap(width: 8, height: 6), b = a
        #expect(AnimationFrameEncoder.changedRegion(from: a, to: b).isEmpty)
        b.samples[(2 * 8 + 5) * 4 + 3] = 255  // (5, 2)
        b.samples[(4 * 8 + 1) * 4] = 7  // (1, 4)
        #expect(AnimationFrameEncoder.changedRegion(from: a, to: b) == PixelRect(minX: 1, minY: 2, maxX: 6, maxY: 5))
        a.samples[0] = 1
        #expect(AnimationFrameEncoder.changedRegion(from: a, to: b) == PixelRect(minX: 0, minY: 0, maxX: 6, maxY: 5))
    }

    @Test func anInterruptStopsTheRendering() throws {
        let animation = try AnimationFixtures.slidingSquare()
        let resources = ResourceContext()
        resources.requestInterrupt()
        #expect(throws: RenderError(.interrupted)) {
            try resources.run { () throws(RenderError) in _ = try Renderer().apng(animation) }
        }
    }

    @Test func cachedBytesAreTheSameBytes() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shapebook-apng-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = RenderCache(directory: directory)
        let renderer = Renderer(cache: cache)
        let animation = try AnimationFixtures.slidingSquare()
        let first = try renderer.apng(animation)
        let rendersAfterFirst = cache.statistics.renders
        let second = try renderer.apng(animation)
        #expect(first == second)
        #expect(first == (try Renderer().apng(animation)))
        #expect(cache.statistics.renders == rendersAfterFirst)
        #expect(cache.statistics.memoryHits >= 1)
    }

    @Test func chunkReaderRejectsABadChecksum() throws {
        var apng = try Renderer().apng(try AnimationFixtures.circleThenTriangle())
        apng[apng.count - 20] ^= 0xFF  // inside the last fdAT's data
        #expect(throws: RenderError.self) { _ = try PNGChunk.chunks(in: apng) }
        #expect(PNGChunk.checksum(Array("IEND".utf8)) == 0xAE42_6082)  // the CRC every PNG ends with
    }
}
