/// The blob article's three curve constructions (seed 000), kept in its order of random draws so
/// that its figures' statistics carry over exactly.
extension Blob {
    /// A quadratic segment: its end point and its control point.
    struct QuadraticSegment {
        var point: Point
        var control: Point
    }

    /// A cubic segment: its end point and its two control points.
    struct CubicSegment {
        var point: Point
        var control1: Point
        var control2: Point
    }

    /// `CreateRandomShape`: radius 0.7…1 r; control point 0.3…0.8 of a sector behind the point,
    /// at 0.3 × radius on even and 1.2 × radius on odd points. The first segment is repeated at
    /// the end, as in the article, so the last curve returns to the start.
    static func quadraticSegments(sides: Int, radius r: Double, center c: Point,
                                  random: inout SeededRandom) -> [QuadraticSegment] {
        let segmentAngle = 2 * Double.pi / Double(sides)
        var segments: [QuadraticSegment] = []
        for i in 0..<sides {
            let angle = segmentAngle * Double(i)
            let radius = r * random.nextDouble(in: 0.7...1.0)
            let controlAngle = angle - segmentAngle * random.nextDouble(in: 0.3...0.8)
            let distance = i % 2 == 0 ? radius * 0.3 : radius * 1.2
            segments.append(QuadraticSegment(point: polarPoint(center: c, length: radius, angle: angle),
                                             control: polarPoint(center: c, length: distance, angle: controlAngle)))
        }
        segments.append(segments[0])
        return segments
    }

    /// `CreateRandomShape2`: radius alternating 0.45…0.55 r and 0.75…0.8 r; control points at
    /// 0.75…0.85 and 0.15…0.35 of a sector behind the point, each 0.5…1.2 × radius out.
    static func alternatingCubicSegments(sides: Int, radius r: Double, center c: Point,
                                         random: inout SeededRandom) -> [CubicSegment] {
        let segmentAngle = 2 * Double.pi / Double(sides)
        var segments: [CubicSegment] = []
        for i in 0..<sides {
            let angle = segmentAngle * Double(i)
            let radius = i % 2 == 0 ? r * random.nextDouble(in: 0.45...0.55) : r * random.nextDouble(in: 0.75...0.8)
            let controlAngle1 = angle - segmentAngle * random.nextDouble(in: 0.75...0.85)
            let distance1 = radius * random.nextDouble(in: 0.5...1.2)
            let controlAngle2 = angle - segmentAngle * random.nextDouble(in: 0.15...0.35)
            let distance2 = radius * random.nextDouble(in: 0.5...1.2)
            segments.append(CubicSegment(point: polarPoint(center: c, length: radius, angle: angle),
                                         control1: polarPoint(center: c, length: distance1, angle: controlAngle1),
                                         control2: polarPoint(center: c, length: distance2, angle: controlAngle2)))
        }
        segments.append(segments[0])
        return segments
    }

    /// `CreateRandomShape3`: each point 0.7…1.3 of a sector past its sector's start, radius
    /// 0.45…0.85 r; the first control point (0.75 of the step back) sits outside (1.45 ×) when the
    /// previous segment's second control point was inside, else inside (0.55 ×); the second
    /// (0.25 back) at 0.55…1.45 × radius.
    static func mirroredCubicSegments(sides: Int, radius r: Double, center c: Point,
                                      random: inout SeededRandom) -> [CubicSegment] {
        let sectorAngle = 2 * Double.pi / Double(sides)
        var previousSectorIn = true
        var segments: [CubicSegment] = []
        for i in 0..<sides {
            let segmentAngle = sectorAngle * random.nextDouble(in: 0.7...1.3)
            let angle = sectorAngle * Double(i) + segmentAngle
            let radius = r * random.nextDouble(in: 0.45...0.85)
            let controlDistance1 = previousSectorIn ? radius * 1.45 : radius * 0.55
            let controlDistance2 = radius * random.nextDouble(in: 0.55...1.45)
            previousSectorIn = controlDistance2 < radius
            segments.append(CubicSegment(
                point: polarPoint(center: c, length: radius, angle: angle),
                control1: polarPoint(center: c, length: controlDistance1, angle: angle - segmentAngle * 0.75),
                control2: polarPoint(center: c, length: controlDistance2, angle: angle - segmentAngle * 0.25)))
        }
        segments.append(segments[0])
        return segments
    }

    /// `RandomShape`'s path: a move to the first point, quadratics to the rest, closed.
    static func quadraticPath(_ segments: [QuadraticSegment]) -> Path {
        var path = Path()
        for (n, segment) in segments.enumerated() {
            if n == 0 {
                path.move(to: segment.point)
            } else {
                path.addQuadCurve(to: segment.point, control: segment.control)
            }
        }
        path.closeSubpath()
        return path
    }

    /// `RandomShape2`/`RandomShape3`'s path: a move to the first point, cubics to the rest, closed.
    static func cubicPath(_ segments: [CubicSegment]) -> Path {
        var path = Path()
        for (n, segment) in segments.enumerated() {
            if n == 0 {
                path.move(to: segment.point)
            } else {
                path.addCurve(to: segment.point, control1: segment.control1, control2: segment.control2)
            }
        }
        path.closeSubpath()
        return path
    }

    /// The knots of `.smooth`: one per sector, jittered by up to ±0.3 of a sector so the points
    /// keep their angular order, at 0.55…0.95 r so no two coincide and the blob stays in frame.
    static func smoothKnots(count: Int, radius r: Double, center c: Point,
                            random: inout SeededRandom) -> [Point] {
        let sectorAngle = 2 * Double.pi / Double(count)
        return (0..<count).map { i in
            let angle = sectorAngle * (Double(i) + random.nextDouble(in: -0.3...0.3))
            let radius = r * random.nextDouble(in: 0.55...0.95)
            return polarPoint(center: c, length: radius, angle: angle)
        }
    }
}
