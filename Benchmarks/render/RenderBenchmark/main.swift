import Canvas
import CCairo
import Foundation
import Render

/// Times Shapebook's renderer against cairo on the same display lists and prints Markdown.
///
/// Each measurement is the median of several runs, in milliseconds, both of the process's CPU
/// time (all threads: a banded render's second band runs on another thread) and of wall-clock
/// time. cairo's image backend is single-threaded, so its CPU time is its thread's.
func medians(runs: Int, _ body: () throws -> Void) rethrows -> (cpu: Double, wall: Double) {
    func milliseconds(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
    }
    var cpuTimes: [Double] = [], wallTimes: [Double] = []
    for _ in 0..<runs {
        let cpuStart = milliseconds(CLOCK_PROCESS_CPUTIME_ID), wallStart = milliseconds(CLOCK_MONOTONIC)
        try body()
        wallTimes.append(milliseconds(CLOCK_MONOTONIC) - wallStart)
        cpuTimes.append(milliseconds(CLOCK_PROCESS_CPUTIME_ID) - cpuStart)
    }
    return (cpuTimes.sorted()[runs / 2], wallTimes.sorted()[runs / 2])
}

/// The CPU-time median alone (the settings sweeps).
func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    try medians(runs: runs, body).cpu
}

func format(_ ms: Double) -> String { String(format: "%.1f ms", ms) }

