extension Path {
    /// The total arc length of all subpaths, closing lines included, within 1e-10 relative
    /// (Gauss–Legendre quadrature with adaptive subdivision; see `Segment.arcLength`).
    public var length: Double { PathMeasure(self).totalLength }

    /// The tight bounding box of the path: end points and the curves' extrema, not the control
    /// points (CoreGraphics' `boundingBoxOfPath`). `.zero` for an empty path; a lone move gives
    /// a zero-size rectangle at that point.
    ///
    /// Once the thread's `ResourceContext` is interrupted it stops early (every 4,096 segments)
    /// with part of the box: the caller's next checkpoint throws, so it is never drawn.
    public var boundingRect: Rect {
        let resources = ResourceContext.current
        var result: Rect?
        var visited = 0
        for subpath in subpaths {
            // The end points first: a curve whose control points lie in their box adds nothing
            // (a Bézier curve stays in the hull of its points), so only the others are solved
            // for their extrema. Shapes with rounded corners are mostly such curves.
            var box = Rect(origin: subpath.start, size: .zero)
            for segment in subpath.segments {
                visited += 1
                if visited & 4095 == 0, resources?.isInterruptRequested == true { return box }
                box = box.union(Rect(origin: segment.end, size: .zero))
            }
            for segment in subpath.segments where !segment.controlPoints(areIn: box) {
                visited += 1
                if visited & 4095 == 0, resources?.isInterruptRequested == true { return box }
                box = box.union(segment.bounds)
            }
            result = result.map { $0.union(box) } ?? box
        }
        return result ?? .zero
    }

    /// The point a fraction of the way along the path by arc length, across subpaths (0 → the
    /// start, 1 → the end). Fractions outside 0…1 are clamped; nil for an empty path.
    public func point(at fraction: Double) -> Point? {
        let measure = PathMeasure(self)
        let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        return measure.point(atDistance: clamped * measure.totalLength)
    }

    /// `count` points evenly spaced by arc length along each subpath in proportion to its length.
    ///
    /// Over the whole path the points sit at arc lengths k·L/(count − 1), so the first is the
    /// start and the last the end — except when the path is a single closed subpath, where
    /// they sit at k·L/count and the start is not repeated at the end. A `count` ≤ 0 or an
    /// empty path gives no points; counts above 100,000 are clamped to that.
    public func points(count: Int) -> [Point] {
        let measure = PathMeasure(self)
        let n = min(count, 100_000)
        guard n > 0, !measure.subpaths.isEmpty else { return [] }
        let total = measure.totalLength
        let isSingleClosed = measure.subpaths.count == 1 && measure.subpaths[0].isClosed
        let spacing = isSingleClosed ? total / Double(n) : (n > 1 ? total / Double(n - 1) : 0)
        return (0..<n).compactMap { measure.point(atDistance: Double($0) * spacing) }
    }
}
