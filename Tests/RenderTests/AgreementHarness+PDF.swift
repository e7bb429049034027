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

    /// A binary PPM (`P6`, 8-bit RGB) of `width`×`height` times `factor` pixels, shrunk by `factor`
    /// on each side by averaging each block, as opaque RGBA (the page is opaque: premultiplied
    /// and straight are the same).
    static func boxFilteredPPM(_ ppm: [UInt8], width: Int, height: Int, factor: Int, name: String) throws -> [UInt8] {
        // The header: "P6", then width, height and the largest value, each after whitespace.
        var fields: [Int] = [], position = 2, field = 0, inField = false
        while fields.count < 3, position < ppm.count {
            let byte = ppm[position]
            if (48...57).contains(byte) {
                field = field * 10 + Int(byte - 48)
                inField = true
            } else if inField {
                fields.append(field)
                (field, inField) = (0, false)
            }
            position += 1
        }
        let (bigWidth, bigHeight) = (width * factor, height * factor)
        guard ppm.starts(with: Array("P6".utf8)), fields == [bigWidth, bigHeight, 255],
              ppm.count - position == bigWidth * bigHeight * 3 else {
            throw RenderError("\(name): poppler's PPM is not \(bigWidth)×\(bigHeight) 8-bit RGB (header \(fields))")
        }
        var result = [UInt8](repeating: 255, count: width * height * 4)
        var sums = [Int](repeating: 0, count: width * 3)
        let blockSize = factor * factor
        ppm.withUnsafeBufferPointer { file in
            result.withUnsafeMutableBufferPointer { target in
                sums.withUnsafeMutableBufferPointer { sums in
                    for y in 0..<height {
                        for index in 0..<sums.count { sums[index] = 0 }
                        for row in y * factor..<(y + 1) * factor {
                            var source = position + row * bigWidth * 3
                            for x in 0..<bigWidth {
                                let sum = (x / factor) * 3
                                sums[sum] += Int(file[source])
                                sums[sum + 1] += Int(file[source + 1])
                                sums[sum + 2] += Int(file[source + 2])
                                source += 3
                            }
                        }
                        for x in 0..<width {
                            for channel in 0..<3 {
                                target[(y * width + x) * 4 + channel] = UInt8((sums[x * 3 + channel] + blockSize / 2) / blockSize)
                            }
                        }
                    }
                }
            }
        }
        return result
    }

    /// How many times the pixel size pdftoppm draws at before the comparison box-filters it back
    /// down: poppler's anti-aliasing (4×4 samples a pixel) alone puts 0.2–3% of edge pixels more
    /// than 16/255 from the exact area coverage; at 4× that error averages out, as it does for
    /// the SVG agreement's rsvg at 4× (`compareSupersampled`).
    static let supersampling = 4

    /// One comparison of an opaque figure's PNG with pdftoppm's rendering of its PDF, writing
    /// `<name>.pdf` (and a diff image on disagreement); poppler's large PPM is removed once read.
    private static func comparePDFOnce(_ figure: Figure, name: String) throws -> Comparison {
        let renderer = Renderer()
        let (width, height) = try renderer.pixelSize(of: figure)
        try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        let pdfURL = outputDirectory.appendingPathComponent("\(name).pdf")
        try Data(renderer.pdf(figure)).write(to: pdfURL)
        let outputStem = outputDirectory.appendingPathComponent("\(name).poppler")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: pdftoppmPath)
        // PPM (raw RGB): nothing to encode or decode, which is most of the time of a comparison.
        process.arguments = ["-singlefile", "-scale-to-x", String(width * supersampling),
                             "-scale-to-y", String(height * supersampling), pdfURL.path, outputStem.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw RenderError("pdftoppm failed on \(name).pdf") }
        let ppmURL = outputStem.appendingPathExtension("ppm")
        let ppm = [UInt8](try Data(contentsOf: ppmURL))
        try? FileManager.default.removeItem(at: ppmURL)
        let theirs = try boxFilteredPPM(ppm, width: width, height: height, factor: supersampling, name: name)
        let png = try renderer.png(figure)
        try Data(png).write(to: outputDirectory.appendingPathComponent("\(name).png"))
        let ours = premultiplied(try PNGDecoder.decode(png).samples)
        let (comparison, diff) = measurePremultiplied(ours, theirs)
        if !comparison.isAgreeing {
            try writeDiff(diff, width: width, height: height, scale: figure.scale, name: name + "-pdf")
        }
        return comparison
    }
}
