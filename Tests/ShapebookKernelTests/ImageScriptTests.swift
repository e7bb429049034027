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
                let runner = LangScriptRunner(output: { _ in })
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
                let runner = LangScriptRunner(output: { _ in })
                continuation.resume(returning: runner.run("Image(path: \"/nonexistent/shapebook.png\")").map { "\($0)" })
            }.start()
        } as String?
        #expect(diagnostic?.contains("no image file at /nonexistent/shapebook.png") == true)
    }
}

/// `Image("name")`: an asset name is a PNG of that name next to the notebook.
@Suite struct NamedImageTests {
    func run(_ source: String) async throws -> (String?, Figure?) {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                let runner = LangScriptRunner(output: { _ in })
                let diagnostic = runner.run(source)
                continuation.resume(returning: (diagnostic.map { "\($0)" }, runner.lastFigure))
            }.start()
        }
    }

    @Test func aNameFindsThePNGOfThatName() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shapebook-named-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let picture = try ImagePixels(width: 1, height: 2, samples: [0, 255, 0, 255, 0, 0, 255, 255])
        try Data(PNGEncoder.libpngDefaults.encode(picture)).write(to: directory.appendingPathComponent("leaf.png"))
        let (diagnostic, figure) = try await run("Image(\"\(directory.path)/leaf\")")
        #expect(diagnostic == nil)
        #expect(try #require(figure).displayList.items == [.image(picture, rect: Rect(x: 0, y: 0, width: 1, height: 2))])
        // A name with no file draws nothing, as SwiftUI draws a missing asset (a line on stderr names the files).
        let (missing, empty) = try await run("Image(\"\(directory.path)/bark\")")
        #expect(missing == nil)
        #expect(empty?.displayList.items.isEmpty ?? true)
    }
}
