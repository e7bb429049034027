import Canvas
import Foundation
import Testing
@testable import Render

/// Renders a figure both ways — Shapebook's PNG, and Shapebook's SVG drawn by rsvg-convert at
/// the PNG's pixel size — and measures how far apart they are.
///
/// Outputs go to `.build/render-agreement/`; a figure that disagrees also gets a diff image
/// (`.build/render-diffs/<name>-diff.png`, red where channels differ, scaled ×8).
enum AgreementHarness {
    struct Comparison {
        /// Mean absolute difference per channel, in 0…255 units.
        var meanDifference: Double
        /// Fraction of pixels with some channel off by more than 16/255.
        var farOffFraction: Double
        var isAgreeing: Bool { meanDifference <= 1 && farOffFraction <= 0.001 }
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let outputDirectory = packageRoot.appendingPathComponent(".build/render-agreement")
    static let diffDirectory = packageRoot.appendingPathComponent(".build/render-diffs")

    /// True when rsvg-convert can be run.
    static var hasRSVG: Bool { FileManager.default.isExecutableFile(atPath: rsvgPath) }
    static let rsvgPath = "/usr/bin/rsvg-convert"

    /// Compares PNG and SVG renderings of `figure`, writing both (and a diff on disagreement).
    static func compare(_ figure: Figure, name: String) throws -> Comparison {
        let renderer = Renderer()
        let png = try renderer.png(figure)
        let svg = try renderer.svg(figure)
        let (width, height) = try renderer.pixelSize(of: figure)
        try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        try Data(png).write(to: outputDirectory.appendingPathComponent("\(name).png"))
        let theirs = try renderWithRSVG(svg, width: width, height: height, name: name)
        let ours = try PNGDecoder.decode(png)
        guard ours.width == theirs.width, ours.height == theirs.height else {
            throw RenderError("\(name): sizes differ, \(ours.width)×\(ours.height) vs \(theirs.width)×\(theirs.height)")
        }
        let (comparison, diff) = measure(ours, theirs)
        if !comparison.isAgreeing { try writeDiff(diff, width: width, height: height, scale: figure.scale, name: name) }
        return comparison
    }

    /// Writes a diff map from `measure` as `<name>-diff.png` in the diff directory.
    static func writeDiff(_ diff: [UInt8], width: Int, height: Int, scale: Double, name: String) throws {
        try FileManager.default.createDirectory(at: diffDirectory, withIntermediateDirectories: true)
        var diffMap = try Pixmap(width: width, height: height)
        diffMap.samples = diff
        let bytes = try PNGEncoder.figures.encode(diffMap, scale: scale)
        try Data(bytes).write(to: diffDirectory.appendingPathComponent("\(name)-diff.png"))
    }

    /// Writes `svg` to `<name>.svg` in the output directory, draws it with rsvg-convert at
    /// `width`×`height` pixels into `<name>.rsvg.png` and decodes that.
    static func renderWithRSVG(_ svg: String, width: Int, height: Int, name: String) throws -> DecodedPNG {
        try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        let svgURL = outputDirectory.appendingPathComponent("\(name).svg")
        try Data(svg.utf8).write(to: svgURL)
        return try runRSVG(svgURL, width: width, height: height,
                           output: outputDirectory.appendingPathComponent("\(name).rsvg.png"))
    }

    /// Draws the SVG file at `svgURL` with rsvg-convert at `width`×`height` pixels into `output`
    /// and decodes the PNG.
    static func runRSVG(_ svgURL: URL, width: Int, height: Int, output: URL) throws -> DecodedPNG {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: rsvgPath)
        process.arguments = ["-w", String(width), "-h", String(height), "-o", output.path, svgURL.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw RenderError("rsvg-convert failed on \(svgURL.lastPathComponent) at \(width)×\(height)")
        }
        return try PNGDecoder.decode([UInt8](try Data(contentsOf: output)))
    }

    /// How far apart two decoded images of one size are (in premultiplied colour), and a diff
    /// map: red where some channel differs, 8 × the largest difference, opaque.
    static func measure(_ ours: DecodedPNG, _ theirs: DecodedPNG) -> (comparison: Comparison, diff: [UInt8]) {
        measurePremultiplied(premultiplied(ours.samples), premultiplied(theirs.samples))
    }

    /// `measure` of two images' premultiplied samples.
    static func measurePremultiplied(_ a: [UInt8], _ b: [UInt8]) -> (comparison: Comparison, diff: [UInt8]) {
        let count = min(a.count, b.count)
        var total = 0, farOff = 0
        var diff = [UInt8](repeating: 0, count: count)
        for pixel in stride(from: 0, to: count, by: 4) {
            var worst = 0
            for channel in pixel..<pixel + 4 {
                let d = abs(Int(a[channel]) - Int(b[channel]))
                total += d
                worst = max(worst, d)
            }
            if worst > 16 { farOff += 1 }
            diff[pixel] = UInt8(min(255, worst * 8))
            diff[pixel + 3] = 255
        }
        let comparison = Comparison(meanDifference: Double(total) / Double(max(1, count)),
                                    farOffFraction: Double(farOff) / Double(max(1, count / 4)))
        return (comparison, diff)
    }

    /// At most two comparisons run at once (the machine's cores; each also starts rsvg-convert).
    private static let slots = DispatchSemaphore(value: 2)

    /// `compare`, waiting for a free slot first; for callers on threads of their own.
    static func compareOneAtATime(_ figure: Figure, name: String) throws -> Comparison {
        try oneAtATime { try compare(figure, name: name) }
    }

    /// `body`, run once a slot is free (each comparison renders and starts an outside renderer).
    static func oneAtATime<T>(_ body: () throws -> T) rethrows -> T {
        slots.wait()
        defer { slots.signal() }
        return try body()
    }

    /// Straight-alpha samples premultiplied (so invisible colour under alpha 0 is ignored).
    static func premultiplied(_ samples: [UInt8]) -> [UInt8] {
        var result = samples
        for pixel in stride(from: 0, to: samples.count, by: 4) {
            let alpha = Int(samples[pixel + 3])
            for channel in pixel..<pixel + 3 { result[channel] = UInt8((Int(samples[channel]) * alpha + 127) / 255) }
        }
        return result
    }
}
