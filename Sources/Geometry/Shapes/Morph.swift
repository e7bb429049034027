/// A shape between two outlines: each resampled by arc length, aligned so corresponding points
/// travel the shortest way, and interpolated.
///
/// The morphing article (seed 001) samples N points along each path with `trimmedPath` and moves
/// point i of A to point i of B; it notes that shapes starting at different points or running in
/// different directions "flip" during the morph, and leaves that unsolved. Here:
/// 1. every subpath (closed, as filling closes it) is resampled to `samples` points evenly spaced
///    by arc length (`Path.points(count:)`);
/// 2. subpaths of A and B are paired by position (see `MorphOutline.pairs`);
/// 3. for each pair, B's points are reversed when the two signed areas differ in sign (a common
///    direction), then rotated by the cyclic offset k minimising Σ|Aᵢ − B₍ᵢ₊ₖ₎|² (the best start;
///    that sum is translation-invariant, so shapes far apart still align by shape);
/// 4. unpaired subpaths shrink into their centroid (A's) or grow out of it (B's);
/// 5. point i moves linearly: Aᵢ + (Bᵢ − Aᵢ)·progress.
/// The result is a polygon path of `samples` points per subpath, so at progress 0 and 1 it is the
/// resampled ends, within the chord error of `samples` points.
public struct Morph: Hashable, Sendable {
    /// The outline at progress 0.
    public var from: Path
    /// The outline at progress 1.
    public var to: Path
    /// 0 gives `from`, 1 gives `to`; values outside extrapolate (for overshooting animations).
    public var progress: Double
    /// Points per subpath, 3 … 10 000.
    public var samples: Int

    /// The morph from `from` to `to` at `progress`, each subpath resampled to `samples` points.
    public init(from: Path, to: Path, progress: Double, samples: Int = 100) {
        self.from = from
        self.to = to
        self.progress = progress
        self.samples = samples
    }

    /// The interpolated outline. The paths are used as given: `rect` is not used, so a morph
    /// between two shapes' `path(in:)` for one frame stays in that frame.
    /// - Throws: `GeometryError` for a non-finite progress or coordinate, or a sample count
    ///   outside 3 … 10 000.
    public func path(in rect: Rect = .zero) throws(GeometryError) -> Path {
        var path = Path()
        for outline in try interpolatedOutlines() { path.addPath(Path.closedPolygon(outline)) }
        return path
    }

    /// The interpolated point lists, one per subpath, before they become a path.
    /// - Throws: as `path(in:)`.
    public func interpolatedOutlines() throws(GeometryError) -> [[Point]] {
        try ShapeValidation.requireFinite(progress, named: "Morph progress")
        try ShapeValidation.requireCount(samples, named: "Morph samples", minimum: 3)
        try from.requireFiniteCoordinates()
        try to.requireFiniteCoordinates()
        let sourceOutlines = MorphOutline.outlines(of: from, samples: samples)
        let targetOutlines = MorphOutline.outlines(of: to, samples: samples)
        let t = progress
        var result: [[Point]] = []
        var targetUsed = Set<Int>()
        for (sourceIndex, targetIndex) in MorphOutline.pairs(sourceOutlines, targetOutlines) {
            let source = sourceOutlines[sourceIndex]
            guard let targetIndex else {
                result.append(source.points.map { $0.lerp(to: source.centroid, t) })
                continue
            }
            targetUsed.insert(targetIndex)
            let target = source.aligned(targetOutlines[targetIndex])
            result.append(zip(source.points, target).map { $0.lerp(to: $1, t) })
        }
        for (index, target) in targetOutlines.enumerated() where !targetUsed.contains(index) {
            result.append(target.points.map { target.centroid.lerp(to: $0, t) })
        }
        return result
    }
}

/// One resampled subpath of a morph's end.
struct MorphOutline {
    var points: [Point]
    /// The mean of the samples: the centroid of the outline by arc length.
    var centroid: Point
    /// Twice the shoelace area of the samples; its sign is the outline's direction.
    var doubleSignedArea: Double

    init(points: [Point]) {
        self.points = points
        centroid = points.reduce(Point.zero, +) / Double(max(points.count, 1))
        var sum = 0.0
        for i in points.indices { sum += points[i].cross(points[(i + 1) % points.count]) }
        doubleSignedArea = sum
    }

    /// Each subpath of `path`, closed, resampled to `samples` points; empty subpaths are skipped.
    static func outlines(of path: Path, samples: Int) -> [MorphOutline] {
        var result: [MorphOutline] = []
        var current: [PathElement] = []
        func finish() {
            guard !current.isEmpty else { return }
            var subpath = Path(elements: current)
            subpath.closeSubpath()
            let points = subpath.points(count: samples)
            if points.count == samples { result.append(MorphOutline(points: points)) }
            current = []
        }
        for element in path.elements {
            if case .move = element { finish() }
            current.append(element)
        }
        finish()
        return result
    }

    /// `other`'s points in this outline's direction, starting at the cyclic offset that
    /// minimises the summed squared distance to this outline's points.
    ///
    /// All offsets are tried for up to 2 000 samples (O(n²)); above that every (n / 1000)-th
    /// offset is tried, then the neighbourhood of the best is searched exhaustively.
    func aligned(_ other: MorphOutline) -> [Point] {
        var candidate = other.points
        if (doubleSignedArea < 0) != (other.doubleSignedArea < 0), doubleSignedArea != 0, other.doubleSignedArea != 0 {
            candidate.reverse()
        }
        let n = candidate.count
        func cost(_ offset: Int) -> Double {
            var sum = 0.0
            for i in 0..<n {
                let d = points[i] - candidate[(i + offset) % n]
                sum += d.dot(d)
            }
            return sum
        }
        let stride = n > 2_000 ? n / 1_000 : 1
        var best = 0, bestCost = Double.infinity
        for offset in Swift.stride(from: 0, to: n, by: stride) {
            let c = cost(offset)
            if c < bestCost { (best, bestCost) = (offset, c) }
        }
        if stride > 1 {
            let coarseBest = best
            for delta in -stride...stride {
                let offset = ((coarseBest + delta) % n + n) % n
                let c = cost(offset)
                if c < bestCost { (best, bestCost) = (offset, c) }
            }
        }
        return (0..<n).map { candidate[($0 + best) % n] }
    }
}
