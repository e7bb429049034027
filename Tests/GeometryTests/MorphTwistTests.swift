import Foundation
import Testing
@testable import Geometry

/// Circle → star morphs: the morphing article's correspondence (point i of A to point i of B,
/// each counted from its own start) turns the shape when the starts differ; `Morph` aligns the
/// starts, so every point stays in its star's sector and the middle frames do not twist.
@Suite struct MorphTwistTests {
    let frame = Rect(x: 0, y: 0, width: 200, height: 200)
    let center = Point(x: 100, y: 100)

    /// The signed angle from `a` to `b` about `center`, in (−π, π].
    func turn(from a: Point, to b: Point) -> Double {
        let delta = atan2(b.y - center.y, b.x - center.x) - atan2(a.y - center.y, a.x - center.x)
        return atan2(sin(delta), cos(delta))
    }

    @Test(arguments: [(5, 0.0), (5, 12.0), (6, 0.0), (8, 0.0)])
    func morphMovesEveryCirclePointWithinItsSpike(points: Int, cornerRadius: Double) throws {
        let circle = Path(ellipseIn: frame)
        let star = try Star(points: points, cornerRadius: cornerRadius).path(in: frame)
        let samples = 120
        let start = try Morph(from: circle, to: star, progress: 0, samples: samples).interpolatedOutlines()[0]
        let end = try Morph(from: circle, to: star, progress: 1, samples: samples).interpolatedOutlines()[0]
        let turns = zip(start, end).map { turn(from: $0, to: $1) }
        // One spike spans 2π/n; no point may move into a neighbouring spike's half of it, and
        // on average the points turn by almost nothing (no rotation of the whole shape).
        #expect(turns.allSatisfy { abs($0) < Double.pi / Double(points) })
        #expect(abs(turns.reduce(0, +) / Double(turns.count)) < 0.02)
        // Halfway the shape lies between the two ends: it never shrinks below the star, as it
        // would if it turned (the article's correspondence, below).
        let halfway = try Morph(from: circle, to: star, progress: 0.5, samples: samples).interpolatedOutlines()[0]
        let areas = [start, halfway, end].map { abs(MorphOutline(points: $0).doubleSignedArea) / 2 }
        #expect(areas[1] > areas[2] && areas[1] < areas[0])
    }

    @Test func theArticlesCorrespondenceTurnsACircleIntoAStarByAQuarterTurn() throws {
        // The circle starts on the right (angle 0), the star at its top spike (−90°); both run
        // clockwise on screen. Counting both from their own starts, as the article does, sends
        // every point a quarter turn back: the middle frames rotate and shrink (the "flip" the
        // article warns about). `Morph` chooses the start instead (test above).
        let circle = Path(ellipseIn: frame).points(count: 100)
        let star = try Star(points: 5).path(in: frame).points(count: 100)
        let turns = zip(circle, star).map { turn(from: $0, to: $1) }
        let mean = turns.reduce(0, +) / Double(turns.count)
        #expect(abs(mean + Double.pi / 2) < 0.05)
        // Halfway, the top spike's tip (star sample 0: outer radius 90, the article's odd-star
        // centre (100, 110), so the tip is at (100, 20)) is halfway along the chord from the
        // circle's (200, 100): at (150, 60), 64 from the centre instead of straight above it.
        let tip = circle[0].lerp(to: star[0], 0.5)
        #expect(isClose(tip, Point(x: 150, y: 60), tolerance: 1e-9))
    }
}
