import Canvas
import Foundation
import Geometry
import Testing
@testable import Render

/// An angular gradient follows SwiftUI's documented rule (`AngularSweep`): a sweep short of a
/// turn fills the missing area with the end colour for its first half and the start colour for
/// the rest; a sweep beyond a turn shows only its last complete turn; a negative sweep (a mirror,
/// or `endAngle < startAngle`) runs anticlockwise. Real code hit the first: a progress ring's
/// `AngularGradient(startAngle: -90°, endAngle: 90°)` with a round cap reaching back past 12
/// o'clock (edgaradrian/iOS-Practices' ProgressRingView, met gathering the thirteenth set of
/// docs/real-code.md), drawn in the end colour where SwiftUI draws the start colour.
struct AngularSweepTests {
    let red = RGBA(red: 1, green: 0, blue: 0), blue = RGBA(red: 0, green: 0, blue: 1)
    var stops: [GradientStop] { [GradientStop(color: red, location: 0), GradientStop(color: blue, location: 1)] }

    @Test func aSweepShortOfATurnSplitsTheMissingAreaHalfway() {
        // A half turn from 3 o'clock: the missing area runs from π to 2π, its middle at 1.5π.
        let sweep = AngularSweep(startAngle: 0, sweep: .pi)
        #expect(abs(sweep.parameter(atAngle: .pi / 2) - 0.5) < 1e-12)
        #expect(sweep.parameter(atAngle: 1.2 * .pi) == 1)
        #expect(sweep.parameter(atAngle: 1.8 * .pi) == 0)
        #expect(sweep.parameter(atAngle: -0.2 * .pi) == 0)
    }

    @Test func aSweepBeyondATurnShowsItsLastTurn() {
        // 1.5 turns: the last turn runs from π to 3π past the start.
        let sweep = AngularSweep(startAngle: 0, sweep: 3 * .pi)
        #expect(abs(sweep.parameter(atAngle: 0) - 2.0 / 3) < 1e-12)
        #expect(abs(sweep.parameter(atAngle: .pi / 2) - 5.0 / 6) < 1e-12)
        #expect(abs(sweep.parameter(atAngle: 1.5 * .pi) - 0.5) < 1e-12)
        // Exactly one turn is the plain sweep.
        #expect(abs(AngularSweep(startAngle: 1, sweep: 2 * .pi).parameter(atAngle: 1 + .pi) - 0.5) < 1e-12)
    }

    @Test func aNegativeSweepRunsAnticlockwise() {
        let sweep = AngularSweep(startAngle: 0, sweep: -.pi)
        #expect(abs(sweep.parameter(atAngle: -.pi / 2) - 0.5) < 1e-12)
        #expect(sweep.parameter(atAngle: 2 * .pi / 3) == 1)   // first half of the missing area
        #expect(sweep.parameter(atAngle: .pi / 3) == 0)       // second half
    }

    /// A progress ring's gradient from 12 o'clock to 6 o'clock: left of 12 o'clock is the start
    /// colour, left of 6 o'clock the end colour (before: the end colour all the way round).
    @Test func theRasterizerFillsTheMissingAreaBySwiftUIsRule() {
        let paint = Paint.angularGradient(stops: stops, center: Point(x: 50, y: 50),
                                          startAngle: .degrees(-90), endAngle: .degrees(90))
        let shader = PaintShader(paint, scale: 1)
        let upperLeft = shader.word(x: 20, y: 10), lowerLeft = shader.word(x: 20, y: 90)
        #expect(upperLeft == Blitter.word(PremultipliedColor(red)))
        #expect(lowerLeft == Blitter.word(PremultipliedColor(blue)))
    }

    /// A mirrored angular gradient is the mirror image of the gradient (before: one solid colour).
    @Test func aMirroredGradientIsTheMirrorImage() {
        let paint = Paint.angularGradient(stops: stops, center: Point(x: 40, y: 50),
                                          startAngle: .degrees(20), endAngle: .degrees(250))
        let mirror = Transform(scaleX: -1, y: 1).concatenating(Transform(translationX: 100, y: 0))
        let shader = PaintShader(paint, scale: 1), mirrored = PaintShader(paint.applying(mirror), scale: 1)
        #expect(mirrored.solidColor == nil)
        for (x, y) in [(10, 10), (70, 20), (35, 90), (5, 55), (60, 52)] {
            #expect(mirrored.word(x: 99 - x, y: y) == shader.word(x: x, y: y), "at (\(x), \(y))")
        }
    }

    /// The SVG and PDF writers' wedge fans colour each step by the same rule.
    @Test func theWedgeFanFollowsTheSameRule() {
        let ramp = GradientRamp(stops)
        func color(_ wedges: [AngularWedgeFan.Wedge], atStep step: Int) -> RGBA? {
            wedges.first { $0.start <= step && step < $0.end }?.color
        }
        // A half turn: steps 0..<360 the ramp, 360..<540 blue, 540..<720 red.
        let half = AngularWedgeFan.wedges(ramp, sweep: .pi)
        #expect(color(half, atStep: 400) == blue)
        #expect(color(half, atStep: 600) == red)
        #expect(AngularWedgeFan.wedges(ramp, sweep: -.pi) == half)
    }
}
