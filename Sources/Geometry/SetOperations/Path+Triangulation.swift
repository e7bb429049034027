internal import CGEOS

/// Voronoi diagrams and Delaunay triangulations of point sets, through GEOS.
extension Path {
    /// The Voronoi cells of `points`, one closed subpath each, clipped to `bounds` (by default
    /// GEOS's envelope: the points' bounding box grown on each side).
    /// - Throws: `GeometryError` for no points, more than 10 000, or a non-finite coordinate.
    public static func voronoiDiagram(of points: [Point], in bounds: Rect? = nil) throws(GeometryError) -> Path {
        try validate(points, minimum: 1)
        return try GEOSContext.run { context throws(GeometryError) in
            let sites = try multiPoint(points, context)
            var envelope: OpaquePointer?
            if let bounds {
                envelope = try context.polygon(ring: [Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
                                                      Point(x: bounds.maxX, y: bounds.maxY), Point(x: bounds.minX, y: bounds.maxY)])
            }
            let cells = try context.own(context.geos.GEOSVoronoiDiagram_r(context.handle, sites, envelope, 0, 0), "Voronoi diagram")
            guard let envelope else { return try context.path(from: cells) }
            // Clip cell by cell: an overlay of the whole collection would dissolve the cells.
            var clipped = Path()
            for cell in context.parts(of: cells) {
                let part = try context.own(context.geos.GEOSIntersection_r(context.handle, cell, envelope), "clipping a Voronoi cell")
                clipped.addPath(try context.path(from: part))
            }
            return clipped
        }
    }

    /// The Delaunay triangulation of `points`, one closed triangle subpath each.
    /// - Throws: `GeometryError` for no points, more than 10 000, or a non-finite coordinate.
    public static func delaunayTriangulation(of points: [Point]) throws(GeometryError) -> Path {
        try validate(points, minimum: 1)
        return try GEOSContext.run { context throws(GeometryError) in
            let sites = try multiPoint(points, context)
            return try context.path(from: try context.own(context.geos.GEOSDelaunayTriangulation_r(context.handle, sites, 0, 0),
                                                      "Delaunay triangulation"))
        }
    }

    private static func validate(_ points: [Point], minimum: Int) throws(GeometryError) {
        try ShapeValidation.requireCount(points.count, named: "the number of points", minimum: minimum)
        for (index, p) in points.enumerated() { try ShapeValidation.requireFinite(p, named: "point \(index)") }
    }

    private static func multiPoint(_ points: [Point], _ context: GEOSContext) throws(GeometryError) -> OpaquePointer {
        try context.collection(.multiPoint, try points.map { p throws(GeometryError) in
            try context.own(context.geos.GEOSGeom_createPointFromXY_r(context.handle, p.x, p.y), "building a point")
        })
    }
}
