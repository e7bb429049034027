import Canvas
import Foundation
@testable import Render

extension AgreementHarness {
    /// True when poppler's pdftoppm can be run.
    static var hasPdftoppm: Bool { FileManager.default.isExecutableFile(atPath: pdftoppmPath) }
    static let pdftoppmPath = "/usr/bin/pdftoppm"

    /// Compares Shapebook's PNG with poppler's pdftoppm drawing Shapebook's PDF at `supersampling`
    /// times the PNG's pixel size and box-filtered down, on white paper and on black (pdftoppm draws on an opaque page, so a figure with a
    /// transparent background is compared twice: over white, which shows dark ink, and over
    /// black, which shows light ink; together they pin down every channel and the alpha).
    /// - Returns: the worse of the two comparisons.
    static func comparePDF(_ figure: Figure, name: String) throws -> Comparison {
        let papers: [(String, RGBA)] = figure.displayList.background.alpha >= 1
            ? [("", figure.displayList.background)] : [("-on-white", .white), ("-on-black", .black)]
        var worst = Comparison(meanDifference: 0, farOffFraction: 0)
        for (suffix, paper) in papers {
            var onPaper = figure
            onPaper.displayList.background = PageContrast.composited(figure.displayList.background, over: paper)
            let comparison = try comparePDFOnce(onPaper, name: name + suffix)
            worst.meanDifference = max(worst.meanDifference, comparison.meanDifference)
            worst.farOffFraction = max(worst.farOffFraction, comparison.farOffFraction)
        }
        return worst
    }

    /// How many times the pixel size pdftoppm draws at before the comparison box-filters it back
    /// down: poppler's anti-aliasing (4×4 samples a pixel) alone puts 0.2–3% of edge pixels more
    /// than 16/255 from the exact area coverage; at 4× that error averages out, as it does for
    /// the SVG agreement's rsvg at 4× (`compareSupersampled`).
    static let supersampling = 4

    /// One comparison of an opaque figure's PNG with pdftoppm's rendering of its PDF, writing
    /// `<name>.pdf` and `<name>.poppler.png` (and a diff image on disagreement).
    private static func comparePDFOnce(_ figure: Figure, name: String) throws -> Comparison {
        let renderer = Renderer()
        let (width, height) = try renderer.pixelSize(of: figure)
        try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        let pdfURL = outputDirectory.appendingPathComponent("\(name).pdf")
        try Data(renderer.pdf(figure)).write(to: pdfURL)
        let outputStem = outputDirectory.appendingPathComponent("\(name).poppler")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: pdftoppmPath)
        process.arguments = ["-png", "-singlefile", "-scale-to-x", String(width * supersampling),
                             "-scale-to-y", String(height * supersampling), pdfURL.path, outputStem.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw RenderError("pdftoppm failed on \(name).pdf") }
        let big = try PNGDecoder.decode([UInt8](try Data(contentsOf: outputStem.appendingPathExtension("png"))))
        guard big.width == width * supersampling, big.height == height * supersampling else {
            throw RenderError("\(name): poppler drew \(big.width)×\(big.height), not \(width * supersampling)×\(height * supersampling)")
        }
        let png = try renderer.png(figure)
        try Data(png).write(to: outputDirectory.appendingPathComponent("\(name).png"))
        let ours = premultiplied(try PNGDecoder.decode(png).samples)
        let (comparison, diff) = measurePremultiplied(ours, boxFiltered(big, factor: supersampling))
        if !comparison.isAgreeing {
            try writeDiff(diff, width: width, height: height, scale: figure.scale, name: name + "-pdf")
        }
        return comparison
    }
}
