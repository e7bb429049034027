import Canvas
import Testing
@testable import Render

/// PNG and SVG agree: rsvg-convert drawing Shapebook's SVG matches Shapebook's PNG within
/// a mean of 1/255 per channel and at most 0.1% of pixels off by more than 16/255.
///
/// A figure whose SVG rsvg cannot draw that closely at the PNG's size (`knownDifference`: its
/// sampled anti-aliasing and its dashing of flattened curves, both in device pixels) is held to
/// its own measured bound there, and to the full bounds when rsvg draws it at 4× the size and the
/// result is box-filtered down, where rsvg's errors are a quarter as large but a wrong edge of
/// Shapebook's would still show.
struct AgreementTests {
    @Test(.enabled(if: AgreementHarness.hasRSVG), arguments: FigureCatalogue.everything.map(\.name))
    func pngAndSVGAgree(name: String) async throws {
        let entry = try #require(FigureCatalogue.everything.first { $0.name == name })
        // Off the cooperative pool: rendering and waiting for rsvg-convert block their thread, and
        // a hundred of them would starve the image loader's tasks in the tests running alongside.
        let comparison = try await offThePool { try AgreementHarness.compareOneAtATime(entry.figure, name: name) }
        #expect(comparison.meanDifference <= 1, "\(name): mean difference \(comparison.meanDifference)/255")
        let bound = entry.knownDifference?.farOffFraction ?? 0.001
        #expect(comparison.farOffFraction <= bound,
                "\(name): \(comparison.farOffFraction * 100)% of pixels off by > 16/255 (bound \(bound * 100)%)")
        if let difference = entry.knownDifference {
            let fine = try await offThePool { try AgreementHarness.compareSupersampled(entry.figure, name: name) }
            #expect(fine.isAgreeing, """
                \(name): rsvg at 4× differs too (mean \(fine.meanDifference), \(fine.farOffFraction * 100)% far off), \
                so the difference is not only that \(difference.reason)
                """)
        }
    }

    /// The cells behind the view and seed figures run without errors (a failure would silently
    /// shrink the catalogue otherwise).
    @Test func scriptFiguresAllRun() throws {
        _ = try FigureCatalogue.views.get()
        _ = try FigureCatalogue.surface.get()
        let seeds = try FigureCatalogue.seeds.get()
        // Every seed document contributes figures: 000 (3 rows), 001, 002 (2), 003 (previews
        // and views), 004 (the grids of each listing).
        for document in FigureCatalogue.seedDocuments {
            #expect(seeds.contains { $0.name.hasPrefix(document.name + "-") }, "\(document.name) shows no figure")
        }
        #expect(FigureCatalogue.everything.count >= 90)
    }
}
