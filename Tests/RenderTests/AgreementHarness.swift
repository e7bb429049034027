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
        let svg = renderer.svg(figure)
        let (width, height) = try renderer.pixelSize(of: figure)
        try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        let pngURL = outputDirectory.appendingPathComponent("\(name).png")
        let svgURL = outputDirectory.appendingPathComponent("\(name).svg")
        let rsvgURL = outputDirectory.appendingPathComponent("\(name).rsvg.png")
        try Data(png).write(to: pngURL)
        try Data(svg.utf8).write(to: svgURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: rsvgPath)
        process.arguments = ["-w", String(width), "-h", String(height), "-o", rsvgURL.path, svgURL.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw RenderError("rsvg-convert failed on \(name).svg") }
        let ours = try PNGDecoder.decode(png)
        let theirs = try PNGDecoder.decode([UInt8](try Data(contentsOf: rsvgURL)))
        guard ours.width == theirs.width, ours.height == theirs.height else {
            throw RenderError("\(name): sizes differ, \(ours.width)×\(ours.height) vs \(theirs.width)×\(theirs.height)")
        }
        let a = premultiplied(ours.samples), b = premultiplied(theirs.samples)
        var total = 0, farOff = 0
        var diff = [UInt8](repeating: 0, count: a.count)
        for pixel in stride(from: 0, to: a.count, by: 4) {
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
        let comparison = Comparison(meanDifference: Double(total) / Double(a.count),
                                    farOffFraction: Double(farOff) / Double(a.count / 4))
        if !comparison.isAgreeing {
            try FileManager.default.createDirectory(at: diffDirectory, withIntermediateDirectories: true)
            var diffMap = try Pixmap(width: width, height: height)
            diffMap.samples = diff
            let bytes = try PNGEncoder.figures.encode(diffMap, scale: figure.scale)
            try Data(bytes).write(to: diffDirectory.appendingPathComponent("\(name)-diff.png"))
        }
        return comparison
    }

    /// At most two comparisons run at once (the machine's cores; each also starts rsvg-convert).
    private static let slots = DispatchSemaphore(value: 2)

    /// `compare`, waiting for a free slot first; for callers on threads of their own.
    static func compareOneAtATime(_ figure: Figure, name: String) throws -> Comparison {
        slots.wait()
        defer { slots.signal() }
        return try compare(figure, name: name)
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
