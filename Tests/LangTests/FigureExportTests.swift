import Canvas
import Geometry
import Testing
@testable import Lang

/// `save(_:to:scale:)` and `Canvas.formats` in Lang (`Prelude.export`): what reaches the host,
/// and the formats a kernel reads back.
@Suite struct FigureExportTests {
    /// A host that keeps what `save` hands it.
    final class SavingHost: Lang.SessionHost {
        var saved: [(size: Size, path: String, scale: Double)] = []
        func display(_ value: Lang.DisplayValue, id: String) {}
        func save(_ figure: Figure, to path: String, scale: Double) throws {
            saved.append((figure.displayList.size, path, scale))
        }
    }

    @Test func saveHandsTheCellsFigureToTheHost() {
        let session = Lang.Session()
        let host = SavingHost()
        session.host = host
        let result = session.run("""
        let badge = Circle().fill(.orange).frame(width: 160, height: 120)
        save(badge, to: "badge.png")
        save(badge, to: "badge@3x.png", scale: 3)
        save(Path(CGRect(x: 10, y: 10, width: 30, height: 20)).fill(.red), to: "path.svg")
        Canvas.scale = 1
        save(Rectangle().fill(.blue), to: "canvas.pdf")
        """)
        #expect(result.diagnostics.isEmpty && result.runtimeError == nil)
        let saved = host.saved
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
        // A host that writes no files (the protocol's default) is worded the same.
        let session = Lang.Session()
        let host = SavingHost()
        session.host = host
        let animated = session.run("save(animate(duration: 0.1, fps: 10) { t in Circle().frame(width: 10 + t, height: 10) }, to: \"x.png\")")
        #expect(animated.runtimeError?.message == "save(_:to:) needs a host that can write files")
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
