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
            try ImagePixels(width: 3, height: 2, samples: Array([[UInt8]](repeating: [200, 200, 200, 255], count: 6).joined()))
        }
    }

    /// A 3×2 PNG of opaque grey (200, 200, 200): the pixels the fixed decoder gives too, so the
    /// cells draw the same whichever loader the test process has installed last (the kernel's
    /// and render tests install libpng's).
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00, 0x02, 0x08, 0x06, 0x00, 0x00, 0x00, 0x9D, 0x74, 0x66, 0x1A, 0x00, 0x00, 0x00, 0x12, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x38, 0x71, 0xE2, 0xC4, 0x7F, 0x18, 0x66, 0x40, 0xE6, 0x00, 0x00, 0x02, 0xBC, 0x14, 0x0B, 0x32, 0xF3, 0x78, 0x25, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]

    /// A directory holding `leaf.png`; the cells name it by absolute path, so the loader's
    /// working directory does not matter.
    static let directory: String = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lang-images-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try? Data(png).write(to: url.appendingPathComponent("leaf.png"))
        if (try? ImageLoader.current()) == nil {
            ImageLoader.install(ImageLoader(decoder: FixedDecoder(), diskCache: nil))
        }
        return url.path
    }()

    static var imageCells: [String] {
        let directory = Self.directory
        let leaf = "\(directory)/leaf"
        return [
            "Image(\"\(leaf)\")",
            "Image(\"\(leaf)\").resizable().frame(width: 30, height: 20)",
            "Image(\"\(leaf)\").resizable().scaledToFit().frame(width: 40, height: 40)",
            "Image(\"\(leaf)\").resizable().aspectRatio(contentMode: .fill).frame(width: 40, height: 30)",
            "Image(path: \"\(directory)/leaf.png\").resizable().frame(width: 12, height: 12)",
            """
            Canvas { context, size in
                context.draw(Image("\(leaf)"), at: CGPoint(x: 20, y: 20))
                context.draw(Image("\(leaf)"), in: CGRect(x: 0, y: 30, width: 50, height: 20))
                let leaf = context.resolve(Image("\(leaf)"))
                context.draw(leaf, at: .zero, anchor: .topLeading)
            }
            .frame(width: 60, height: 60)
            """,
        ]
    }

    @Test func imagesAgreeWithTheOldLanguage() {
        let cells = Self.imageCells
        let outcomes = SurfaceAgreementTests.compare(cells)
        for (cell, outcome) in zip(cells, outcomes) where outcome != .agrees {
            Issue.record("\(outcome): \(cell)")
        }
    }

    @Test func aMissingAssetDrawsNothingAndNamesTheFilesItLookedForOnce() throws {
        let bark = "\(Self.directory)/bark"
        let session = Lang.Session()
        let host = TranscriptHost(session)
        // As SwiftUI: the image has zero size (a frame around it still takes its own), nothing
        // is drawn for it, the stack's spacing still counts, and the log says so once per name.
        let result = session.run("""
            HStack(spacing: 4) {
                Rectangle().frame(width: 3, height: 6)
                Image("\(bark)")
                Rectangle().frame(width: 5, height: 6)
                Image("\(bark)").resizable().scaledToFit().frame(width: 7)
                Image("\(bark)").resizable()
                Rectangle().frame(width: 2, height: 6)
            }
            .fixedSize()
            """)
        #expect(result.runtimeError == nil && result.diagnostics.isEmpty)
        let lines = host.warnings.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("No image named '\(bark)' found in asset catalog for main bundle (drawn empty); "
                                       + "no \(bark).png or \(bark).jpg next to the notebook (") == true)
        let figure = try #require(try session.cellFigure())
        let rects = SurfaceCompletionTests.filledRects(figure.displayList)
        #expect(figure.displayList.items.count == 3)
        #expect(rects.map(\.width) == [3, 5, 2])
        // 3 + 4 + 0 + 4 to the second rectangle, then 5 + 4 + 7 + 4 + 0 + 4 to the third.
        #expect(rects.map { $0.minX - (rects.first?.minX ?? 0) } == [0, 11, 35])
    }
    @Test func imagePaintOfAMissingAssetPaintsNothing() throws {
        let bark = "\(Self.directory)/bark"
        let session = Lang.Session()
        _ = TranscriptHost(session)
        // As `Image` of a missing asset: no error, and the tiles it would paint are clear; the
        // rectangle beside it is still drawn in its colour.
        let result = session.run("""
            HStack(spacing: 0) {
                Rectangle().fill(ImagePaint(image: Image("\(bark)"), scale: 0.5)).frame(width: 20, height: 20)
                Circle().fill(.image(Image("\(bark)"))).frame(width: 20, height: 20)
                Rectangle().fill(.red).frame(width: 10, height: 20)
            }
            """)
        #expect(result.runtimeError == nil && result.diagnostics.isEmpty)
        let figure = try #require(try session.cellFigure())
        var painted: [Paint] = []
        for case .fill(_, let paint, _) in figure.displayList.items { painted.append(paint) }
        #expect(painted.count == 3)
        let alphas = painted.map { paint -> Double in
            guard case .solid(let color) = paint else { return -1 }
            return color.alpha
        }
        #expect(alphas == [0, 0, 1])
        // An image that is not a file at all (a symbol) still cannot tile.
        let symbol = Lang.Session()
        _ = TranscriptHost(symbol)
        let ran = symbol.run("Rectangle().fill(ImagePaint(image: Image(systemName: \"star\")))")
        let message = ran.runtimeError.map { "\($0)" } ?? (try? symbol.cellFigure()).map { _ in "" } ?? "thrown"
        #expect(message.contains("ImagePaint needs an image file") || message == "thrown", "\(message)")
    }
}
