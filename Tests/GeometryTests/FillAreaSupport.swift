@testable import Geometry

/// The area the path fills under `rule`, measured independently of `signedArea`: the path is
/// flattened (tolerance `flatness`) and cut into `bands` horizontal bands; on each band's middle
/// line the covered x-intervals are found exactly from the edge crossings and their winding.
/// The midpoint rule makes the error O(band height²) per band.
func filledArea(of path: Path, rule: FillRule = .nonZero, bands: Int = 4000, flatness: Double = 1e-4) -> Double {
    var edges: [(Point, Point)] = []
    for polyline in path.flattened(tolerance: flatness) {
        let points = polyline.points
        guard points.count > 1 else { continue }
        for (a, b) in zip(points, points.dropFirst() + [points[0]]) where a.y != b.y { edges.append((a, b)) }
    }
    let box = path.boundingRect
    guard box.height > 0 else { return 0 }
    let breaks = Array(Set(edges.flatMap { [$0.0.y, $0.1.y] })).sorted()
    var total = 0.0
    for (low, high) in zip(breaks, breaks.dropFirst()) {
        let count = max(1, Int((high - low) / box.height * Double(bands)))
        let step = (high - low) / Double(count)
        for band in 0..<count {
            total += coveredWidth(edges: edges, y: low + (Double(band) + 0.5) * step, rule: rule) * step
        }
    }
    return total
}

/// The total length of the line at height `y` that is inside under `rule`.
private func coveredWidth(edges: [(Point, Point)], y: Double, rule: FillRule) -> Double {
    var crossings: [(x: Double, winding: Int)] = []
    for (a, b) in edges where (a.y <= y) != (b.y <= y) {
        let x = a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)
        crossings.append((x, b.y > a.y ? 1 : -1))
    }
    crossings.sort { $0.x < $1.x }
    var total = 0.0, winding = 0
    for (index, crossing) in crossings.enumerated() {
        winding += crossing.winding
        let inside = rule == .nonZero ? winding != 0 : winding % 2 != 0
        if inside, index + 1 < crossings.count { total += crossings[index + 1].x - crossing.x }
    }
    return total
}
