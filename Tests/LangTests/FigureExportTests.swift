import Canvas
import Geometry
import Testing
@testable import Lang

/// `save(_:to:scale:)` and `Canvas.formats` in Lang (`Prelude.export`): what reaches the host,
/// and the formats a kernel reads back.
@Suite struct FigureExportTests {
    @Test func saveHandsTheCellsFigureToTheHost() {
        let session = Lang.Session()
        var saved: [(size: Size, path: String, scale: Double)] = []
        session.saveFigure = { figure, path, scale in saved.append((figure.displayList.size, path, scale)) }
        let result = session.run("""
        let badge = Circle().fill(.orange).frame(width: 160, height: 120)
        save(badge, to: "badge.png")
        save(badge, to: "badge@3x.png", scale: 3)
        save(Path(CGRect(x: 10, y: 10, width: 30, height: 20)).fill(.red), to: "path.svg")
        Canvas.scale = 1
        save(Rectangle().fill(.blue), to: "canvas.pdf")
        """)
        #expect(result.diagnostics.isEmpty && result.runtimeError == nil)
        #expect(saved.map(\.path) == ["badge.png", "badge@3x.png", "path.svg", "canvas.pdf"])
        #expect(saved.map(\.scale) == [2, 3, 2, 1])
        // The frame; a bare path its bounds and the origin; a shape the 200×200 canvas.
        #expect(saved.map(\.size) == [Size(width: 160, height: 120), Size(width: 160, height: 120), Size(width: 40, height: 30),
                                      Size(width: 200, height: 200)])
        let bad = session.run("save(Circle(), to: \"x.png\", scale: 40)")
        #expect(bad.runtimeError?.message.contains("'scale' must be in 0 < scale ≤ 16") == true)
    }

    @Test func saveWithoutAHostIsAnError() {
        let result = Lang.Session().run("save(Circle(), to: \"x.png\")")
        #expect(result.runtimeError?.message == "save(_:to:) needs a host that can write files")
    }

    @Test func formatsAreTheCellsToSet() throws {
        let session = Lang.Session()
        #expect(try session.figureFormats() == [.svg, .png])
        session.setFigureFormats([.svg, .png, .pdf])
        #expect(session.run("print(Canvas.formats)").output == "[.svg, .png, .pdf]\n")
        _ = session.run("Canvas.formats = [.pdf, .png, .pdf]")
        #expect(try session.figureFormats() == [.pdf, .png])
        _ = session.run("Canvas.formats = []")
        #expect(throws: RuntimeError.self) { try session.figureFormats() }
    }

    /// Swift's printing: `CustomDebugStringConvertible` nested in a collection and by `print`
    /// when there is no `description`; `description` first for `print`.
    @Test func debugDescriptionsPrintAsSwiftPrintsThem() {
        let result = Lang.Session().run("""
        enum Mark: CustomDebugStringConvertible { case a; var debugDescription: String { "debug" } }
        struct Both: CustomStringConvertible, CustomDebugStringConvertible {
            var description: String { "plain" }
            var debugDescription: String { "debug" }
        }
        print(Mark.a, [Mark.a], Both(), [Both()], Optional(Both()) as Any)
        """)
        #expect(result.output == "debug [debug] plain [debug] Optional(debug)\n")
    }
}
