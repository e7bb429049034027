import Canvas
import Geometry
import Testing
@testable import Render

/// Single-label paths are blitted from one bit per written cell (`CoverageAccumulator.touchedCells`)
/// instead of sorted touched runs: the bits must cover every written cell, and both ways of
/// walking a fill must give the same pixels.
struct TouchedCellsTests {
    @Test func bitSearchesCrossWordBoundaries() {
        // Bits 3…5, 62…70 and 127 of a three-word row.
        var row = [UInt64](repeating: 0, count: 3)
        for bit in [3, 4, 5] + Array(62...70) + [127] { row[bit / 64] |= 1 << UInt64(bit % 64) }
        row.withUnsafeBufferPointer { buffer in
            guard let bits = buffer.baseAddress else { return }
            #expect(TouchedBits.nextSet(bits, words: 3, from: 0) == 3)
            #expect(TouchedBits.nextClear(bits, words: 3, from: 3) == 6)
            #expect(TouchedBits.nextSet(bits, words: 3, from: 6) == 62)
            #expect(TouchedBits.nextClear(bits, words: 3, from: 62) == 71)
            #expect(TouchedBits.nextSet(bits, words: 3, from: 71) == 127)
            #expect(TouchedBits.nextClear(bits, words: 3, from: 127) == 128)
            #expect(TouchedBits.nextSet(bits, words: 3, from: 128) == nil)
            #expect(TouchedBits.nextSet(bits, words: 3, from: 192) == nil)
            #expect(TouchedBits.lastSet(bits, words: 3) == 127)
            #expect(TouchedBits.lastSet(bits, words: 1) == 63)
        }
        let empty = [UInt64](repeating: 0, count: 2)
        empty.withUnsafeBufferPointer { buffer in
            guard let bits = buffer.baseAddress else { return }
            #expect(TouchedBits.nextSet(bits, words: 2, from: 0) == nil)
            #expect(TouchedBits.lastSet(bits, words: 2) == nil)
        }
    }

    @Test func everyWrittenCellHasItsBit() {
        // Edges crossing many columns, running off both sides of the rectangle, and a contour
        // wholly left of it (projected onto the first column).
        var path = TestShapes.star(points: 7, center: Point(x: 40, y: 30), outerRadius: 45, innerRadius: 12)
        path.addPath(TestShapes.rectangle(Rect(x: -30, y: 5, width: 10, height: 20)))
        for labels in [false, true] {
            var edges = EdgeList()
            for (index, polyline) in path.flattened(tolerance: 0.05).enumerated() {
                edges.addClosedContour(polyline.points, scale: 1, label: labels ? Int32(index) : 0)
            }
            var accumulator = CoverageAccumulator(rect: PixelRect(minX: 3, minY: 0, maxX: 70, maxY: 60))
            accumulator.accumulate(edges)
            #expect(accumulator.recordsRuns == labels)
            #expect(accumulator.touchedRuns.isEmpty == !labels)
            var unmarked = 0, written = 0
            for row in 0..<accumulator.rect.height {
                for column in 0..<accumulator.stride where accumulator.accumulation[row * accumulator.stride + column] != 0 {
                    written += 1
                    let word = accumulator.touchedCells[row * accumulator.wordsPerRow + column / 64]
                    if word & (1 << UInt64(column % 64)) == 0 { unmarked += 1 }
                }
            }
            #expect(written > 100)
            #expect(unmarked == 0)
            var storage = accumulator.recycledStorage()
            #expect(storage.allSatisfy { $0 == 0 })
            storage.removeAll()
        }
    }

    @Test func bitsAndRunsBlitTheSamePixels() throws {
        // The same shapes, alone (one label: touched bits) and with a second contour above the
        // figure (two labels: touched runs), which adds no pixel of its own.
        let renderer = Renderer()
        let far = TestShapes.rectangle(Rect(x: 10, y: -40, width: 30, height: 20))
        let shapes: [(Path, Paint)] = [
            (TestShapes.star(points: 9, center: Point(x: 61.3, y: 58.8), outerRadius: 50, innerRadius: 21), .solid(RGBA(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.7))),
            (Path(ellipseIn: Rect(x: 7.5, y: 12.25, width: 101, height: 77.5)), .solid(RGBA(red: 0.1, green: 0.5, blue: 0.9))),
            (Path(ellipseIn: Rect(x: 20, y: 20, width: 80, height: 80)),
             .linearGradient(stops: [GradientStop(color: .white, location: 0), GradientStop(color: RGBA(red: 0, green: 0, blue: 1, alpha: 0.5), location: 1)],
                             start: Point(x: 20, y: 20), end: Point(x: 100, y: 100))),
        ]
        for (shape, paint) in shapes {
            var withFar = shape
            withFar.addPath(far)
            let alone = try renderer.pixmap(TestShapes.figure(120, 110, background: .white, [.fill(path: shape, paint: paint, rule: .nonZero)]))
            let twoLabels = try renderer.pixmap(TestShapes.figure(120, 110, background: .white, [.fill(path: withFar, paint: paint, rule: .nonZero)]))
            #expect(alone == twoLabels)
            #expect(alone != (try renderer.pixmap(TestShapes.figure(120, 110, background: .white, []))))
        }
    }

