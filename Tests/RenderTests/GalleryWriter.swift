import Canvas
import Foundation
import Testing
@testable import Render

/// Writes docs/gallery: every catalogue figure as Shapebook's PNG, and an index page.
///
/// Run with `SHAPEBOOK_WRITE_GALLERY=1 swift test --filter galleryIsWritten`; without the
/// variable the test is skipped (the agreement tests render every figure already, and rendering
/// them all twice made timing-sensitive tests running alongside miss their bounds).
struct GalleryWriter {
    static let directory = AgreementHarness.packageRoot.appendingPathComponent("docs/gallery")
    static var isWriting: Bool { ProcessInfo.processInfo.environment["SHAPEBOOK_WRITE_GALLERY"] == "1" }

    @Test(.enabled(if: isWriting)) func galleryIsWritten() async throws {
        // Off the cooperative pool, as the agreement tests (rendering a hundred figures blocks).
        try await offThePool { try Self.writeGallery() }
    }

    private static func writeGallery() throws {
        let renderer = Renderer()
        var index = [introduction]
        for section in FigureCatalogue.sections {
            index.append("## \(section.title)\n")
            if section.title == FigureCatalogue.sections.first?.title { index.append(seedNote) }
            for entry in section.entries {
                let png = try renderer.png(entry.figure)
                #expect(png.count > 100, "\(entry.name) rendered no PNG")
                let size = entry.figure.displayList.size
                index.append("### \(entry.name)\n")
                index.append("![\(entry.name)](\(entry.name).png)\n")
                index.append("\(SVGFormat.number(size.width))×\(SVGFormat.number(size.height)) points at scale \(SVGFormat.number(entry.figure.scale))\n")
                switch entry.origin {
                case .source(let source)?: index.append("```swift\n\(source)\n```\n")
                case .fixtureCell(let fixture, let cell)?:
                    index.append("Cell \(cell) of [`\(fixture)`](../../Tests/LangTests/Scripts/Seeds/\(fixture)).\n")
                case nil: break
                }
                if let difference = entry.knownDifference { index.append("*Known difference from rsvg:* \(difference.reason)\n") }
                if isWriting {
                    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                    try Data(png).write(to: directory.appendingPathComponent("\(entry.name).png"))
                }
            }
        }
        if isWriting {
            try Data(index.joined(separator: "\n").utf8).write(to: directory.appendingPathComponent("README.md"))
        }
    }

    static let introduction = """
        # Gallery

        Every figure of the PNG/SVG agreement catalogue (`Tests/RenderTests/FigureCatalogue*.swift`) as
        Shapebook draws it: PNG at scale 2 unless noted, transparent backgrounds showing the page. The
        agreement tests draw the same figures from Shapebook's SVG with rsvg-convert and compare
        (mean difference ≤ 1/255 per channel, ≤ 0.1% of pixels off by more than 16/255); their
        outputs land in `.build/render-agreement/`. Regenerate this page and its images with
        `SHAPEBOOK_WRITE_GALLERY=1 swift test --filter galleryIsWritten`.

        Sections: seed documents (their listings run through the language), views written as cells
        (with their source; `$TILES/quadrants.png` is an 8×8 test tile of four colours with a
        half-transparent bottom row, written by the tests; `$CORPUS/tile` names the committed 16×16
        `Tests/Differential/SwiftUI/accepted/tile.png`, as `Image("tile")` names a PNG next to the
        notebook), then display lists built directly for each renderer feature (`FigureCatalogue.swift`, `FigureCatalogue+Images.swift`).

        """

    static let seedNote = """
        The seed documents' listings are run verbatim, cell by cell, from
        `Tests/LangTests/Scripts/Seeds/`; `seed-<document>-<n>` is the n-th figure their cells
        show, followed by the views their articles draw from the listings (`FigureCatalogue+Seeds.swift`).
        Random shapes come from the session's seeded generator, so they are the same on every run.

        """
}
