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

    @Test func centredLinesShareTheirFreeWidth() throws {
        let library = FontLibrary.shared
        let (long, short) = try (library.layoutLine("a much longer first line", font: .body),
                                 library.layoutLine("short", font: .body))
        let metrics = try library.metrics(for: .body)
        var expected = try library.path(for: long, font: .body, baselineOrigin: Point(x: 0, y: metrics.ascender))
        let indent = (long.width - short.width) / 2
        expected.addPath(try library.path(for: short, font: .body,
                                          baselineOrigin: Point(x: indent, y: metrics.lineHeight + metrics.ascender)))
        let view = View.text("a much longer first line\nshort").multilineTextAlignment(.center)
        let items = try layoutFigure(view, proposedSize: nil, description: "").displayList.items
        #expect(items == [.fill(path: expected, paint: .solid(.primary), rule: .nonZero)])
    }

    @Test func fontSetOnAStackReachesItsText() throws {
        let inStack = try layoutBoxes(View.vStack(children: [.text("Hi")]).font(.largeTitle), nil).size.height
        #expect(abs(inStack - 2384.0 * 34 / 2048) < 1e-9)
    }
}
