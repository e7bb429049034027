import Canvas
import Foundation
@testable import Render

extension AgreementHarness {
    /// Compares Shapebook's PNG with rsvg-convert drawing the SVG at `factor` times the pixel size
    /// and box-filtered back down (in premultiplied colour), which removes most of rsvg's own
    /// anti-aliasing error (15 sub-scanlines, 0.1 px flattening): evidence that a figure's known
    /// difference is rsvg's sampling and not Shapebook's drawing.
    ///
    /// Needs `compare(_:name:)` to have written `<name>.svg` first.
    static func compareSupersampled(_ figure: Figure, name: String, factor: Int = 4) throws -> Comparison {
        let (width, height) = try Renderer().pixelSize(of: figure)
        let svgURL = outputDirectory.appendingPathComponent("\(name).svg")
        let bigURL = outputDirectory.appendingPathComponent("\(name).rsvg\(factor)x.png")
        let big = try runRSVG(svgURL, width: width * factor, height: height * factor, output: bigURL)
        guard big.width == width * factor, big.height == height * factor else {
            throw RenderError("\(name): rsvg drew \(big.width)×\(big.height) at \(factor)×, not \(width * factor)×\(height * factor)")
        }
        let ours = premultiplied(try PNGDecoder.decode(try Renderer().png(figure)).samples)
        let theirs = premultiplied(big.samples)
        var total = 0, farOff = 0
        for y in 0..<height {
            for x in 0..<width {
                var worst = 0
                for channel in 0..<4 {
                    var sum = 0
                    for dy in 0..<factor {
                        let row = (y * factor + dy) * width * factor
                        for dx in 0..<factor { sum += Int(theirs[(row + x * factor + dx) * 4 + channel]) }
                    }
                    let mean = (sum + factor * factor / 2) / (factor * factor)
                    let d = abs(Int(ours[(y * width + x) * 4 + channel]) - mean)
                    total += d
                    worst = max(worst, d)
                }
                if worst > 16 { farOff += 1 }
            }
        }
        return Comparison(meanDifference: Double(total) / Double(width * height * 4),
                          farOffFraction: Double(farOff) / Double(width * height))
    }
}
