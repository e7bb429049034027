import Canvas
import Geometry
import Testing
@testable import Render

/// Exact-area anti-aliasing: the sum of coverage equals the analytic area, and pixels on
/// axis-aligned edges get exactly the covered fraction.
struct CoverageTests {
    let renderer = Renderer()

    private func area(of path: Path, rule: FillRule = .nonZero) throws -> Double {
        let figure = TestShapes.figure(200, 200, [.fill(path: path, paint: .solid(.black), rule: rule)])
        return TestShapes.coveredArea(try renderer.pixmap(figure))
    }

    @Test func hexagonCoversItsArea() throws {
        let hexagon = TestShapes.regularPolygon(sides: 6, center: Point(x: 100.3, y: 99.6), radius: 83.7, rotation: 0.1)
        let expected = TestShapes.regularPolygonArea(sides: 6, radius: 83.7)
        #expect(abs(try area(of: hexagon) - expected) / expected < 0.002)
    }

    @Test func circleCoversItsArea() throws {
        let circle = Path(ellipseIn: Rect(x: 20.25, y: 19.5, width: 160, height: 160))
        let expected = Double.pi * 80 * 80
        #expect(abs(try area(of: circle) - expected) / expected < 0.002)
    }

    @Test func starCoversItsArea() throws {
        let star = TestShapes.star(points: 5, center: Point(x: 100.1, y: 101.7), outerRadius: 90, innerRadius: 36)
        let expected = TestShapes.starArea(points: 5, outerRadius: 90, innerRadius: 36)
        #expect(abs(try area(of: star) - expected) / expected < 0.002)
    }

    @Test func polygonAreaIsExactToRounding() throws {
        // Exact accumulation: only the 8-bit rounding of each edge pixel remains.
        let triangle = Path { p in
            p.addLines([Point(x: 10.3, y: 12.9), Point(x: 187.1, y: 40.2), Point(x: 60.6, y: 190.4)])
            p.closeSubpath()
        }
        let expected = abs((187.1 - 10.3) * (190.4 - 12.9) - (60.6 - 10.3) * (40.2 - 12.9)) / 2
        #expect(abs(try area(of: triangle) - expected) < 0.5)
    }

    @Test func halfCoveredPixelHasHalfAlpha() throws {
        let rect = TestShapes.rectangle(Rect(x: 10.5, y: 10, width: 20, height: 20))
        let pixmap = try renderer.pixmap(TestShapes.figure(40, 40, [.fill(path: rect, paint: .solid(.black), rule: .nonZero)]))
        #expect((127...129).contains(try #require(pixmap.pixel(x: 10, y: 15)).alpha))
        #expect(pixmap.pixel(x: 11, y: 15)?.alpha == 255)
        #expect(pixmap.pixel(x: 9, y: 15)?.alpha == 0)
        // A quarter-covered corner pixel.
        let corner = TestShapes.rectangle(Rect(x: 10.5, y: 10.5, width: 20, height: 20))
        let cornerMap = try renderer.pixmap(TestShapes.figure(40, 40, [.fill(path: corner, paint: .solid(.black), rule: .nonZero)]))
        #expect((63...65).contains(try #require(cornerMap.pixel(x: 10, y: 10)).alpha))
    }

