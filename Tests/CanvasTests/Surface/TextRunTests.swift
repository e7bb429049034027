import Geometry
import Testing
@testable import Canvas

/// Text made of runs (`Text + Text`), spacing, line limits and the fonts of each design.
@Suite struct TextRunTests {
    let library = FontLibrary.shared

    @Test func runsSitSideBySideEachInItsOwnFontAndColour() throws {
        let hello = View.text("Hello ").bold()
        let world = View.text("world").foregroundStyle(.color(.red)).font(.title)
        let runs = try #require(hello.textRuns.map { $0 + (world.textRuns ?? []) })
        let items = try layoutFigure(.surface(.styledText(runs)), proposedSize: nil, description: "").displayList.items
        #expect(items.count == 2)
        guard case .fill(let first, let firstPaint, _) = items[0], case .fill(let second, let secondPaint, _) = items[1] else {
            Issue.record("expected two fills"); return
        }
        #expect(firstPaint == .solid(.primary) && secondPaint == .solid(.red))
        let boldWidth = try library.layoutLine("Hello ", font: Font.body.bold()).width
        let titleMetrics = try library.metrics(for: .title)
        // "world" starts where the bold run ends, on the title's baseline (the line's tallest ascender).
        let expected = try library.path(for: library.layoutLine("world", font: .title), font: .title,
                                        baselineOrigin: Point(x: boldWidth, y: titleMetrics.ascender))
        #expect(second == expected)
        #expect(!first.isEmpty)
    }

    @Test func innerAttributesWinOverOuterOnes() throws {
        let runs = try #require(View.text("a").font(.caption).font(.title).foregroundStyle(.color(.blue)).textRuns)
        #expect(runs.count == 1 && runs[0].font == .caption && runs[0].foreground == .color(.blue))
        #expect(View.text("a").padding().textRuns == nil)
    }

    @Test func trackingAddsAfterEachCharacter() throws {
        let plain = try layoutBoxes(.text("Track"), nil).size.width
        let tracked = try layoutBoxes(View.text("Track").surfaceModifier(.text(.tracking(3))), nil).size.width
        #expect(abs(tracked - plain - 15) < 1e-9)
    }

    @Test func lineLimitCutsWithAnEllipsis() throws {
        let text = View.text("one two three four five six").surfaceModifier(.text(.lineLimit(1))).frame(width: 90)
        let figure = try layoutFigure(text, proposedSize: nil, description: "")
        let lineHeight = try library.metrics(for: .body).lineHeight
        guard case .fill(let path, _, _) = figure.displayList.items.first else { Issue.record("no text"); return }
        let bounds = try #require(path.controlPointBounds)
        #expect(bounds.maxY < lineHeight)
        #expect(bounds.maxX <= 90)
        let ellipsis = try library.layoutLine("…", font: .body).width
        #expect(bounds.maxX > 90 - ellipsis - 25, "the kept text fills most of the line")
    }

    @Test func underlineIsABarUnderTheText() throws {
        let plain = try layoutBoxes(.text("Under"), nil).boxes[0]
        let underlined = try layoutBoxes(View.text("Under").surfaceModifier(.text(.underline(true))), nil).boxes[0]
        #expect(underlined.maxY > plain.maxY - 4 && underlined.width >= plain.width - 1e-9)
    }

    @Test func designsDrawWithTheirOwnFaces() throws {
        let width = { (design: Font.Design) in try self.library.layoutLine("iiii", font: Font.system(size: 20, design: design)).width }
        // A monospaced face gives "i" the width of "m"; the proportional face does not.
        let mono = try library.layoutLine("mmmm", font: .system(size: 20, design: .monospaced)).width
        #expect(abs(try width(.monospaced) - mono) < 1e-9)
        #expect(try width(.default) < mono)
        #expect(try width(.rounded) != width(.default))
        #expect(try width(.serif) != width(.default))
    }

    @Test func systemTextStyleTakesADesignAndWeight() {
        let font = Font.system(.title, design: .rounded, weight: .bold)
        #expect(font == Font(size: 28, weight: .bold, design: .rounded, textStyle: .title))
        #expect(Font.system(.headline).weight == .semibold)
        #expect(Font.body.monospaced().design == .monospaced)
    }
}