let blobs = Scenes.blobs()
let renderer = Renderer()
if CommandLine.arguments.dropFirst().first == "profile-draw" {
    // For `perf record`: only Shapebook's drawing, repeated.
    for _ in 0..<10 { _ = try renderer.pixmap(blobs) }
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "profile-draw-one" {
    // The same on one thread (`perf stat` and callgrind A/B comparisons of CPU work).
    var oneThread = Renderer()
    oneThread.bandSplitRows = []
    let count = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 10 : 10
    for _ in 0..<count { _ = try oneThread.pixmap(blobs) }
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "profile-typical-draw" {
    // The typical figure's draw alone on one thread, 200 times (or the count given): for
    // `perf stat -e instructions` and callgrind A/B comparisons of the draw's CPU work.
    var oneThread = Renderer()
    oneThread.bandSplitRows = []
    let figure = Scenes.typical()
    let count = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 200 : 200
    for _ in 0..<count { _ = try oneThread.pixmap(figure) }
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "write", CommandLine.arguments.count > 2 {
    // Writes both scenes as Shapebook renders them, for looking at.
    let directory = URL(fileURLWithPath: CommandLine.arguments[2])
    try Data(try renderer.png(blobs)).write(to: directory.appendingPathComponent("blobs.png"))
    try Data(try renderer.png(Scenes.typical())).write(to: directory.appendingPathComponent("typical.png"))
    try Data(renderer.svg(Scenes.typical()).utf8).write(to: directory.appendingPathComponent("typical.svg"))
    try Data(try renderer.png(Scenes.typicalFlat())).write(to: directory.appendingPathComponent("typical-flat.png"))
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
if ["profile-typical-one", "profile-flat-one"].contains(CommandLine.arguments.dropFirst().first) {
    // The typical figure (or its flat variant) to PNG + SVG on one thread (no bands, one PNG
    // part), for perf and callgrind.
    var single = Renderer()
    single.bandSplitRows = []
    single.pngEncoder.partCount = 1
    let figure = CommandLine.arguments[1] == "profile-flat-one" ? Scenes.typicalFlat() : Scenes.typical()
    let count = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 100 : 100
    for _ in 0..<count { _ = try single.png(figure); _ = single.svg(figure) }
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "profile-typical" {
    for _ in 0..<100 { _ = try renderer.png(Scenes.typical()); _ = renderer.svg(Scenes.typical()) }
    exit(0)
}
var oneThread = Renderer()
oneThread.bandSplitRows = []
oneThread.pngEncoder.partCount = 1
if CommandLine.arguments.dropFirst().first == "typical" {
    // The typical figure to PNG + SVG, one thread against the defaults (bands, PNG parts),
    // interleaved run by run so both see the same machine; wall-clock quantiles over 301 runs.
    let figure = Scenes.typical()
    var single: [Double] = [], parallel: [Double] = []
    func wall(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }
    func quantiles(_ times: [Double]) -> String {
        let sorted = times.sorted()
        return String(format: "%.2f / %.2f / %.2f ms", sorted[0], sorted[sorted.count / 4], sorted[sorted.count / 2])
    }
    for _ in 0..<301 {
        single.append(try wall { _ = try oneThread.png(figure); _ = oneThread.svg(figure) })
        parallel.append(try wall { _ = try renderer.png(figure); _ = renderer.svg(figure) })
    }
    let pixels = try renderer.pixmap(figure)
    var onePart = PNGEncoder.figures, twoParts = PNGEncoder.figures
    onePart.partCount = 1
    twoParts.partCount = 2
    var encodeOne: [Double] = [], encodeTwo: [Double] = []
    for _ in 0..<301 {
        encodeOne.append(try wall { _ = try onePart.encode(pixels, scale: 2) })
        encodeTwo.append(try wall { _ = try twoParts.encode(pixels, scale: 2) })
    }
    print("| typical figure → PNG + SVG (wall: min / p25 / median) | |\n|---|---|")
    var libpngTimes: [Double] = [], libpngSize = 0, ownSize = 0
    for _ in 0..<21 { libpngTimes.append(try wall { libpngSize = try PNGEncoder.libpngDefaults.encode(pixels, scale: 2).count }) }
    ownSize = try onePart.encode(pixels, scale: 2).count
    print("| PNG encode only, libpng's defaults (zlib 6, adaptive filters; \(libpngSize) B) | \(quantiles(libpngTimes)) |")
    print("| (figure deflate: \(ownSize) B) | |")
    print("| PNG encode only, one part | \(quantiles(encodeOne)) |")
    print("| PNG encode only, two parts | \(quantiles(encodeTwo)) |")
    print("| one thread (no bands, one PNG part) | \(quantiles(single)) |")
    print("| defaults (two bands, PNG parts per core) | \(quantiles(parallel)) |")
    // The same without the gradient disc: flat colours, as most seed figures.
    let flat = Scenes.typicalFlat()
    var flatSingle: [Double] = [], flatParallel: [Double] = []
    for _ in 0..<301 {
        flatSingle.append(try wall { _ = try oneThread.png(flat); _ = oneThread.svg(flat) })
        flatParallel.append(try wall { _ = try renderer.png(flat); _ = renderer.svg(flat) })
    }
    print("| flat star grid (no gradient disc), one thread | \(quantiles(flatSingle)) |")
    print("| flat star grid (no gradient disc), defaults | \(quantiles(flatParallel)) |")
    exit(0)
}
var pixmap = try renderer.pixmap(blobs)
let drawOne = try medians(runs: 7) { pixmap = try oneThread.pixmap(blobs) }
let drawBanded = try medians(runs: 7) { pixmap = try renderer.pixmap(blobs) }
var png: [UInt8] = []
let encodeTime = try medians(runs: 5) { png = try PNGEncoder.figures.encode(pixmap, scale: 1) }

let cairo = CairoRenderer(figure: blobs)
var surface = cairo.draw()
let cairoDraw = medians(runs: 7) {
    cairo_surface_destroy(surface)
    surface = cairo.draw()
}
var cairoPNG: [UInt8] = []
let cairoEncode = medians(runs: 3) { cairoPNG = CairoRenderer.png(surface) }
cairo_surface_destroy(surface)

let typical = Scenes.typical()
var twoBands = Renderer()
twoBands.bandSplitRows = [300]
var typicalPNG: [UInt8] = [], typicalSVG = ""
let typicalOne = try medians(runs: 31) { typicalPNG = try oneThread.png(typical) }
let typicalBanded = try medians(runs: 31) { typicalPNG = try twoBands.png(typical) }
let typicalDrawOne = try medians(runs: 31) { _ = try oneThread.pixmap(typical) }
let typicalDrawBanded = try medians(runs: 31) { _ = try twoBands.pixmap(typical) }
let typicalSVGTime = medians(runs: 31) { typicalSVG = renderer.svg(typical) }

/// CPU and wall-clock medians with their ratios to cairo's.
func row(_ name: String, _ time: (cpu: Double, wall: Double), against reference: (cpu: Double, wall: Double)? = nil) -> String {
    let ratios = reference.map {
        String(format: " | %.2f | %.2f", time.cpu / $0.cpu, time.wall / $0.wall)
    } ?? " | | "
    return "| \(name) | \(format(time.cpu)) | \(format(time.wall))\(ratios) |"
}

print("""
| 2048×2048, 1,000 filled and stroked cubic blobs | CPU | wall | CPU ÷ cairo | wall ÷ cairo |
|---|---|---|---|---|
\(row("draw, one thread", drawOne, against: cairoDraw))
\(row("draw, two bands", drawBanded, against: cairoDraw))
\(row("cairo draw", cairoDraw))
\(row("PNG encode", encodeTime, against: cairoEncode))
\(row("cairo PNG", cairoEncode))
| PNG size | \(png.count) bytes | \(cairoPNG.count) bytes (cairo) | | |

| 300×300-point figure at scale 2 (16 stars, strokes, radial gradient) | CPU | wall |
|---|---|---|
\(row("display list → pixmap, one thread", typicalDrawOne))
\(row("display list → pixmap, two bands", typicalDrawBanded))
\(row("display list → PNG bytes, one thread", typicalOne))
\(row("display list → PNG bytes, two bands", typicalBanded))
\(row("display list → SVG text", typicalSVGTime))
PNG \(typicalPNG.count) bytes, SVG \(typicalSVG.utf8.count) bytes
""")
// Where banding starts to pay: the typical figure's draw at smaller scales, split at the middle.
print("| typical figure's draw at scale | pixels | one thread (wall) | two bands (wall) |\n|---|---|---|---|")
for scale in [0.5, 1, 1.5, 2] {
    let scaled = Figure(displayList: typical.displayList, scale: scale, description: "scaled")
    let side = Int((300 * scale).rounded(.up))
    var split = Renderer()
    split.bandSplitRows = [side / 2]
    let one = try medians(runs: 41) { _ = try oneThread.pixmap(scaled) }
    let two = try medians(runs: 41) { _ = try split.pixmap(scaled) }
    print("| \(scale) | \(side * side) | \(String(format: "%.2f ms", one.wall)) | \(String(format: "%.2f ms", two.wall)) |")
}
