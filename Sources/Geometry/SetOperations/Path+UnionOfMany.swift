internal import CGEOS

/// The union of many paths in one GEOS call.
///
/// Folding `a.union(b).union(c)…` over n paths converts the growing result to GEOS and back n
/// times and overlays it against each new path, so its cost grows roughly with n²; this
/// normalises every path once and dissolves them all with `GEOSUnaryUnion_r` (cascaded union),
/// which is close to n log n. The result is the same region.
extension Path {
    /// The region inside any of `paths`, computed in one pass.
    ///
    /// Each path is flattened within `tolerance` (points) and normalised by its own fill rule
    /// first, so opposite windings in different paths never cancel; the result has straight
    /// edges, shells and holes wound oppositely, like `union(_:)`'s.
    /// - Parameters:
    ///   - paths: the paths to unite; an empty list gives an empty path.
    ///   - eoFill: fill every path with the even-odd rule instead of nonzero.
    ///   - tolerance: the flattening tolerance for curves, in points.
    /// - Throws: `GeometryError` for non-finite coordinates, a bad tolerance, or a GEOS failure.
    public static func union(of paths: [Path], eoFill: Bool = false,
                             tolerance: Double = Path.setOperationTolerance) throws(GeometryError) -> Path {
        let groups = try paths.map { path throws(GeometryError) in try path.fillRings(tolerance: tolerance) }
        return try FlatSetOperations.unionAll(groups, rule: eoFill ? .evenOdd : .nonZero)
    }
}

/// Probes for the benchmarks: the conversions the set operations do, without an operation, so
/// their share of an operation's time can be measured from outside the module.
extension Path {
    /// Flattens and normalises every path into a GEOS region, then discards them: the
    /// Path → GEOS half of a set operation. Returns the number of regions built.
    @_spi(Benchmarks)
    public static func convertToGEOS(_ paths: [Path], tolerance: Double = Path.setOperationTolerance)
        throws(GeometryError) -> Int {
        let groups = try paths.map { path throws(GeometryError) in try path.fillRings(tolerance: tolerance) }
        return try GEOSContext.run { context throws(GeometryError) in
            try groups.map { group throws(GeometryError) in try context.region(rings: group, rule: .nonZero) }.count
        }
    }

    /// Path → GEOS region → Path for every path, with no operation between: both conversions
    /// of a set operation. Returns the paths as GEOS gives them back.
    @_spi(Benchmarks)
    public static func roundTripThroughGEOS(_ paths: [Path], tolerance: Double = Path.setOperationTolerance)
        throws(GeometryError) -> [Path] {
        let groups = try paths.map { path throws(GeometryError) in try path.fillRings(tolerance: tolerance) }
        return try GEOSContext.run { context throws(GeometryError) in
            try groups.map { group throws(GeometryError) in
                try context.path(from: try context.region(rings: group, rule: .nonZero))
            }
        }
    }
}
