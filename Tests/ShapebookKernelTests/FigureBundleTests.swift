import Canvas
import Foundation
import Geometry
import Jupyter
import Testing
@testable import ShapebookKernel

@Suite struct FigureBundleTests {
    let figure = Figure(
        displayList: DisplayList(size: Size(width: 150, height: 80)), scale: 2, description: "Star(points: 5) 150×80")

    @Test func figureBecomesPNGSVGAndText() throws {
        let bundle = try FigureBundle(renderer: FakeRenderer()).bundle(for: figure)
        let png = try #require(bundle.data["image/png"]?.stringValue)
        #expect(Data(base64Encoded: png) == Data("PNG Star(points: 5) 150×80 @2.0".utf8))
        #expect(bundle.data["image/svg+xml"] == "<svg>Star(points: 5) 150×80</svg>")
        #expect(bundle.data["text/plain"] == "Star(points: 5) 150×80")
        #expect(bundle.metadata == ["image/png": ["width": 150.0, "height": 80.0, "alt": "Star(points: 5) 150×80"],
                                    "image/svg+xml": ["alt": "Star(points: 5) 150×80"]])
        #expect(bundle.data["application/pdf"] == nil, "PDF only when Canvas.formats asks for it")
    }

    private func figure(filledWith color: RGBA, background: RGBA = .clear) -> Figure {
        Figure(displayList: DisplayList(size: Size(width: 20, height: 20), background: background, items: [
            .fill(path: Path(ellipseIn: Rect(x: 0, y: 0, width: 20, height: 20)), paint: .solid(color), rule: .nonZero),
        ]), scale: 2, description: "Circle() 20×20")
    }

    private func needsBackground(_ metadata: [String: JSONValue]) -> (top: Bool, png: Bool, svg: Bool) {
        func light(_ mimeType: String) -> Bool {
            guard case .object(let entries)? = metadata[mimeType] else { return false }
            return entries["needs_background"] == "light"
        }
        return (metadata["needs_background"] == "light", light("image/png"), light("image/svg+xml"))
    }

    @Test func needsBackgroundMarksTheFormatsThatDrawDarkInk() throws {
        let bundles = FigureBundle(renderer: FakeRenderer())
        // The default foreground: black in the PNG, currentColor in the SVG.
        let primary = needsBackground(try bundles.bundle(for: figure(filledWith: .primary)).metadata)
        #expect(primary == (true, true, false))
        // A fixed navy reads on no dark page, in any format.
        let navy = needsBackground(try bundles.bundle(for: figure(filledWith: RGBA(red: 0.1, green: 0.1, blue: 0.3))).metadata)
        #expect(navy == (true, true, true))
        // Red reads on a dark page (WCAG contrast 5:1 against #111).
        #expect(needsBackground(try bundles.bundle(for: figure(filledWith: .red)).metadata) == (false, false, false))
        // A figure with its own background asks nothing of the page.
        let framed = figure(filledWith: .primary, background: .white)
        #expect(needsBackground(try bundles.bundle(for: framed).metadata) == (false, false, false))
    }

    @Test func anAnimationAskedForPDFSendsItsFirstFrameAsPDF() throws {
        var frame = figure
        frame.formats = [.svg, .png, .pdf]
        let animation = try AnimatedFigure(frames: [frame], sequence: [0, 0], framesPerSecond: 4, description: "anim")
        let bundle = try FigureBundle(renderer: FakeRenderer()).bundle(for: animation)
        #expect(Set(bundle.data.keys) == ["image/png", "image/svg+xml", "application/pdf", "text/plain"])
        #expect(bundle.data["application/pdf"]?.stringValue.flatMap { Data(base64Encoded: $0) } == Data("%PDF Star(points: 5) 150×80".utf8))
    }

    @Test func formatsChooseTheMimeTypes() throws {
        var pdfOnly = figure
        pdfOnly.formats = [.pdf]
        let bundle = try FigureBundle(renderer: FakeRenderer()).bundle(for: pdfOnly)
        #expect(Set(bundle.data.keys) == ["application/pdf", "text/plain"])
        #expect(bundle.data["application/pdf"]?.stringValue.flatMap { Data(base64Encoded: $0) } == Data("%PDF Star(points: 5) 150×80".utf8))
        #expect(bundle.metadata.isEmpty)
        var all = figure
        all.formats = [.png, .svg, .pdf]
        #expect(Set(try FigureBundle(renderer: FakeRenderer()).bundle(for: all).data.keys)
                == ["image/png", "image/svg+xml", "application/pdf", "text/plain"])
    }

    @Test func figureFileWritesTheRenderedBytesAtTheAskedScale() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = directory.appendingPathComponent("fig.png").path
        try FigureFile(path: png).write(figure, scale: 3, renderer: FakeRenderer())
        #expect(FileManager.default.contents(atPath: png) == Data("PNG Star(points: 5) 150×80 @3.0".utf8))
        let svg = directory.appendingPathComponent("fig.svg").path
        try FigureFile(path: svg).write(figure, scale: 3, renderer: FakeRenderer())
        #expect(FileManager.default.contents(atPath: svg) == Data("<svg>Star(points: 5) 150×80</svg>".utf8))
        // PDF does not animate: an animation's PDF is its first frame, and says no frame count.
        let pdf = directory.appendingPathComponent("fig.pdf").path
        let animation = try AnimatedFigure(frames: [figure], sequence: [0, 0], framesPerSecond: 4, description: "anim")
        let written = try FigureFile(path: pdf).write(animation, scale: 3, renderer: FakeRenderer())
        #expect(FileManager.default.contents(atPath: pdf) == Data("%PDF Star(points: 5) 150×80".utf8))
        #expect(written.size.hasSuffix(" pt") && !written.size.contains("frames"), "\(written)")
    }

    @Test func kernelInfoDescribesTheLanguage() {
        let info = ShapebookKernelInfo.kernelInfo
        #expect(info.implementation == "shapebook")
        #expect(info.languageInfo["name"] == "swift")
        #expect(info.languageInfo["version"] == "5")
        #expect(info.languageInfo["file_extension"] == ".swift")
        #expect(info.languageInfo["mimetype"] == "text/x-swift")
        #expect(info.languageInfo["codemirror_mode"] == "swift")
        #expect(!info.helpLinks.isEmpty)
    }
}
