extension Path {
    /// True when `point` is inside the path under `rule`, as `CGPath.contains(_:using:)`.
    ///
    /// Open subpaths count as closed by a straight line, as filling does. The winding number
    /// comes from a horizontal ray towards +x: a segment wholly to the right of the point
    /// contributes exactly the change in which side of the ray its ends are on; a segment
    /// straddling the point's x is split in half until it is wholly right or left, or smaller
    /// than 1e-9 × the path's size (then it counts as its chord). So the answer is exact except
    /// for points within that distance of the outline. Points exactly on a horizontal edge
    /// follow the half-open rule (a segment covers y in [min, max)). Non-finite points are outside.
    public func contains(_ point: Point, rule: FillRule = .nonZero) -> Bool {
        guard point.isFinite else { return false }
        let box = boundingRect
        let resolution = max(box.width, box.height, 1e-300) * 1e-9
        var winding = 0
        for subpath in subpaths {
            var segments = subpath.segments
            if !subpath.isClosed, subpath.end != subpath.start { segments.append(.line(subpath.end, subpath.start)) }
            for segment in segments {
                winding += segment.rayCrossings(from: point, resolution: resolution, depth: 0)
            }
        }
        switch rule {
        case .nonZero: return winding != 0
        case .evenOdd: return winding % 2 != 0
        }
    }

    /// `contains(_:rule:)` with SwiftUI's `eoFill:` spelling.
    public func contains(_ point: Point, eoFill: Bool) -> Bool {
        contains(point, rule: eoFill ? .evenOdd : .nonZero)
    }
}

extension Segment {
    /// The signed number of times the segment crosses the ray from `point` towards +x
    /// (+1 going down the screen, −1 going up).
    func rayCrossings(from point: Point, resolution: Double, depth: Int) -> Int {
        let pts = points
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for p in pts {
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        // The curve lies in its control points' hull: outside the ray's reach, no crossing.
        guard minY <= point.y, maxY > point.y, maxX > point.x else { return 0 }
        let side: (Point) -> Int = { $0.y > point.y ? 1 : 0 }
        if minX > point.x { return side(end) - side(start) }
        let isSmall = max(maxX - minX, maxY - minY) <= resolution
        if case .line = self {} else if !isSmall && depth < 60 {
            let (left, right) = split(at: 0.5)
            return left.rayCrossings(from: point, resolution: resolution, depth: depth + 1)
                + right.rayCrossings(from: point, resolution: resolution, depth: depth + 1)
        }
        // A line (or a tiny piece taken as its chord): where does it meet the ray's height?
        let p0 = start, p1 = end
        let crossing = side(p1) - side(p0)
        guard crossing != 0 else { return 0 }
        let x = p0.x + (point.y - p0.y) / (p1.y - p0.y) * (p1.x - p0.x)
        return x > point.x ? crossing : 0
    }
}
