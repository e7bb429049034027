import Canvas
import Geometry
import Testing
@testable import Render

/// Pixels crossed by edges of several overlapping contours: coverage comes from the exact winding
/// number (`OverlapResolver`), not from the saturated average winding.
struct OverlapCoverageTests {
    let renderer = Renderer()

    private func pixmap(_ path: Path, rule: FillRule = .nonZero) throws -> Pixmap {
        try renderer.pixmap(TestShapes.figure(100, 100, [.fill(path: path, paint: .solid(.black), rule: rule)]))
    }

    private func alpha(_ pixmap: Pixmap, _ x: Int, _ y: Int) -> Double {
        Double(pixmap.pixel(x: x, y: y)?.alpha ?? 0)
    }

    private func largestDifference(_ a: Pixmap, _ b: Pixmap) -> Int {
        zip(a.samples, b.samples).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    private func stacked(_ rects: [Rect]) -> Path {
        var path = Path()
        for rect in rects { path.addPath(TestShapes.rectangle(rect)) }
        return path
    }

    @Test func stackedIdenticalContoursCoverLikeOne() throws {
        // Ten copies of one rectangle: winding 10 inside, but an edge pixel 0.7 covered is still
        // 0.7 covered (the average winding there is 7, which used to saturate to full).
        let rect = Rect(x: 20.3, y: 10, width: 40.4, height: 40)
        let ten = try pixmap(stacked(Array(repeating: rect, count: 10)))
        let one = try pixmap(TestShapes.rectangle(rect))
        #expect(abs(alpha(ten, 20, 30) - 178.5) <= 1)   // 0.7 × 255 = 178.5
        #expect(abs(alpha(ten, 60, 30) - 178.5) <= 1)   // 60.7 − 60
        #expect(alpha(ten, 40, 30) == 255)
        #expect(largestDifference(ten, one) <= 1)
        #expect(abs(TestShapes.coveredArea(ten) - 40.4 * 40) < 0.5)
    }

    @Test func contoursSharingAnEdgeCoverTheirUnion() throws {
        // Same left edge inside pixel 20, right edges spread over two pixels: the union is the
        // widest rectangle, 20.3 … 32.2.
        let rects = (0..<8).map { Rect(x: 20.3, y: 10.5, width: 10 + 0.27 * Double($0), height: 60) }
        let union = try pixmap(stacked(rects))
        #expect(abs(alpha(union, 20, 40) - 178.5) <= 1)
        #expect(abs(TestShapes.coveredArea(union) - (10 + 0.27 * 7) * 60) < 0.5)
    }

    @Test func contoursSharingASlantedEdgeCoverTheirUnion() throws {
        // Parallelograms sharing the slanted left edge (20.2, 10) → (35.9, 80), of widths
        // 6…8.8: their union is the widest one, area width × height.
        func parallelogram(width: Double) -> Path {
            Path { p in
                p.addLines([Point(x: 20.2, y: 10), Point(x: 20.2 + width, y: 10),
                            Point(x: 35.9 + width, y: 80), Point(x: 35.9, y: 80)])
                p.closeSubpath()
            }
        }
        var path = Path()
        for index in 0..<8 { path.addPath(parallelogram(width: 6 + 0.4 * Double(index))) }
        let union = try pixmap(path)
        let widest = try pixmap(parallelogram(width: 8.8))
        #expect(abs(TestShapes.coveredArea(union) - 8.8 * 70) < 0.5)
        // Pixel by pixel within the sampling bound: 1/16 of a pixel per edge, here far less.
        #expect(largestDifference(union, widest) <= 8)
    }

    @Test func evenOddCountsEveryStackedContour() throws {
        let rect = Rect(x: 20.3, y: 10, width: 40.4, height: 40)
        let two = try pixmap(stacked([rect, rect]), rule: .evenOdd)
        #expect(TestShapes.coveredArea(two) == 0)
        let three = try pixmap(stacked([rect, rect, rect]), rule: .evenOdd)
        #expect(abs(alpha(three, 20, 30) - 178.5) <= 1)
        #expect(abs(TestShapes.coveredArea(three) - 40.4 * 40) < 0.5)
    }

    @Test func contoursEndingInsideOneRowCoverTheirUnion() throws {
        // Both tops lie inside pixel row 10, and no pixel is crossed by edges of both: between
        // the edges the row is empty above y = 10.5 and doubly covered below it, an average
        // winding of 1 that must still give half coverage.
        var path = TestShapes.rectangle(Rect(x: 10, y: 10.5, width: 40, height: 20))
        path.addPath(TestShapes.rectangle(Rect(x: 30, y: 10.5, width: 40, height: 20)))
        let union = try pixmap(path)
        #expect(abs(alpha(union, 40, 10) - 127.5) <= 1)
        #expect(abs(alpha(union, 40, 30) - 127.5) <= 1)
        #expect(abs(TestShapes.coveredArea(union) - 60 * 20) < 0.5)
    }

    @Test func aHoleWhoseTopSharesTheOutlinesRowNeedsNoResolving() throws {
        // The outline's top at y = 10.5 and its hole's (wound the other way) at y = 10.7 both lie
        // inside row 10: windings 0, 1, 0 down the row, which the average gets right (coverage
        // 0.2 over the hole), so the row keeps the fast path.
        var path = TestShapes.rectangle(Rect(x: 10, y: 10.5, width: 60, height: 30))
        path.addPath(TestShapes.rectangle(Rect(x: 20, y: 10.7, width: 40, height: 19.3), reversed: true))
        var accumulator = CoverageAccumulator(rect: PixelRect(width: 100, height: 100))
        accumulator.accumulate(EdgeList(path: path, scale: 1))
        #expect(!accumulator.mergedRuns().contains { $0.row == 10 && $0.needsExactCoverage })
        let ring = try pixmap(path)
        #expect(abs(alpha(ring, 40, 10) - 0.2 * 255) <= 1)
        #expect(abs(alpha(ring, 15, 10) - 0.5 * 255) <= 1)
        #expect(abs(TestShapes.coveredArea(ring) - (60 * 30 - 40 * 19.3)) < 0.5)
    }

    @Test func onlyRowsWithOverlapsAreResolved() {
        // The left edges of both rectangles cross pixel 10 in rows 0 and 1; rows 2 and 3 hold
        // one contour only and keep the fast path.
        var path = TestShapes.rectangle(Rect(x: 10.2, y: 0, width: 5, height: 4))
        path.addPath(TestShapes.rectangle(Rect(x: 10.6, y: 0, width: 10, height: 2)))
        var accumulator = CoverageAccumulator(rect: PixelRect(width: 30, height: 4))
        accumulator.accumulate(EdgeList(path: path, scale: 1))
        let runs = accumulator.mergedRuns()
        #expect(Set(runs.filter(\.needsExactCoverage).map(\.row)) == [0, 1])
        #expect(Set(runs.filter { !$0.needsExactCoverage }.map(\.row)) == [2, 3])
    }
}
