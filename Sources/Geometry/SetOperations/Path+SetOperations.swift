/// Boolean operations on paths, with iOS 17 `Path` semantics, computed by GEOS.
///
/// Both paths are flattened to polylines within `tolerance` (default 0.01 pt, a fifth of the
/// default output tolerance, so the flattening never shows), each is normalised into the region
/// its fill rule paints (see `GEOSContext.region(rings:rule:)`), GEOS's overlay combines the
/// regions, and the result comes back as a path of straight edges: curves in the inputs become
/// polylines within `tolerance` in the output. Result shells and holes are wound in opposite
/// directions, so the result fills the same under either rule.
extension Path {
    /// The default flattening tolerance of the set operations, in points.
    public static let setOperationTolerance = 0.01

    /// The region inside either path.
    /// - Parameters:
    ///   - eoFill: fill both paths with the even-odd rule instead of nonzero.
    ///   - tolerance: the flattening tolerance for curves, in points.
    /// - Throws: `GeometryError` for non-finite coordinates, a bad tolerance, or a GEOS failure.
    public func union(_ other: Path, eoFill: Bool = false,
                      tolerance: Double = Path.setOperationTolerance) throws(GeometryError) -> Path {
        try combined(with: other, .union, eoFill: eoFill, tolerance: tolerance)
    }

    /// The region inside both paths.
    /// - Throws: `GeometryError` for non-finite coordinates, a bad tolerance, or a GEOS failure.
    public func intersection(_ other: Path, eoFill: Bool = false,
                             tolerance: Double = Path.setOperationTolerance) throws(GeometryError) -> Path {
        try combined(with: other, .intersection, eoFill: eoFill, tolerance: tolerance)
    }

    /// The region inside this path and outside `other`.
    /// - Throws: `GeometryError` for non-finite coordinates, a bad tolerance, or a GEOS failure.
    public func subtracting(_ other: Path, eoFill: Bool = false,
                            tolerance: Double = Path.setOperationTolerance) throws(GeometryError) -> Path {
        try combined(with: other, .subtracting, eoFill: eoFill, tolerance: tolerance)
    }

    /// The region inside exactly one of the two paths.
    /// - Throws: `GeometryError` for non-finite coordinates, a bad tolerance, or a GEOS failure.
    public func symmetricDifference(_ other: Path, eoFill: Bool = false,
                                    tolerance: Double = Path.setOperationTolerance) throws(GeometryError) -> Path {
        try combined(with: other, .symmetricDifference, eoFill: eoFill, tolerance: tolerance)
    }

    /// The parts of this path's *line* (its stroke centreline, not its fill) inside `other`'s
    /// fill, as open subpaths: iOS 17's `lineIntersection`.
    /// - Throws: `GeometryError` for non-finite coordinates, a bad tolerance, or a GEOS failure.
    public func lineIntersection(_ other: Path, eoFill: Bool = false,
                                 tolerance: Double = Path.setOperationTolerance) throws(GeometryError) -> Path {
        try FlatSetOperations.clip(lines: try lineStrings(tolerance: tolerance),
                                   by: try other.fillRings(tolerance: tolerance),
                                   rule: eoFill ? .evenOdd : .nonZero, keepInside: true)
    }

    /// The parts of this path's line outside `other`'s fill, as open subpaths: iOS 17's
    /// `lineSubtracting`.
    /// - Throws: `GeometryError` for non-finite coordinates, a bad tolerance, or a GEOS failure.
    public func lineSubtracting(_ other: Path, eoFill: Bool = false,
                                tolerance: Double = Path.setOperationTolerance) throws(GeometryError) -> Path {
        try FlatSetOperations.clip(lines: try lineStrings(tolerance: tolerance),
                                   by: try other.fillRings(tolerance: tolerance),
                                   rule: eoFill ? .evenOdd : .nonZero, keepInside: false)
    }

    private func combined(with other: Path, _ operation: RegionOperation, eoFill: Bool,
                          tolerance: Double) throws(GeometryError) -> Path {
        try FlatSetOperations.combine(try fillRings(tolerance: tolerance), try other.fillRings(tolerance: tolerance),
                                      rule: eoFill ? .evenOdd : .nonZero, operation)
    }

    // MARK: - Flattening for GEOS

    /// Every subpath as a ring (open ones closed, as filling closes them), flattened within
    /// `tolerance`.
    /// - Throws: `GeometryError` for a non-finite coordinate or tolerance.
    func fillRings(tolerance: Double) throws(GeometryError) -> [[Point]] {
        try validatedFlattening(tolerance: tolerance).map(\.points)
    }

    /// Every subpath as a line, closed ones ending where they started, flattened within
    /// `tolerance`.
    /// - Throws: `GeometryError` for a non-finite coordinate or tolerance.
    func lineStrings(tolerance: Double) throws(GeometryError) -> [[Point]] {
        try validatedFlattening(tolerance: tolerance).map { polyline in
            guard polyline.isClosed, let first = polyline.points.first else { return polyline.points }
            return polyline.points + [first]
        }
    }

    private func validatedFlattening(tolerance: Double) throws(GeometryError) -> [Polyline] {
        guard tolerance.isFinite, tolerance > 0 else {
            throw GeometryError("the tolerance must be a positive finite number of points, got \(tolerance)")
        }
        try requireFiniteCoordinates()
        return flattened(tolerance: tolerance)
    }

    /// Throws unless every point and control point of the path is finite.
    func requireFiniteCoordinates() throws(GeometryError) {
        for element in elements {
            let points: [Point]
            switch element {
            case .move(let p), .line(let p): points = [p]
            case .quadCurve(let p, let c): points = [p, c]
            case .curve(let p, let c1, let c2): points = [p, c1, c2]
            case .closeSubpath: points = []
            }
            for p in points where !p.isFinite {
                throw GeometryError("the path has a non-finite coordinate \(p); set operations need finite points")
            }
        }
    }
}
