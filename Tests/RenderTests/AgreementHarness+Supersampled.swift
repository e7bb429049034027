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
        return measurePremultiplied(ours, boxFiltered(big, factor: factor)).comparison
    }

    /// The premultiplied samples of `image` (straight RGBA) shrunk by `factor` on each side, each
    /// pixel the rounded mean of its `factor`×`factor` block.
    static func boxFiltered(_ image: DecodedPNG, factor: Int) -> [UInt8] {
        let (width, height) = (image.width / factor, image.height / factor)
        let samples = premultiplied(image.samples)
        var result = [UInt8](repeating: 0, count: width * height * 4)
        var sums = [Int](repeating: 0, count: width * 4)
        let blockSize = factor * factor
        samples.withUnsafeBufferPointer { source in
            result.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    for index in 0..<sums.count { sums[index] = 0 }
                    for row in y * factor..<(y + 1) * factor {
                        var index = row * image.width * 4
                        for x in 0..<width * factor {
                            let sum = (x / factor) * 4
                            sums[sum] += Int(source[index])
                            sums[sum + 1] += Int(source[index + 1])
                            sums[sum + 2] += Int(source[index + 2])
                            sums[sum + 3] += Int(source[index + 3])
                            index += 4
                        }
                    }
                    for index in 0..<sums.count {
                        target[y * width * 4 + index] = UInt8((sums[index] + blockSize / 2) / blockSize)
                    }
                }
            }
        }
        return result
    }
}
