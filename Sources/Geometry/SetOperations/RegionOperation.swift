internal import CGEOS

/// A boolean operation between two filled regions, as iOS 17's `Path` set operations.
enum RegionOperation: Sendable {
    case union, intersection, subtracting, symmetricDifference

    /// The GEOS overlay function computing it.
    func apply(_ context: GEOSContext, _ a: OpaquePointer, _ b: OpaquePointer) throws(GeometryError) -> OpaquePointer {
        switch self {
        case .union: return try context.own(context.geos.GEOSUnion_r(context.handle, a, b), "union")
        case .intersection: return try context.own(context.geos.GEOSIntersection_r(context.handle, a, b), "intersection")
        case .subtracting: return try context.own(context.geos.GEOSDifference_r(context.handle, a, b), "subtracting")
        case .symmetricDifference:
            return try context.own(context.geos.GEOSSymDifference_r(context.handle, a, b), "symmetric difference")
        }
    }
}

/// Set operations on flattened outlines: the layer under the `Path` methods, in terms of point
/// lists so it can be driven directly (and tested) without curves.
enum FlatSetOperations {
    /// The region `operation` makes of two sets of rings, each filled by `rule`, as a path of
    /// straight edges.
    static func combine(_ a: [[Point]], _ b: [[Point]], rule: FillRule,
                        _ operation: RegionOperation) throws(GeometryError) -> Path {
        try GEOSContext.run { context throws(GeometryError) in
            let regionA = try context.region(rings: a, rule: rule)
            let regionB = try context.region(rings: b, rule: rule)
            let result = try operation.apply(context, regionA, regionB)
            return try context.path(from: result)
        }
    }

    /// The parts of `lines` inside (or, with `keepInside` false, outside) the region `rings`
    /// enclose under `rule`, as open subpaths.
    static func clip(lines: [[Point]], by rings: [[Point]], rule: FillRule,
                     keepInside: Bool) throws(GeometryError) -> Path {
        try GEOSContext.run { context throws(GeometryError) in
            let linework = try context.lines(lines)
            let region = try context.region(rings: rings, rule: rule)
            let clipped = keepInside
                ? try context.own(context.geos.GEOSIntersection_r(context.handle, linework, region), "line intersection")
                : try context.own(context.geos.GEOSDifference_r(context.handle, linework, region), "line subtracting")
            // Overlay splits lines where they cross the region's edges and each other; merge the
            // pieces back into the longest runs so the result strokes without needless joins.
            let merged = try context.own(context.geos.GEOSLineMerge_r(context.handle, clipped), "merging lines")
            return try context.path(from: merged)
        }
    }

    /// The area of the region `rings` enclose under `rule`.
    static func area(of rings: [[Point]], rule: FillRule) throws(GeometryError) -> Double {
        try GEOSContext.run { context throws(GeometryError) in
            let region = try context.region(rings: rings, rule: rule)
            var area = 0.0
            guard context.geos.GEOSArea_r(context.handle, region, &area) != 0 else {
                throw GeometryError("GEOS could not measure an area: \(context.lastError ?? "no message")")
            }
            return area
        }
    }

    /// The region `rings` enclose under `rule`, normalised into non-overlapping polygons.
    static func normalizedRegion(_ rings: [[Point]], rule: FillRule) throws(GeometryError) -> Path {
        try GEOSContext.run { context throws(GeometryError) in
            try context.path(from: try context.region(rings: rings, rule: rule))
        }
    }
}

extension FlatSetOperations {
    /// The union of many regions, each given as its own set of rings filled by `rule`: every
    /// group is normalised alone (so opposite windings in different groups never cancel), then
    /// all are dissolved at once with `GEOSUnaryUnion_r`, which is far faster than folding
    /// pairwise unions.
    static func unionAll(_ groups: [[[Point]]], rule: FillRule) throws(GeometryError) -> Path {
        try GEOSContext.run { context throws(GeometryError) in
            let regions = try groups.map { group throws(GeometryError) in try context.region(rings: group, rule: rule) }
            let all = try context.collection(.collection, regions)
            return try context.path(from: try context.own(context.geos.GEOSUnaryUnion_r(context.handle, all), "union of many regions"))
        }
    }
}
