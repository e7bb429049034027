import Canvas
import CCairo
import Foundation
import Render

/// Times Shapebook's renderer against cairo on the same display lists and prints Markdown.
///
/// Each measurement is the median of several runs, in milliseconds of the thread's CPU time:
/// both renderers are single-threaded, and on a shared machine wall-clock time mostly measures
/// the other jobs.
func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    func cpuMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
    }
    var times: [Double] = []
    for _ in 0..<runs {
        let start = cpuMilliseconds()
        try body()
        times.append(cpuMilliseconds() - start)
    }
    return times.sorted()[times.count / 2]
}

func format(_ ms: Double) -> String { String(format: "%.1f ms", ms) }

let blobs = Scenes.blobs()
let renderer = Renderer()
if CommandLine.arguments.dropFirst().first == "profile-draw" {
    // For `perf record`: only Shapebook's drawing, repeated.
    for _ in 0..<10 { _ = try renderer.pixmap(blobs) }
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "write", CommandLine.arguments.count > 2 {
    // Writes both scenes as Shapebook renders them, for looking at.
    let directory = URL(fileURLWithPath: CommandLine.arguments[2])
    try Data(try renderer.png(blobs)).write(to: directory.appendingPathComponent("blobs.png"))
    try Data(try renderer.png(Scenes.typical())).write(to: directory.appendingPathComponent("typical.png"))
    try Data(renderer.svg(Scenes.typical()).utf8).write(to: directory.appendingPathComponent("typical.svg"))
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "png-settings" {
    // Every zlib level 1…6 × filter × strategy on the blob scene and the typical figure.
    for figure in [blobs, Scenes.typical()] {
        let image = try renderer.pixmap(figure)
        print("| \(figure.description) | level | filters | strategy | time | bytes |\n|---|---|---|---|---|---|")
        for level in Int32(1)...6 {
            for (filterName, filters) in [("none", PNGFilters.none), ("sub", .sub), ("up", .up), ("all", .all)] {
                for (strategyName, strategy) in [("default", PNGCompressionStrategy?.none), ("rle", .runLength)] {
                    let encoder = PNGEncoder(compressionLevel: level, filters: filters, strategy: strategy)
                    var size = 0
                    let time = try median(runs: 3) { size = try encoder.encode(image, scale: figure.scale).count }
                    print("| | \(level) | \(filterName) | \(strategyName) | \(format(time)) | \(size) |")
                }
            }
        }
    }
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "deflate-settings" {
    // libdeflate levels × one filter for every row, against the current settings, both scenes.
    for figure in [blobs, Scenes.typical()] {
        let image = try renderer.pixmap(figure)
        var size = 0
        let current = try median(runs: 5) { size = try PNGEncoder.figures.encode(image, scale: figure.scale).count }
        print("| \(figure.description) | current | \(format(current)) | \(size) |\n|---|---|---|---|")
        for level in Int32(1)...9 {
            for (filterName, filters) in [("none", PNGFilters.none), ("sub", .sub), ("up", .up), ("paeth", .paeth)] {
                let encoder = PNGEncoder(compressionLevel: level, filters: filters, compressor: .libdeflate)
                let time = try median(runs: 5) { size = try encoder.encode(image, scale: figure.scale).count }
                print("| libdeflate \(level) | \(filterName) | \(format(time)) | \(size) |")
            }
        }
    }
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "profile-typical" {
    for _ in 0..<100 { _ = try renderer.png(Scenes.typical()); _ = renderer.svg(Scenes.typical()) }
    exit(0)
}
var pixmap = try renderer.pixmap(blobs)
let drawTime = try median(runs: 5) { pixmap = try renderer.pixmap(blobs) }
var png: [UInt8] = []
let encodeTime = try median(runs: 5) { png = try PNGEncoder.figures.encode(pixmap, scale: 1) }

let cairo = CairoRenderer(figure: blobs)
var surface = cairo.draw()
let cairoDrawTime = median(runs: 5) {
    cairo_surface_destroy(surface)
    surface = cairo.draw()
}
var cairoPNG: [UInt8] = []
let cairoEncodeTime = median(runs: 3) { cairoPNG = CairoRenderer.png(surface) }
cairo_surface_destroy(surface)

let typical = Scenes.typical()
var typicalPNG: [UInt8] = [], typicalSVG = ""
let typicalPNGTime = try median(runs: 21) { typicalPNG = try renderer.png(typical) }
let typicalSVGTime = median(runs: 21) { typicalSVG = renderer.svg(typical) }

print("""
| 2048×2048, 1,000 filled and stroked cubic blobs | Shapebook | cairo | ratio |
|---|---|---|---|
| draw | \(format(drawTime)) | \(format(cairoDrawTime)) | \(String(format: "%.2f", drawTime / cairoDrawTime)) |
| PNG encode | \(format(encodeTime)) | \(format(cairoEncodeTime)) | \(String(format: "%.2f", encodeTime / cairoEncodeTime)) |
| PNG size | \(png.count) bytes | \(cairoPNG.count) bytes | \(String(format: "%.2f", Double(png.count) / Double(cairoPNG.count))) |

| 300×300-point figure at scale 2 (16 stars, strokes, radial gradient) | time | size |
|---|---|---|
| display list → PNG bytes | \(format(typicalPNGTime)) | \(typicalPNG.count) bytes |
| display list → SVG text | \(format(typicalSVGTime)) | \(typicalSVG.utf8.count) bytes |
""")
