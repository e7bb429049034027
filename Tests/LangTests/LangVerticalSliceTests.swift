import Canvas
import Geometry
import Testing
@testable import Lang

/// The smallest drawing cells end to end on Lang, checked on what they draw (closed form): the
/// first figure of the README, a GeometryReader's closure checked as Swift checks it, and a
/// Button's action kept, not run.
@Suite struct LangVerticalSliceTests {
    @Test func aRedCircleIsOneFillOfTheCircleInA200PointCanvas() throws {
        let session = Lang.Session()
        #expect(session.run("Circle().fill(.red)").runtimeError == nil)
        let figure = try #require(try session.cellFigure())
        #expect(figure.displayList.size == Size(width: 200, height: 200))
        #expect(figure.displayList.items.count == 1)
        guard case .fill(let path, let paint, let rule)? = figure.displayList.items.first else {
            Issue.record("expected one fill, got \(figure.displayList.items)")
            return
        }
        #expect(path == Path(ellipseIn: Rect(x: 0, y: 0, width: 200, height: 200)))
        #expect(paint == .solid(RGBA(red: 1, green: 59.0 / 255, blue: 48.0 / 255)))
        #expect(rule == .nonZero)
    }

    @Test func anErrorInAGeometryReadersClosureIsSwiftsError() {
        let result = Lang.Session().run("GeometryReader { proxy in Text(\"\\(proxy.size.nope)\") }")
        #expect(result.diagnostics.map(\.message) == ["value of type 'CGSize' has no member 'nope'"])
    }

    @Test func aButtonKeepsItsActionWithoutRunningIt() throws {
        let session = Lang.Session()
        _ = session.run("var taps = 0")
        #expect(session.run("Button(\"Tap\") { taps += 1 }").runtimeError == nil)
        #expect(try session.cellFigure() != nil)
        #expect(session.run("print(taps)").output == "0\n")
    }
}
