import Geometry

/// Stage 1 of the rasterizer: a path as straight, directed line segments in device pixels.
///
/// Curves are flattened by Geometry (`Path.flattened(tolerance:)`) at 0.05 device pixel, every
/// subpath is closed (a fill closes open subpaths, as SVG and CoreGraphics do), and points are
/// scaled from points to device pixels. Horizontal segments are dropped: they add no winding.
/// Each edge keeps its direction, because the winding number is the sum of the directions.
struct EdgeList: Sendable {
    /// One directed segment, in device pixels.
    struct Edge: Sendable {
        var x0: Double, y0: Double, x1: Double, y1: Double
    }

    private(set) var edges: [Edge] = []
    /// The index in `edges` where each closed contour begins, in order. Edges added on their
    /// own (`addEdge`) before any contour belong to contour 0.
    private(set) var contourStarts: [Int] = []
    /// For each contour, the label the overlap detection compares (`CoverageAccumulator`):
    /// contours with one label count as one. A fill's contours each have their own; a stroke's
    /// outline contours share the label of the subpath they outline, since a stroke outline's
    /// own bands all wind the same way (Geometry's stroker) and only overlap benignly.
    private(set) var contourLabels: [Int32] = []
    private(set) var minX = Double.infinity, minY = Double.infinity
    private(set) var maxX = -Double.infinity, maxY = -Double.infinity

    /// An empty list.
    init() {}

    /// The edges of `path` filled at `scale` device pixels per point.
    ///
    /// - Parameter tolerance: the flattening tolerance in device pixels (0.05 by default):
    ///   no point of a flattened curve is further than this from the true curve.
    init(path: Path, scale: Double, tolerance: Double = Rasterizer.flatteningTolerance) {
        add(path, scale: scale, tolerance: tolerance, label: nil)
    }

    /// Adds every subpath of `path` as a closed contour, each with its own label, or all with
    /// `label` when one is given.
    mutating func add(_ path: Path, scale: Double, tolerance: Double = Rasterizer.flatteningTolerance, label: Int32?) {
        for polyline in path.flattened(tolerance: tolerance / scale) {
            addClosedContour(polyline.points, scale: scale, label: label)
        }
    }

    /// Adds the closed polygon through `points` (in points), scaled to device pixels, labelled
    /// `label` or, when nil, with a label of its own.
    mutating func addClosedContour(_ points: [Point], scale: Double, label: Int32? = nil) {
        guard let last = points.last else { return }
        contourLabels.append(label ?? Int32(truncatingIfNeeded: contourStarts.count))
        contourStarts.append(edges.count)
        // `addEdge` for every side, inlined: each point scaled once, the bounds kept in locals,
        // the sides written into a buffer of the right size rather than appended one by one.
        var minX = self.minX, minY = self.minY, maxX = self.maxX, maxY = self.maxY
        let sides = [Edge](unsafeUninitializedCapacity: points.count) { buffer, count in
            var previous = last * scale
            for point in points {
                let next = point * scale
                if previous.y != next.y, previous.isFinite, next.isFinite, count < buffer.count {
                    buffer.initializeElement(at: count, to: Edge(x0: previous.x, y0: previous.y, x1: next.x, y1: next.y))
                    count += 1
                    minX = Swift.min(minX, Swift.min(previous.x, next.x))
                    maxX = Swift.max(maxX, Swift.max(previous.x, next.x))
                    minY = Swift.min(minY, Swift.min(previous.y, next.y))
                    maxY = Swift.max(maxY, Swift.max(previous.y, next.y))
                }
                previous = next
            }
        }
        if edges.isEmpty { edges = sides } else { edges.append(contentsOf: sides) }
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    /// Adds one directed segment in device pixels; skips horizontal and non-finite ones.
    mutating func addEdge(from a: Point, to b: Point) {
        guard a.y != b.y, a.isFinite, b.isFinite else { return }
        edges.append(Edge(x0: a.x, y0: a.y, x1: b.x, y1: b.y))
        minX = Swift.min(minX, a.x, b.x)
        maxX = Swift.max(maxX, a.x, b.x)
        minY = Swift.min(minY, a.y, b.y)
        maxY = Swift.max(maxY, a.y, b.y)
    }

    /// The whole pixels the edges touch, or an empty rectangle when there are no edges.
    var pixelBounds: PixelRect {
        guard !edges.isEmpty else { return PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0) }
        return PixelRect(minX: Int(saturating: minX.rounded(.down)), minY: Int(saturating: minY.rounded(.down)),
                         maxX: Int(saturating: maxX.rounded(.up)), maxY: Int(saturating: maxY.rounded(.up)))
    }
}

extension Int {
    /// The integer nearest `value`, saturating at the Int range (NaN becomes 0).
    init(saturating value: Double) {
        if value.isNaN { self = 0 } else if value >= 9.0e18 { self = Int.max / 2 } else if value <= -9.0e18 {
            self = Int.min / 2
        } else { self = Int(value) }
    }
}