    /// A comb: one contour with teeth 3.3 px wide and gaps between them growing from 0.6 to
    /// 9.6 px, so that rows hold gaps both shorter and longer than `Blitter.shortGap`.
    static func comb() -> Path {
        Path { path in
            path.move(to: Point(x: 2.25, y: 40.5))
            var x = 2.25
            for gap in 0...9 {
                path.addLine(to: Point(x: x, y: 5.75))
                path.addLine(to: Point(x: x + 3.3, y: 7.1))
                path.addLine(to: Point(x: x + 3.3, y: 30))
                x += 3.3 + Double(gap) + 0.6
                path.addLine(to: Point(x: x, y: 30))
            }
            path.addLine(to: Point(x: x, y: 40.5))
            path.closeSubpath()
        }
    }

    @Test func shortGapsWalkedPixelByPixelMatchTheSpans() throws {
        // Bits (one label, short gaps walked pixel by pixel) against runs (two labels, every gap
        // a span): solid, translucent, gradient, under a clip, and a thin stroke's inside.
        let renderer = Renderer()
        let far = TestShapes.rectangle(Rect(x: 10, y: -40, width: 30, height: 20))
        let gradient = Paint.radialGradient(stops: [GradientStop(color: .white, location: 0),
                                                   GradientStop(color: RGBA(red: 0, green: 0.4, blue: 1, alpha: 0.6), location: 1)],
                                            center: Point(x: 40, y: 20), startRadius: 0, endRadius: 40)
        let clip = Path(ellipseIn: Rect(x: 5, y: 3, width: 75, height: 40))
        for paint in [Paint.solid(.black), .solid(RGBA(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.7)), gradient] {
            for clipped in [false, true] {
                for rule in [FillRule.nonZero, .evenOdd] {
                    func render(_ path: Path) throws -> Pixmap {
                        let fill = DisplayItem.fill(path: path, paint: paint, rule: rule)
                        let items = clipped ? [.beginClip(path: clip, rule: .nonZero), fill, .endClip] : [fill]
                        return try renderer.pixmap(TestShapes.figure(90, 45, scale: 1.5, background: .white, items))
                    }
                    var withFar = Self.comb()
                    withFar.addPath(far)
                    #expect(try render(Self.comb()) == (try render(withFar)), "\(paint) clipped: \(clipped) \(rule)")
                }
            }
        }
        // A stroke 3 px wide: its inside is a gap of a pixel or two between its two sides. One
        // label walks the bits; a far contour with another label makes the same pixels walk runs.
        func blit(_ edges: EdgeList) throws -> Pixmap {
            var pixmap = try Pixmap(width: 135, height: 68, background: .white)
            var accumulator = CoverageAccumulator(rect: edges.pixelBounds.intersection(pixmap.bounds))
            accumulator.accumulate(edges)
            #expect(accumulator.recordsRuns == (edges.contourLabels.count > 1 && Set(edges.contourLabels).count > 1))
            Blitter.fill(&pixmap, accumulator: &accumulator, rule: .nonZero, clip: nil,
                         shader: PaintShader(.solid(RGBA(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.8)), scale: 1.5))
            return pixmap
        }
        let outline = Rasterizer.strokeEdges(of: Self.comb(), style: StrokeStyle(lineWidth: 2), scale: 1.5)
        var withFar = outline
        withFar.addClosedContour([Point(x: 15, y: -60), Point(x: 60, y: -60), Point(x: 60, y: -30)], scale: 1, label: 7)
        let stroked = try blit(outline)
        #expect(stroked == (try blit(withFar)))
        #expect(stroked != (try Pixmap(width: 135, height: 68, background: .white)))
    }
}
