import Foundation
internal import CGEOS

/// Measures and derived regions of a path's fill, through GEOS; curves are flattened within
/// `tolerance` (default 0.01 pt) first and results have straight edges.
extension Path {
    /// The area the path paints under its fill rule (overlaps counted once, unlike `area`,
    /// which adds signed areas by winding).
    /// - Throws: `GeometryError` for non-finite coordinates, a bad tolerance, or a GEOS failure.
    public func filledArea(eoFill: Bool = false, tolerance: Double = Path.setOperationTolerance) throws(GeometryError) -> Double {
        try FlatSetOperations.area(of: try fillRings(tolerance: tolerance), rule: eoFill ? .evenOdd : .nonZero)
    }

    /// The centre of mass of the painted region, or nil when it paints nothing.
    /// - Throws: `GeometryError` for non-finite coordinates, a bad tolerance, or a GEOS failure.
    public func centroid(eoFill: Bool = false, tolerance: Double = Path.setOperationTolerance) throws(GeometryError) -> Point? {
        let rings = try fillRings(tolerance: tolerance)
        return try GEOSContext.run { context throws(GeometryError) in
            let region = try context.region(rings: rings, rule: eoFill ? .evenOdd : .nonZero)
            let centre = try context.own(context.geos.GEOSGetCentroid_r(context.handle, region), "centroid")
            return context.points(ofPoint: centre)
        }
    }

    /// The smallest convex polygon containing every point of the path.
    /// - Throws: `GeometryError` for non-finite coordinates, a bad tolerance, or a GEOS failure.
    public func convexHull(tolerance: Double = Path.setOperationTolerance) throws(GeometryError) -> Path {
        let lines = try lineStrings(tolerance: tolerance)
        return try GEOSContext.run { context throws(GeometryError) in
            let points = try context.collection(.multiPoint, try lines.joined().map { p throws(GeometryError) in
                try context.own(context.geos.GEOSGeom_createPointFromXY_r(context.handle, p.x, p.y), "building a point")
            })
            return try context.path(from: try context.own(context.geos.GEOSConvexHull_r(context.handle, points), "convex hull"))
        }
    }

    /// The painted region grown by `distance` (shrunk when negative), with round corners.
    ///
    /// Round corners are polygons whose chords stay within `tolerance` of the true arc: GEOS's
    /// segments per quarter circle is the smallest count with sagitta ≤ tolerance (at most 256).
    /// - Throws: `GeometryError` for a non-finite distance or coordinates, a bad tolerance, or a
    ///   GEOS failure.
    public func buffered(by distance: Double, eoFill: Bool = false,
                         tolerance: Double = Path.setOperationTolerance) throws(GeometryError) -> Path {
        guard distance.isFinite else { throw GeometryError("the buffer distance must be finite, got \(distance)") }
        let rings = try fillRings(tolerance: tolerance)
        let radius = abs(distance)
        // A chord spanning angle δ on radius r has sagitta r(1 − cos(δ/2)).
        let step = radius > tolerance ? 2 * acos(1 - tolerance / radius) : Double.pi / 2
        let quarterSegments = Int32(min(256, max(1, (Double.pi / 2 / step).rounded(.up))))
        return try GEOSContext.run { context throws(GeometryError) in
            let region = try context.region(rings: rings, rule: eoFill ? .evenOdd : .nonZero)
            let grown = try context.own(context.geos.GEOSBuffer_r(context.handle, region, distance, quarterSegments), "buffer")
            return try context.path(from: grown)
        }
    }

    /// The painted region with vertices removed while no edge moves more than `distance` and
    /// the topology (holes, separate parts) is kept: Douglas–Peucker, topology preserving.
    /// - Throws: `GeometryError` for a negative or non-finite distance or coordinates, or a GEOS
    ///   failure.
    public func simplified(by distance: Double, eoFill: Bool = false,
                           tolerance: Double = Path.setOperationTolerance) throws(GeometryError) -> Path {
        guard distance.isFinite, distance >= 0 else {
            throw GeometryError("the simplification distance must be a non-negative finite number, got \(distance)")
        }
        let rings = try fillRings(tolerance: tolerance)
        return try GEOSContext.run { context throws(GeometryError) in
            let region = try context.region(rings: rings, rule: eoFill ? .evenOdd : .nonZero)
            let simple = try context.own(context.geos.GEOSTopologyPreserveSimplify_r(context.handle, region, distance), "simplify")
            return try context.path(from: simple)
        }
    }
}
