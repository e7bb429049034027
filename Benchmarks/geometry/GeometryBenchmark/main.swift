import Foundation
@_spi(Benchmarks) import Geometry

/// Times Geometry's flattening, stroking, measuring and set operations on the issue's shapes and
/// prints Markdown tables for docs/benchmarks.md.
///
/// `GeometryBenchmark [shapes | union | profile-fold] [blob count]`: `shapes` stops after the
/// star and blob table; the blob count (default 1,000) sets the size of the union benchmark;
/// `profile-fold` (for `perf record`) runs only the fold of pairwise unions.
///
/// Each measurement is the median of several runs, in milliseconds of the thread's CPU time:
/// everything here is single-threaded, and on a shared machine wall-clock time mostly measures
/// the other jobs.
func cpuMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
}

func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = cpuMilliseconds()
        try body()
        times.append(cpuMilliseconds() - start)
    }
    return times.sorted()[times.count / 2]
}

func format(_ ms: Double) -> String { ms < 1 ? String(format: "%.3f ms", ms) : String(format: "%.1f ms", ms) }
func percent(_ part: Double, of whole: Double) -> String { String(format: "%.0f%%", 100 * part / whole) }

/// Keeps results alive so the optimiser cannot drop the work.
var sink = 0

let frame = Rect(x: 0, y: 0, width: 300, height: 300)
let shapes: [(name: String, path: Path)] = [
    ("Star(points: 15, cornerRadius: 14) in 300×300", try Star(points: 15, cornerRadius: 14).path(in: frame)),
    ("Blob(points: 1000, style: .smooth): 1,000 cubics in 300×300", try Blob(points: 1000, seed: 1).path(in: frame)),
    ("wavy ring: 1,000 smooth cubics", wavyRing(segments: 1000)),
]

/// A closed path of `segments` cubics, tangent-continuous, around a circle of radius 120 whose
/// radius wobbles by ±8 pt seven times round: a 1,000-segment curve without the random blob's
/// spikes (each spike tip of the blob bends tighter than any stroke width).
func wavyRing(segments: Int) -> Path {
    func radius(_ angle: Double) -> Double { 120 + 8 * sin(7 * angle) }
    func point(_ angle: Double) -> Point {
        Point(x: 150 + radius(angle) * cos(angle), y: 150 + radius(angle) * sin(angle))
    }
    func velocity(_ angle: Double) -> Point {
        let r = radius(angle), dr = 56 * cos(7 * angle)
        return Point(x: dr * cos(angle) - r * sin(angle), y: dr * sin(angle) + r * cos(angle))
    }
    let step = 2 * Double.pi / Double(segments)
    var path = Path()
    path.move(to: point(0))
    for index in 0..<segments {
        let a0 = Double(index) * step, a1 = a0 + step
        let v0 = velocity(a0), v1 = velocity(a1)
        path.addCurve(to: point(a1),
                      control1: Point(x: point(a0).x + v0.x * step / 3, y: point(a0).y + v0.y * step / 3),
                      control2: Point(x: point(a1).x - v1.x * step / 3, y: point(a1).y - v1.y * step / 3))
    }
    path.closeSubpath()
    return path
}
let retina = Path.tolerance(forScale: 2)
let roundJoin = StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round)
let miterJoin = StrokeStyle(lineWidth: 3, lineJoin: .miter)

let mode = CommandLine.arguments.dropFirst().first
if mode == "profile-stroke" {
    // For `perf record`: only the blob's round-joined stroke, repeated.
    for _ in 0..<50 { sink &+= shapes[1].path.strokedPath(roundJoin).elements.count }
    exit(0)
}

@MainActor func row(_ label: String, runs: Int = 21, _ body: (Path) throws -> Int) rethrows {
    var cells: [String] = []
    for shape in shapes {
        var count = 0
        let time = try median(runs: runs) { count = try body(shape.path) }
        sink &+= count
        cells.append("\(format(time)) (\(count))")
    }
    print("| \(label) | \(cells.joined(separator: " | ")) |")
}
if mode != "profile-fold" {
print("| operation | \(shapes.map(\.name).joined(separator: " | ")) |")
print("|---|" + String(repeating: "---|", count: shapes.count))
row("flatten at 0.05 pt (points)") { $0.flattened(tolerance: Path.defaultTolerance).reduce(0) { $0 + $1.points.count } }
row("flatten at 0.025 pt = 0.05 px at scale 2 (points)") { $0.flattened(tolerance: retina).reduce(0) { $0 + $1.points.count } }
row("stroke, width 3, round joins and caps (elements)") { $0.strokedPath(roundJoin).elements.count }
row("stroke, width 3, miter joins (elements)") { $0.strokedPath(miterJoin).elements.count }
row("stroke round + flatten outline at 0.025 pt (points)") {
    $0.strokedPath(roundJoin).flattened(tolerance: retina).reduce(0) { $0 + $1.points.count }
}
row("arc length (length in pt)") { Int($0.length) }
row("trimmedPath(from: 0.2, to: 0.7) (elements)") { $0.trimmedPath(from: 0.2, to: 0.7).elements.count }
}