    @Test func evenOddHoleIsEmpty() throws {
        var ring = TestShapes.rectangle(Rect(x: 20, y: 20, width: 160, height: 160))
        ring.addPath(TestShapes.rectangle(Rect(x: 60.5, y: 60.5, width: 80, height: 80)))
        let pixmap = try renderer.pixmap(TestShapes.figure(200, 200, [.fill(path: ring, paint: .solid(.black), rule: .evenOdd)]))
        for (x, y) in [(100, 100), (62, 62), (138, 138), (61, 100)] { #expect(pixmap.pixel(x: x, y: y)?.alpha == 0) }
        #expect(pixmap.pixel(x: 30, y: 30)?.alpha == 255)
        #expect((127...129).contains(try #require(pixmap.pixel(x: 60, y: 100)).alpha))
        let expected = 160.0 * 160 - 80 * 80
        #expect(abs(TestShapes.coveredArea(pixmap) - expected) < 1)
    }

    @Test func nonZeroSameDirectionOverlapIsFull() throws {
        var overlap = TestShapes.rectangle(Rect(x: 20, y: 20, width: 100, height: 100))
        overlap.addPath(TestShapes.rectangle(Rect(x: 70, y: 70, width: 100, height: 100)))
        let pixmap = try renderer.pixmap(TestShapes.figure(200, 200, [.fill(path: overlap, paint: .solid(.black), rule: .nonZero)]))
        #expect(pixmap.pixel(x: 95, y: 95)?.alpha == 255)
        #expect(abs(TestShapes.coveredArea(pixmap) - (2 * 100 * 100 - 50 * 50)) < 1)
        // The same overlap under even-odd leaves the shared square empty.
        let evenOdd = try renderer.pixmap(TestShapes.figure(200, 200, [.fill(path: overlap, paint: .solid(.black), rule: .evenOdd)]))
        #expect(evenOdd.pixel(x: 95, y: 95)?.alpha == 0)
        #expect(abs(TestShapes.coveredArea(evenOdd) - 2 * (100 * 100 - 50 * 50)) < 1)
    }

    @Test func oppositeDirectionOverlapCancelsUnderNonZero() throws {
        var cutout = TestShapes.rectangle(Rect(x: 20, y: 20, width: 160, height: 160))
        cutout.addPath(TestShapes.rectangle(Rect(x: 60, y: 60, width: 80, height: 80), reversed: true))
        let pixmap = try renderer.pixmap(TestShapes.figure(200, 200, [.fill(path: cutout, paint: .solid(.black), rule: .nonZero)]))
        #expect(pixmap.pixel(x: 100, y: 100)?.alpha == 0)
        #expect(pixmap.pixel(x: 40, y: 100)?.alpha == 255)
    }

    @Test func shapesPartlyOutsideTheFrameAreClippedExactly() throws {
        // A rectangle hanging off the left and top edges: only the visible part counts.
        let square = TestShapes.rectangle(Rect(x: -30.25, y: -10, width: 60, height: 40))
        let pixmap = try renderer.pixmap(TestShapes.figure(100, 100, [.fill(path: square, paint: .solid(.black), rule: .nonZero)]))
        #expect(abs(TestShapes.coveredArea(pixmap) - 29.75 * 30) < 0.5)
        #expect(pixmap.pixel(x: 0, y: 0)?.alpha == 255)
        #expect((190...192).contains(try #require(pixmap.pixel(x: 29, y: 10)).alpha))
    }

    @Test func shapesRunningOffTheRightAndBottomStayCovered() throws {
        // The right edges are never seen, so the winding must carry on to the row's end.
        let square = TestShapes.rectangle(Rect(x: 60.5, y: 70, width: 100, height: 100))
        let pixmap = try renderer.pixmap(TestShapes.figure(100, 100, [.fill(path: square, paint: .solid(.black), rule: .nonZero)]))
        #expect(abs(TestShapes.coveredArea(pixmap) - 39.5 * 30) < 0.5)
        #expect(pixmap.pixel(x: 99, y: 99)?.alpha == 255)
    }

    @Test func degenerateEdgesDoNotTrap() throws {
        // A denormal-height edge (the smallest denormal: an infinite slope), non-finite points and
        // enormous coordinates.
        let denormal = Path { p in
            p.addLines([Point(x: 90, y: 0), Point(x: 10, y: .leastNonzeroMagnitude), Point(x: 10, y: 90)])
            p.closeSubpath()
        }
        let enormous = Path { p in
            p.addLines([Point(x: 10, y: 10), Point(x: 1e300, y: -1e300), Point(x: -1e300, y: 1e300)])
            p.closeSubpath()
        }
        let nonFinite = Path { p in
            p.addLines([Point(x: 10, y: 10), Point(x: .infinity, y: 50), Point(x: .nan, y: 3)])
            p.closeSubpath()
        }
        for rule in [FillRule.nonZero, .evenOdd] {
            let items: [DisplayItem] = [denormal, enormous, nonFinite].flatMap { path in
                [DisplayItem.fill(path: path, paint: .solid(.black), rule: rule),
                 .stroke(path: path, paint: .solid(.black), style: StrokeStyle(lineWidth: 3))]
            }
            let pixmap = try renderer.pixmap(TestShapes.figure(100, 100, items))
            #expect(pixmap.pixel(x: 20, y: 50)?.alpha == 255)
        }
    }

    @Test func integerScalingRoundsExactly() {
        // Every sample times every factor, two lanes at a time, against exact rounding.
        for value in UInt32(0)...255 {
            for factor in UInt32(0)...255 {
                let expected = (value * factor * 2 + 255) / 510
                let pixel = value | (255 - value) << 8 | value << 16 | (255 - value) << 24
                let scaled = Blitter.scale(pixel, factor)
                let reversed = ((255 - value) * factor * 2 + 255) / 510
                #expect(scaled == expected | reversed << 8 | expected << 16 | reversed << 24)
                if scaled != expected | reversed << 8 | expected << 16 | reversed << 24 { return }
            }
        }
    }

    @Test func recycledCellsAreAllZero() {
        // Reusing one buffer for every path relies on the touched runs covering every written cell.
        var storage: [Float] = []
        for (index, path) in [FigureCatalogue.star, FigureCatalogue.circle, FigureCatalogue.hexagon].enumerated() {
            let edges = EdgeList(path: path, scale: 1.37 + Double(index))
            var accumulator = CoverageAccumulator(rect: edges.pixelBounds.intersection(PixelRect(width: 180, height: 150)),
                                                  storage: &storage)
            accumulator.accumulate(edges)
            #expect(accumulator.accumulation.contains { $0 != 0 })
            storage = accumulator.recycledStorage()
            #expect(storage.allSatisfy { $0 == 0 })
        }
    }

    @Test func touchedRunsAreSortedAndMerged() {
        var ring = TestShapes.rectangle(Rect(x: 2.5, y: 1, width: 20, height: 3))
        ring.addPath(TestShapes.rectangle(Rect(x: 8.25, y: 1.5, width: 4, height: 1)))
        var accumulator = CoverageAccumulator(rect: PixelRect(width: 30, height: 6))
        accumulator.accumulate(EdgeList(path: ring, scale: 1))
        let runs = accumulator.mergedRuns()
        #expect(runs == runs.sorted { ($0.row, $0.start) < ($1.row, $1.start) })
        for (a, b) in zip(runs, runs.dropFirst()) where a.row == b.row { #expect(a.end < b.start) }
        // Row 2 crosses four vertical edges: x = 2.5, 8.25, 12.25, 22.5.
        #expect(runs.filter { $0.row == 2 }.map { [$0.start, $0.end] } == [[2, 4], [8, 10], [12, 14], [22, 24]])
    }

    @Test func opaqueColourIsExact() throws {
        let color = RGBA(red: 0.2, green: 0.6, blue: 0.8)
        let rect = TestShapes.rectangle(Rect(x: 0, y: 0, width: 10, height: 10))
        let pixmap = try renderer.pixmap(TestShapes.figure(10, 10, [.fill(path: rect, paint: .solid(color), rule: .nonZero)]))
        let pixel = try #require(pixmap.pixel(x: 5, y: 5))
        #expect(pixel.red == 51 && pixel.green == 153 && pixel.blue == 204 && pixel.alpha == 255)
    }

    @Test func oversizedFiguresAreRefused() {
        var renderer = Renderer()
        renderer.maximumPixelCount = 10_000
        #expect(throws: RenderError.self) { try renderer.pixmap(TestShapes.figure(200, 200, [])) }
        #expect(throws: RenderError.self) { try renderer.pixmap(TestShapes.figure(.nan, 10, [])) }
        #expect(throws: RenderError.self) { try renderer.pixmap(TestShapes.figure(10, 10, scale: 0, [])) }
    }

    /// A figure beyond Int's range (a path at x = 1e20) is refused with its size in the
    /// message, not a trap converting it to Int.
    @Test func aFigureBeyondIntsRangeIsRefusedNotTrapped() {
        let error = #expect(throws: RenderError.self) { try Renderer().pixelSize(of: TestShapes.figure(2e20, 15, scale: 2, [])) }
        #expect(error?.message.contains("4e+20×30 pixels") == true)
    }

    @Test func pixelSizeRoundsUp() throws {
        let size = try Renderer().pixelSize(of: TestShapes.figure(100.2, 50, scale: 2, []))
        #expect(size.width == 201 && size.height == 100)
    }

    @Test func spanBlendMatchesThePixelFormulaBitForBit() {
        // Every source alpha (keep = 255 − alpha) over pseudo-random premultiplied destinations,
        // spans of every length 0…9 so both the four-pixel body and the tail run.
        var state: UInt64 = 12345
        func next() -> UInt32 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
        func premultiplied(_ word: UInt32) -> UInt32 {
            let alpha = word >> 24
            let r = (word & 0xFF) * alpha / 255, g = (word >> 8 & 0xFF) * alpha / 255, b = (word >> 16 & 0xFF) * alpha / 255
            return r | g << 8 | b << 16 | alpha << 24
        }
        var mismatches = 0
        for alpha in UInt32(0)...255 {
            let source = premultiplied(next() & 0x00FF_FFFF | alpha << 24)
            let keep = 255 - alpha
            for count in 0...9 {
                let original = (0..<count).map { _ in premultiplied(next()) }
                var blended = original
                blended.withUnsafeMutableBufferPointer { buffer in
                    if let base = buffer.baseAddress { Blitter.blendSpan(source, keep: keep, onto: base, count: count) }
                }
                for (before, after) in zip(original, blended) where after != source &+ Blitter.scale(before, keep) {
                    mismatches += 1
                }
            }
        }
        #expect(mismatches == 0)
    }
}
