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
        let bundle = try FigureBundle(renderer: FakeRenderer()).bundle(for: .figure(figure))
        let png = try #require(bundle.data["image/png"]?.stringValue)
        #expect(Data(base64Encoded: png) == Data("PNG Star(points: 5) 150×80 @2.0".utf8))
        #expect(bundle.data["image/svg+xml"] == "<svg>Star(points: 5) 150×80</svg>")
        #expect(bundle.data["text/plain"] == "Star(points: 5) 150×80")
        #expect(bundle.metadata == ["image/png": ["width": 150.0, "height": 80.0, "needs_background": "light"]])
    }

    @Test func textStaysText() throws {
        #expect(try FigureBundle(renderer: FakeRenderer()).bundle(for: .text("3")) == .plainText("3"))
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
    }

    @Test func kernelInfoDescribesTheLanguage() {
        let info = ShapebookKernelInfo.kernelInfo
        #expect(info.implementation == "shapebook")
        #expect(info.languageInfo["name"] == "shapebook")
        #expect(info.languageInfo["file_extension"] == ".shape")
        #expect(info.languageInfo["mimetype"] == "text/x-swift")
        #expect(info.languageInfo["codemirror_mode"] == "swift")
        #expect(!info.helpLinks.isEmpty)
    }
}