if mode == "shapes" { exit(0) }

// MARK: - Union of 1,000 overlapping blobs

/// 1,000 eight-point cubic blobs, 60 pt across, scattered (deterministically) over 1000×1000 pt.
let blobCount = Int(CommandLine.arguments.dropFirst(2).first ?? "") ?? 1000
var scatter = SplitMixForBenchmark(seed: 7)
let blobs = try (0..<blobCount).map { index in
    try Blob(points: 8, seed: UInt64(index), style: .cubic)
        .path(in: Rect(x: scatter.next() * 940, y: scatter.next() * 940, width: 60, height: 60))
}
if mode == "profile-fold" {
    // For `perf record`: only the fold of pairwise unions over the blobs.
    var folded = Path()
    for blob in blobs { folded = try folded.union(blob) }
    print("fold of \(blobCount) blobs: \(folded.elements.count) elements")
    exit(0)
}
let inputPoints = blobs.reduce(0) { $0 + $1.flattened(tolerance: Path.setOperationTolerance).reduce(0) { $0 + $1.points.count } }

var single = Path()
let flattenAll = median(runs: 5) { sink &+= blobs.reduce(0) { $0 + $1.flattened(tolerance: Path.setOperationTolerance).count } }
let singleTime = try median(runs: 5) { single = try Path.union(of: blobs) }
let toGEOS = try median(runs: 5) { sink &+= try Path.convertToGEOS(blobs) }
let resultToGEOS = try median(runs: 5) { sink &+= try Path.convertToGEOS([single]) }
let resultRoundTrip = try median(runs: 5) { sink &+= try Path.roundTripThroughGEOS([single]).count }
let fromGEOS = max(resultRoundTrip - resultToGEOS, 0)
let resultPoints = single.elements.count

// The fold converts its growing result to GEOS and back at every step; time each step's union
// and, separately, the same step's conversions (the accumulated path and the blob in, the new
// result back out).
var folded = Path()
var foldTime = 0.0, foldConversion = 0.0
for blob in blobs {
    let before = folded
    let start = cpuMilliseconds()
    folded = try folded.union(blob)
    foldTime += cpuMilliseconds() - start
    let conversionStart = cpuMilliseconds()
    sink &+= try Path.convertToGEOS([before, blob])
    let inEnd = cpuMilliseconds()
    sink &+= try Path.convertToGEOS([folded])
    let resultIn = cpuMilliseconds() - inEnd
    let outStart = cpuMilliseconds()
    sink &+= try Path.roundTripThroughGEOS([folded]).count
    let roundTrip = cpuMilliseconds() - outStart
    foldConversion += (inEnd - conversionStart) + max(roundTrip - resultIn, 0)
}
let areaDifference = abs(try single.filledArea() - folded.filledArea())

print("""

| union of \(blobCount) overlapping blobs (\(inputPoints) input points at 0.01 pt; result \(resultPoints) elements) | time | share |
|---|---|---|
| `Path.union(of:)`: one `GEOSUnaryUnion_r` | \(format(singleTime)) | 100% |
| … flattening the inputs at 0.01 pt | \(format(flattenAll)) | \(percent(flattenAll, of: singleTime)) |
| … Path → GEOS (flattening, rings, validity check) | \(format(toGEOS)) | \(percent(toGEOS, of: singleTime)) |
| … GEOS → Path (the result) | \(format(fromGEOS)) | \(percent(fromGEOS, of: singleTime)) |
| … GEOS's union itself (the rest) | \(format(singleTime - toGEOS - fromGEOS)) | \(percent(singleTime - toGEOS - fromGEOS, of: singleTime)) |
| fold of \(blobCount) `union(_:)` calls (one run) | \(format(foldTime)) | 100% |
| … Path → GEOS and back, every step | \(format(foldConversion)) | \(percent(foldConversion, of: foldTime)) |

Both unions cover the same area within \(String(format: "%.2g", areaDifference)) pt². (sink \(sink % 10))
""")
