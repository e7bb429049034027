import Geometry
import Testing
@testable import Canvas

/// Font modifiers through the environment.
@Suite struct FontEnvironmentTests {
    func textWidth(_ view: View) throws -> Double { try layoutBoxes(view, nil).size.width }

    @Test func boldOutsideWinsOverAnInnerFont() throws {
        let regular = try textWidth(View.text("Hello").font(.title))
        let bold = try textWidth(View.text("Hello").font(.title).bold())
        let expected = try FontLibrary.shared.layoutLine("Hello", font: Font.title.bold()).width
        #expect(bold > regular)
        #expect(bold == expected)
    }

    @Test func fontSetOnAStackReachesItsText() throws {
        let inStack = try layoutBoxes(View.vStack(children: [.text("Hi")]).font(.largeTitle), nil).size.height
        #expect(abs(inStack - 2384.0 * 34 / 2048) < 1e-9)
    }
}
