import Foundation
import Testing
@testable import Geometry

@Suite struct MorphTests {
    let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100))
    var square: Path { Path(Rect(x: 10, y: 10, width: 80, height: 80)) }

    /// Is `points` a cyclic rotation of `reference` (in either direction)?
    func isCyclicRotation(_ points: [Point], of reference: [Point], tolerance: Double) -> Bool {
        let n = reference.count
        guard points.count == n else { return false }
        for candidate in [reference, reference.reversed()] {
            for offset in 0..<n where (0..<n).allSatisfy({ points[$0].distance(to: candidate[($0 + offset) % n]) <= tolerance }) {
                return true
            }
        }
        return false
    }

    @Test func progressZeroAndOneAreTheResampledEnds() throws {
        let start = try Morph(from: circle, to: square, progress: 0, samples: 64).interpolatedOutlines()
        #expect(start == [circle.points(count: 64)])
        let end = try Morph(from: circle, to: square, progress: 1, samples: 64).interpolatedOutlines()
        #expect(end.count == 1)
        #expect(isCyclicRotation(end[0], of: square.points(count: 64), tolerance: 1e-9))
    }

    /// The same circle drawn the other way round from another start: without alignment the
    /// halfway shape would collapse towards the centre; aligned, it stays the circle.
    @Test func morphDoesNotFlipBetweenDifferentStartsAndDirections() throws {
        var reversed = Path()
        reversed.move(to: Point(x: 50, y: 0))
        reversed.addArc(center: Point(x: 50, y: 50), radius: 50, startAngle: .degrees(-90),
                        endAngle: .degrees(270), clockwise: true)
        reversed.closeSubpath()
        let halfway = try Morph(from: circle, to: reversed, progress: 0.5, samples: 90).interpolatedOutlines()
        for p in try #require(halfway.first) {
            #expect(abs(p.distance(to: Point(x: 50, y: 50)) - 50) < 0.5)
        }
    }

    @Test func unmatchedSubpathsShrinkIntoTheirCentroid() throws {
        var two = circle
        two.addEllipse(in: Rect(x: 300, y: 0, width: 20, height: 20))
        let morph = try Morph(from: two, to: circle, progress: 1, samples: 40).interpolatedOutlines()
        #expect(morph.count == 2)
        // The big circles match each other; the small one has collapsed onto its centre.
        let collapsed = try #require(morph.first { $0[0].x > 200 })
        for p in collapsed { #expect(p.distance(to: Point(x: 310, y: 10)) < 0.1) }
        let grown = try Morph(from: circle, to: two, progress: 0, samples: 40).interpolatedOutlines()
        #expect(grown.count == 2)
    }

    @Test func subpathsPairByPosition() throws {
        var left = Path(ellipseIn: Rect(x: 0, y: 0, width: 20, height: 20))
        left.addPath(Path(Rect(x: 100, y: 0, width: 20, height: 20)))
        var right = Path(Rect(x: 100, y: 0, width: 20, height: 20))
        right.addPath(Path(ellipseIn: Rect(x: 0, y: 0, width: 20, height: 20)))
        let halfway = try Morph(from: left, to: right, progress: 0.5, samples: 32).interpolatedOutlines()
        // Matched in place, nothing travels across: every point stays near x < 25 or x > 95.
        for outline in halfway { for p in outline { #expect(p.x < 25 || p.x > 95) } }
    }

    /// Greedy pairing would send the source at 10 to the target at 9 (the closest pair) and the
    /// one at 0 to the one at 20; the exact matching pairs 0 → 9 and 10 → 20 (cost 181 < 401).
    @Test func smallSubpathCountsAreMatchedOptimally() {
        func outline(_ x: Double) -> MorphOutline {
            MorphOutline(points: [Point(x: x - 1, y: -1), Point(x: x + 1, y: -1), Point(x: x + 1, y: 1), Point(x: x - 1, y: 1)])
        }
        let pairs = MorphOutline.pairs([outline(0), outline(10)], [outline(9), outline(20)])
        #expect(pairs.map(\.0) == [0, 1])
        #expect(pairs.map(\.1) == [0, 1])
        // More sources than targets: the one left over is the one whose absence costs least.
        let uneven = MorphOutline.pairs([outline(0), outline(10), outline(50)], [outline(1), outline(11)])
        #expect(uneven.map(\.1) == [0, 1, nil])
    }

    @Test func badInputThrows() {
        #expect(throws: GeometryError.self) { try Morph(from: circle, to: square, progress: .nan).path() }
        #expect(throws: GeometryError.self) { try Morph(from: circle, to: square, progress: 0.5, samples: 2).path() }
    }
}
