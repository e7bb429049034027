extension Path {
    /// The default flattening tolerance: 0.05 device pixel at scale 1.
    public static let defaultTolerance = 0.05

    /// The flattening tolerance for output drawn at `scale` device pixels per point: 0.05 device
    /// pixel, i.e. 0.05 / scale points. A scale that is not positive and finite counts as 1.
    public static func tolerance(forScale scale: Double) -> Double {
        scale.isFinite && scale > 0 ? defaultTolerance / scale : defaultTolerance
    }

    /// The path as straight-line polylines, one per subpath, no point of the curves farther than
    /// `tolerance` from the polyline.
    ///
    /// Curves are subdivided adaptively at t = ½ until flat: a piece is accepted when
    /// max(uₓ², vₓ²) + max(u_y², v_y²) ≤ 16·tolerance², with u = 3p₁ − 2p₀ − p₃ and
    /// v = 3p₂ − p₀ − 2p₃ (Roger Willcocks' flatness bound, which bounds the distance between
    /// the cubic and its chord; quadratics are elevated to cubics first). Recursion stops at depth 16, so a segment
    /// never yields more than 65,536 points; a tolerance ≤ 0 or non-finite is replaced by the
    /// default 0.05, and one finer than 1e-7 × the larger side of the box of the path's points
    /// (control points included) is raised to that (finer than any output needs; it keeps the
    /// point count proportional to the number of segments).
    /// A subpath that is a lone move yields a one-point polyline.
    ///
    /// Once the thread's `ResourceContext` is interrupted, flattening stops early with part of
    /// the path (checked every 4,096 segments); the caller's next checkpoint then throws, so
    /// the partial result is never drawn.
    public func flattened(tolerance: Double = Path.defaultTolerance) -> [Polyline] {
        let floor = controlPointExtent * 1e-7
        var tol = tolerance.isFinite && tolerance > 0 ? tolerance : Path.defaultTolerance
        if floor.isFinite && tol < floor { tol = floor }
        let resources = ResourceContext.current
        return subpaths.map { subpath in
            var points = [subpath.start]
            // A guess at the points to come (a curve at fine tolerances yields several), to
            // spare most of the array's growth by copies.
            points.reserveCapacity(1 + 4 * subpath.segments.count)
            for (index, segment) in subpath.segments.enumerated() {
                if index & 4095 == 4095, resources?.isInterruptRequested == true { break }
                segment.appendFlattened(to: &points, tolerance: tol)
            }
            // The closing line's end repeats the start: a closed polyline leaves it implicit.
            if subpath.isClosed, points.count > 1, points.last == subpath.start { points.removeLast() }
            return Polyline(points: points, isClosed: subpath.isClosed)
        }
    }
}

extension Path {
    /// The larger side of the box around every point of the path, control points included: a
    /// bound on the path's size without the root finding of `boundingRect` (flattening asks for
    /// it on every path it draws).
    var controlPointExtent: Double {
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        func include(_ p: Point) {
            minX = Swift.min(minX, p.x)
            maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y)
            maxY = Swift.max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): include(p)
            case .quadCurve(let p, let c):
                include(p)
                include(c)
            case .curve(let p, let c1, let c2):
                include(p)
                include(c1)
                include(c2)
            case .closeSubpath: break
            }
        }
        return minX <= maxX ? Swift.max(maxX - minX, maxY - minY) : 0
    }
}

extension Segment {
    /// The deepest subdivision the flattener performs: at most 2¹⁶ pieces per segment.
    static let maximumFlatteningDepth = 16

    /// Appends points along the segment (not its start) so that the polyline is within
    /// `tolerance` of the curve.
    func appendFlattened(to points: inout [Point], tolerance: Double) {
        switch self {
        case .line(_, let p1):
            points.append(p1)
        case .cubic(let p0, let p1, let p2, let p3):
            Segment.appendFlattenedCubic(p0, p1, p2, p3, to: &points, toleranceSquared16: 16 * tolerance * tolerance)
        case .quad:
            appendFlattened(to: &points, toleranceSquared16: 16 * tolerance * tolerance, depth: 0)
        }
    }

    /// The cubic case of `appendFlattened`, without recursion or enum values: the same halving
    /// at t = ½ in the same order (left half first), the same flatness test and arithmetic, so
    /// the points are exactly the recursive version's. The right halves wait on a stack: each
    /// split pushes one and goes a level deeper, so no more than `maximumFlatteningDepth` (16)
    /// wait at once. (Flattening is about a tenth of a large figure's draw.)
    private static func appendFlattenedCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point,
                                             to points: inout [Point], toleranceSquared16: Double) {
        typealias Cubic = (p0: Point, p1: Point, p2: Point, p3: Point)
        // Literal capacities of at most 1,024 bytes each keep both buffers on the stack (a
        // computed or larger one is a heap allocation per segment).
        withUnsafeTemporaryAllocation(of: Cubic.self, capacity: 16) { waitingCubics in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: 16) { waitingDepths in
                let deepest = min(maximumFlatteningDepth, waitingCubics.count, waitingDepths.count)
                var waiting = 0, depth = 0
                var piece: Cubic = (p0, p1, p2, p3)
                while true {
                    let u = piece.p1 * 3 - piece.p0 * 2 - piece.p3, v = piece.p2 * 3 - piece.p0 - piece.p3 * 2
                    let measure = max(u.x * u.x, v.x * v.x) + max(u.y * u.y, v.y * v.y)
                    // NaN coordinates count as flat, so bad input ends the subdivision at once.
                    if depth >= deepest || !(measure > toleranceSquared16) {
                        points.append(piece.p3)
                        guard waiting > 0 else { return }
                        waiting -= 1
                        piece = waitingCubics[waiting]
                        depth = waitingDepths[waiting]
                        continue
                    }
                    let a = piece.p0.lerp(to: piece.p1, 0.5), b = piece.p1.lerp(to: piece.p2, 0.5)
                    let c = piece.p2.lerp(to: piece.p3, 0.5)
                    let d = a.lerp(to: b, 0.5), e = b.lerp(to: c, 0.5), m = d.lerp(to: e, 0.5)
                    depth += 1
                    waitingCubics.initializeElement(at: waiting, to: (m, e, c, piece.p3))
                    waitingDepths.initializeElement(at: waiting, to: depth)
                    waiting += 1
                    piece = (piece.p0, a, d, m)
                }
            }
        }
    }

    private func appendFlattened(to points: inout [Point], toleranceSquared16: Double, depth: Int) {
        if depth >= Segment.maximumFlatteningDepth || isFlat(toleranceSquared16: toleranceSquared16) {
            points.append(end)
            return
        }
        let (left, right) = split(at: 0.5)
        left.appendFlattened(to: &points, toleranceSquared16: toleranceSquared16, depth: depth + 1)
        right.appendFlattened(to: &points, toleranceSquared16: toleranceSquared16, depth: depth + 1)
    }

    /// Willcocks' flatness test for the cubic form of the segment. NaN coordinates count as
    /// flat so that bad input ends the recursion at once.
    private func isFlat(toleranceSquared16: Double) -> Bool {
        let (p0, p1, p2, p3) = cubicPoints
        let u = p1 * 3 - p0 * 2 - p3, v = p2 * 3 - p0 - p3 * 2
        let measure = max(u.x * u.x, v.x * v.x) + max(u.y * u.y, v.y * v.y)
        return !(measure > toleranceSquared16)
    }
}
