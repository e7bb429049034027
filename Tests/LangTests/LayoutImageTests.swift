import Canvas
import Foundation
import Testing
@testable import Lang

/// `Image("name")`, `Image(path:)` and images drawn in a `Canvas`, through Lang against the old
/// language, with a loader whose decoder gives every PNG the same 3×2 pixels (LangTests cannot
/// reach Render's libpng decoder; which pixels come back is the loader's business, tested there).
@Suite(.serialized) struct LayoutImageTests {
    /// Gives every file that starts with the PNG signature the same pixels.
    struct FixedDecoder: ImageDecoding {
        func decodePNG(_ bytes: [UInt8]) throws -> ImagePixels {
            try ImagePixels(width: 3, height: 2, samples: [UInt8](repeating: 200, count: 3 * 2 * 4))
        }
    }

    /// A directory holding `leaf.png`, made the installed loader's working directory.
    static let directory: String = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lang-images-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        // The PNG signature and an IHDR chunk declaring 3×2 pixels: what the loader checks before decoding.
        let header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 3, 0, 0, 0, 2]
        try? Data(header).write(to: url.appendingPathComponent("leaf.png"))
        ImageLoader.install(ImageLoader(decoder: FixedDecoder(), diskCache: nil, workingDirectory: url.path))
        return url.path
    }()

    @Test func imagesAgreeWithTheOldLanguage() {
        let directory = Self.directory
        let cells = [
            "Image(\"leaf\")",
            "Image(\"leaf\").resizable().frame(width: 30, height: 20)",
            "Image(\"leaf\").resizable().scaledToFit().frame(width: 40, height: 40)",
            "Image(\"leaf\").resizable().aspectRatio(contentMode: .fill).frame(width: 40, height: 30)",
            "Image(path: \"\(directory)/leaf.png\").resizable().frame(width: 12, height: 12)",
            """
            Canvas { context, size in
                context.draw(Image("leaf"), at: CGPoint(x: 20, y: 20))
                context.draw(Image("leaf"), in: CGRect(x: 0, y: 30, width: 50, height: 20))
                let leaf = context.resolve(Image("leaf"))
                context.draw(leaf, at: .zero, anchor: .topLeading)
            }
            .frame(width: 60, height: 60)
            """,
        ]
        let outcomes = SurfaceAgreementTests.compare(cells)
        for (cell, outcome) in zip(cells, outcomes) where outcome != .agrees {
            Issue.record("\(outcome): \(cell)")
        }
    }

    @Test func aMissingAssetNamesTheFilesItLookedFor() {
        _ = Self.directory
        let result = Lang.Session().run("let leaf = Image(\"leaf\")\nlet bark = Image(\"bark\")")
        #expect(result.runtimeError?.message == "Image(\"bark\"): no bark.png or bark.jpg next to the notebook (\(Self.directory))")
        #expect(result.runtimeError?.line == 2)
    }
}
