import Foundation
import Testing
@_spi(Benchmarks) @testable import Geometry

/// `Path.union(of:)`, the single-call union of many paths, against closed forms and against
/// folding `union(_:)`; and the benchmarks' conversion probes.
@Suite struct UnionOfManyTests {
    let radius = 50.0
    func circle(x: Double, y: Double = 50) -> Path {
        Path(ellipseIn: Rect(x: x - radius, y: y, width: 2 * radius, height: 2 * radius))
    }
    /// Circles are four cubics (radial error 2.7e-4 r) flattened within 0.01 pt.
    var slackPerCircle: Double { 2 * Double.pi * radius * (0.01 + 2.8e-4 * radius) }

    @Test(arguments: [20.0, 60.0, 90.0])
    func twoCirclesMatchTheLensFormula(distance: Double) throws {
        let disc = Double.pi * radius * radius
        let lens = ShapesTestSupport.lensArea(radius: radius, distance: distance)
        let union = try Path.union(of: [circle(x: 100), circle(x: 100 + distance)])
        #expect(abs(try union.filledArea() - (2 * disc - lens)) < 2 * slackPerCircle)
        #expect(abs(union.area - (try union.filledArea())) < 1e-6)
    }

    @Test func agreesWithFoldingPairwiseUnions() throws {
        let blobs = try (0..<12).map { index throws(GeometryError) in
            try Blob(points: 8, seed: UInt64(index), style: .cubic)
                .path(in: Rect(x: Double(index % 4) * 40, y: Double(index / 4) * 40, width: 90, height: 90))
        }
        var folded = Path()
        for blob in blobs { folded = try folded.union(blob) }
        let single = try Path.union(of: blobs)
        let foldedArea = try folded.filledArea()
        #expect(foldedArea > 10_000)
        #expect(abs(try single.filledArea() - foldedArea) < 1e-6 * foldedArea)
        // Same region: nothing is left over when either is taken from the other.
        #expect(try single.symmetricDifference(folded).filledArea() < 1e-6 * foldedArea)
    }

    @Test func emptyListAndEmptyPathsGiveAnEmptyPath() throws {
        #expect(try Path.union(of: []).isEmpty)
        #expect(try Path.union(of: [Path(), Path()]).isEmpty)
    }

    /// A clockwise and a counter-clockwise square over each other: separate paths, so their
    /// windings never cancel (the single path holding both would leave the overlap empty).
    @Test func oppositeWindingsInDifferentPathsDoNotCancel() throws {
        var clockwise = Path()
        clockwise.addLines([Point(x: 0, y: 0), Point(x: 20, y: 0), Point(x: 20, y: 20), Point(x: 0, y: 20)])
        clockwise.closeSubpath()
        var counterClockwise = Path()
        counterClockwise.addLines([Point(x: 10, y: 0), Point(x: 10, y: 20), Point(x: 30, y: 20), Point(x: 30, y: 0)])
        counterClockwise.closeSubpath()
        #expect(abs(try Path.union(of: [clockwise, counterClockwise]).filledArea() - 600) < 1e-9)
    }

    /// Two nested squares in one path: even-odd leaves a frame (256 − 64), nonzero the whole.
    @Test func eoFillAppliesToEveryPath() throws {
        var frame = Path()
        frame.addRect(Rect(x: 0, y: 0, width: 16, height: 16))
        frame.addRect(Rect(x: 4, y: 4, width: 8, height: 8))
        let far = Path(Rect(x: 100, y: 100, width: 10, height: 10))
        #expect(abs(try Path.union(of: [frame, far], eoFill: true).filledArea() - 292) < 1e-9)
        #expect(abs(try Path.union(of: [frame, far]).filledArea() - 356) < 1e-9)
    }

    @Test func nonFiniteInputThrows() {
        var broken = Path()
        broken.move(to: Point(x: 0, y: 0))
        broken.addLine(to: Point(x: .nan, y: 4))
        broken.addLine(to: Point(x: 4, y: 4))
        #expect(throws: GeometryError.self) { try Path.union(of: [circle(x: 0), broken]) }
        #expect(throws: GeometryError.self) { try Path.union(of: [circle(x: 0)], tolerance: 0) }
    }

    @Test func conversionProbesKeepTheRegion() throws {
        let paths = [circle(x: 0), Path(Rect(x: 0, y: 0, width: 30, height: 10))]
        #expect(try Path.convertToGEOS(paths) == 2)
        let back = try Path.roundTripThroughGEOS(paths)
        #expect(back.count == 2)
        #expect(abs(abs(back[1].area) - 300) < 1e-9)
        #expect(abs(abs(back[0].area) - Double.pi * radius * radius) < slackPerCircle)
    }
}
