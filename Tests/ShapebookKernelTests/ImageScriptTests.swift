import Canvas
import Foundation
import Geometry
import Render
import Testing
@testable import ShapebookKernel

@Suite struct ImageScriptTests {
    @Test func resizableImageFromAPathDrawsInItsFrame() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shapebook-script-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let picture = try ImagePixels(width: 2, height: 1, samples: [255, 0, 0, 255, 0, 0, 255, 255])
        let file = directory.appendingPathComponent("two.png")
        try Data(PNGEncoder.libpngDefaults.encode(picture)).write(to: file)
        let source = "Image(path: \"\(file.path)\").resizable().frame(width: 50, height: 50)"
        // The runner blocks while the loader works, so it gets a thread of its own.
        let (diagnostic, figure) = try await withCheckedThrowingContinuation { continuation in
            Thread {
                let runner = ScriptRunner(output: { _ in })
                let diagnostic = runner.run(source)
                continuation.resume(returning: (diagnostic.map { "\($0)" }, runner.lastFigure))
            }.start()
        } as (String?, Figure?)
        #expect(diagnostic == nil)
        let items = try #require(figure).displayList.items
        #expect(items.contains(.image(picture, rect: Rect(origin: .zero, size: Size(width: 50, height: 50)))))
    }

    @Test func missingImageFileIsARuntimeError() async throws {
        let diagnostic = try await withCheckedThrowingContinuation { continuation in
            Thread {
                let runner = ScriptRunner(output: { _ in })
                continuation.resume(returning: runner.run("Image(path: \"/nonexistent/shapebook.png\")").map { "\($0)" })
            }.start()
        } as String?
        #expect(diagnostic?.contains("no image file at /nonexistent/shapebook.png") == true)
    }
}
