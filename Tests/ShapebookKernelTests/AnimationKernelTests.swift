import Canvas
import Geometry
import Foundation
import Jupyter
import Lang
import Render
import Testing
@testable import ShapebookKernel

/// An animation cell through the kernel glue with the real renderer: what Jupyter receives, and
/// the files `save` and `shapebook render` write.
@Suite struct AnimationKernelTests {
    static let cell = "animate(duration: 0.2, fps: 10, autoreverses: true) { t in Morph(from: Circle(), to: Star(points: 5), progress: t).fill(.orange).frame(width: 60, height: 40) }"

    func result(_ code: String, interpreter: LangInterpreter, recorder: CellRecorder = CellRecorder()) throws -> MimeBundle {
        guard case .success(let bundle?) = interpreter.execute(ExecuteRequest(code: code), context: recorder.context) else {
            throw RenderError("the cell did not return a result")
        }
        return bundle
    }

    @Test func animateCellReturnsAnAnimatedPNGAndAnAnimatedSVG() throws {
        let interpreter = LangInterpreter(session: Lang.Session(), renderer: Renderer())
        let bundle = try result(Self.cell, interpreter: interpreter)
        let encoded = try #require(bundle.data["image/png"]?.stringValue)
        let png = [UInt8](try #require(Data(base64Encoded: encoded)))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let text = String(decoding: png, as: UTF8.self)
        #expect(text.contains("acTL") && text.contains("fcTL") && text.contains("fdAT"))
        let svg = try #require(bundle.data["image/svg+xml"]?.stringValue)
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.contains("<animate attributeName=\"d\""))
        #expect(svg.contains("dur=\"0.4s\""))
        #expect(bundle.data["text/plain"] == "Morph(progress: 0) 60×40, animated: 4 frames at 10 fps, 0.4 s")
        let description: JSONValue = "Morph(progress: 0) 60×40, animated: 4 frames at 10 fps, 0.4 s"
        #expect(bundle.metadata == ["image/png": ["width": 60.0, "height": 40.0, "alt": description],
                                    "image/svg+xml": ["alt": description]])
        // A still PNG decoder sees the first frame: the default image is a real PNG.
        let first = try PNGDecoder.decode(png)
        #expect(first.width == 120 && first.height == 80)
    }

    @Test func displayOfAnAnimationPublishesBothMimetypes() throws {
        let interpreter = LangInterpreter(session: Lang.Session(), renderer: Renderer())
        let recorder = CellRecorder()
        let outcome = interpreter.execute(ExecuteRequest(code: "display(\(Self.cell))"), context: recorder.context)
        #expect(outcome == .success(result: nil))
        let published = recorder.published.withLock { $0 }
        let display = try #require(published.first { $0.0 == "display_data" })
        guard case .object(let data)? = display.1["data"] else {
            Issue.record("display_data has no data")
            return
        }
        #expect(data["image/png"] != nil)
        #expect(data["image/svg+xml"]?.stringValue?.contains("<animate") == true)
    }

    @Test func savedFilesAreTheDisplayedBytes() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shapebook-animation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let (pngPath, svgPath) = (directory.appendingPathComponent("a.png").path, directory.appendingPathComponent("a.svg").path)
        let interpreter = LangInterpreter(session: Lang.Session(), renderer: Renderer())
        let bundle = try result("let a = \(Self.cell)\nsave(a, to: \"\(pngPath)\")\nsave(a, to: \"\(svgPath)\")\na", interpreter: interpreter)
        let encoded = try #require(bundle.data["image/png"]?.stringValue)
        let shownPNG = try #require(Data(base64Encoded: encoded))
        #expect(try Data(contentsOf: URL(fileURLWithPath: pngPath)) == shownPNG)
        #expect(try String(contentsOfFile: svgPath, encoding: .utf8) == bundle.data["image/svg+xml"]?.stringValue)
    }

    @Test func scriptRunnerWritesTheLastAnimation() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shapebook-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let renderer = Renderer()
        let runner = LangScriptRunner(renderer: renderer, output: { _ in })
        #expect(runner.run("Circle()\n" + Self.cell) == nil)
        let animation = try #require(runner.lastAnimation)
        #expect(runner.lastFigure == nil)
        let path = directory.appendingPathComponent("out.png").path
        try runner.writeLastFigure(to: path, scale: nil)
        #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) == (try renderer.apng(animation)))
        let svgPath = directory.appendingPathComponent("out.svg").path
        try runner.writeLastFigure(to: svgPath, scale: 1)
        var scaled = animation
        scaled.scale = 1
        #expect(try String(contentsOfFile: svgPath, encoding: .utf8) == renderer.animatedSVG(scaled))
    }

    @Test func bundleMetadataIsAStillFiguresMetadata() throws {
        let frame = Figure(displayList: DisplayList(size: .init(width: 30, height: 20)), scale: 2, description: "f")
        let animation = try AnimatedFigure(frames: [frame], sequence: [0, 0], framesPerSecond: 4, description: "anim")
        let bundle = try FigureBundle(renderer: FakeRenderer()).bundle(for: animation)
        #expect(bundle.data["image/png"]?.stringValue.flatMap { Data(base64Encoded: $0) } == Data("APNG 1 frames 2 steps @2.0".utf8))
        #expect(bundle.data["image/svg+xml"] == "<svg>2 steps</svg>")
        #expect(bundle.data["text/plain"] == "anim")
        #expect(bundle.metadata == ["image/png": ["width": 30.0, "height": 20.0, "alt": "anim"], "image/svg+xml": ["alt": "anim"]])
    }

    @Test func anInterruptStopsTheRenderingOfTheResult() throws {
        let interpreter = LangInterpreter(session: Lang.Session(), renderer: EndlessRenderer())
        let outcome = executeInterrupted("animate(duration: 0.1) { t in Circle() }", on: interpreter, after: 0.3, waitingAtMost: 5)
        guard case .failure(let error)? = outcome else {
            Issue.record("expected the rendering to be interrupted")
            return
        }
        #expect(error.name == "InterruptError")
        #expect(error.value == "line 1: interrupted")
    }
}

/// A renderer whose animations never finish unless the thread's context is interrupted.
struct EndlessRenderer: FigureRendering {
    func png(_ figure: Figure) throws -> [UInt8] { [] }
    func svg(_ figure: Figure) -> String { "" }
    func pdf(_ figure: Figure) -> [UInt8] { [] }
    func apng(_ animation: AnimatedFigure) throws -> [UInt8] {
        while true {
            try ResourceContext.checkpoint(RenderError.init)
            Thread.sleep(forTimeInterval: 0.01)
        }
    }
    func animatedSVG(_ animation: AnimatedFigure) -> String { "" }
}
