internal import CGEOS

/// Turning flattened rings into the valid GEOS region a fill rule paints.
///
/// A path's subpaths may cross themselves and each other, and whether the space between them is
/// inside depends on the fill rule, while GEOS wants valid polygons. So:
/// 1. the rings are noded together (`GEOSUnaryUnion_r` of their linework splits every edge at
///    every crossing) and `GEOSPolygonize_r` cuts the plane into the faces that linework bounds;
/// 2. a face is inside when an interior point of it (`GEOSPointOnSurface_r`) is inside the
///    original rings by the rule: a nonzero winding number, or an odd one for even-odd. Winding is
///    constant on a face because no edge crosses it, so one point decides;
/// 3. the inside faces are merged by keeping only the edges that separate inside from outside
///    (an edge two inside faces share is interior) and polygonizing those again, classifying the
///    new, larger faces the same way. Faces of that boundary never share an edge with another
///    inside face, so together they are a valid multipolygon without any overlay. (Dissolving the
///    faces with `GEOSUnaryUnion_r` gives the same region but took 15 s for a 600-point
///    self-crossing zig-zag, against about a second this way.) Should the result still be invalid,
///    the faces are dissolved with `GEOSUnaryUnion_r` after all.
/// This handles self-intersecting rings, overlaps, holes and opposite windings under both rules.
/// A single ring that already forms a valid polygon skips all of that: both rules fill it alike;
/// so do rings that already form shells with holes, such as a previous operation's result
/// (`nestedRegion(rings:rule:)`).
extension GEOSContext {
    /// The region `rings` enclose under `rule`; each ring is implicitly closed.
    func region(rings: [[Point]], rule: FillRule) throws(GeometryError) -> OpaquePointer {
        let cleaned = rings.compactMap(Self.cleanedRing)
        if cleaned.isEmpty { return try emptyPolygon() }
        if cleaned.count == 1 {
            let polygon = try polygon(ring: cleaned[0])
            if geos.GEOSisValid_r(handle, polygon) == 1 { return polygon }
        } else if let nested = try nestedRegion(rings: cleaned, rule: rule) {
            return nested
        }
        let crossings = Self.estimatedCrossings(cleaned)
        guard crossings <= Self.maximumCrossings else {
            throw GeometryError("the path crosses itself about \(Int(crossings)) times; set operations refuse more than \(Int(Self.maximumCrossings)) crossings, which would take minutes")
        }
        let linework = try collection(.multiLineString, try cleaned.map { ring throws(GeometryError) in
            try lineString(ring + [ring[0]])
        })
        let noded = try own(geos.GEOSUnaryUnion_r(handle, linework), "noding the path's edges")
        let inside = try insideFaces(of: noded, rings: cleaned, rule: rule)
        if inside.isEmpty { return try emptyPolygon() }
        let (boundary, hasSharedEdges) = try separatingEdges(of: inside)
        let merged = hasSharedEdges
            ? try insideFaces(of: try lines(boundary), rings: cleaned, rule: rule)
            : inside
        let result = try collection(.multiPolygon, try merged.map { face throws(GeometryError) in
            try own(geos.GEOSGeom_clone_r(handle, face), "copying a face")
        })
        if geos.GEOSisValid_r(handle, result) == 1 { return result }
        let faces = try collection(.collection, try inside.map { face throws(GeometryError) in
            try own(geos.GEOSGeom_clone_r(handle, face), "copying a face")
        })
        return try own(geos.GEOSUnaryUnion_r(handle, faces), "merging the filled faces")
    }

    /// The most edge crossings a region may have: noding, polygonizing and classifying cost grows
    /// with them (300 000 took about 30 s in a debug build), and a cell must not hang.
    static let maximumCrossings = 300_000.0

    /// An estimate of how many times the rings' edges cross each other: exact 0 below 2 000 edges
    /// (no check needed), else the crossing rate of 20 000 deterministic random edge pairs times
    /// the number of pairs. Crossing-heavy inputs such as 3 000 random points joined in order
    /// are caught before GEOS starts; ordinary outlines, whose edges rarely cross, pass at once.
    static func estimatedCrossings(_ rings: [[Point]]) -> Double {
        var edges: [(Point, Point)] = []
        for ring in rings {
            for i in ring.indices { edges.append((ring[i], ring[(i + 1) % ring.count])) }
        }
        guard edges.count >= 2_000 else { return 0 }
        var random = SeededRandom(seed: UInt64(0))
        let samples = 20_000
        var hits = 0
        for _ in 0..<samples {
            let i = random.nextInt(in: 0...(edges.count - 1)), j = random.nextInt(in: 0...(edges.count - 1))
            if i != j, properlyCross(edges[i], edges[j]) { hits += 1 }
        }
        let pairs = Double(edges.count) * Double(edges.count - 1) / 2
        return Double(hits) / Double(samples) * pairs
    }

    /// True when the two segments cross at a point interior to both.
    private static func properlyCross(_ s: (Point, Point), _ t: (Point, Point)) -> Bool {
        let d1 = (s.1 - s.0).cross(t.0 - s.0), d2 = (s.1 - s.0).cross(t.1 - s.0)
        let d3 = (t.1 - t.0).cross(s.0 - t.0), d4 = (t.1 - t.0).cross(s.1 - t.0)
        return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))
    }

    /// The faces of noded `linework` that are inside `rings` under `rule` (owned by the
    /// polygonized collection, which this context owns).
    private func insideFaces(of linework: OpaquePointer, rings: [[Point]], rule: FillRule) throws(GeometryError) -> [OpaquePointer] {
        let input: [OpaquePointer?] = [linework]
        let faces = try own(geos.GEOSPolygonize_r(handle, input, 1), "finding the path's faces")
        var inside: [OpaquePointer] = []
        for face in parts(of: faces) {
            // Each face's winding walks every ring: thousands of faces of a long path take seconds.
            try ResourceContext.checkpoint { GeometryError($0) }
            let interior = try own(geos.GEOSPointOnSurface_r(handle, face), "finding a point inside a face")
            guard let probe = points(ofPoint: interior) else { continue }
            let winding = rings.reduce(0) { $0 + Self.windingNumber(of: probe, ring: $1) }
            if rule == .evenOdd ? winding % 2 != 0 : winding != 0 { inside.append(face) }
        }
        return inside
    }

    /// The edges of `faces` that belong to only one of them (the boundary of their union), and
    /// whether any edge was shared. Faces from one polygonization share exact coordinates, so
    /// edges match exactly.
    /// - Throws: `GeometryError(.interrupted)` when the thread's context is interrupted: a long
    ///   self-crossing path has thousands of faces, and walking their rings took over a second.
    func separatingEdges(of faces: [OpaquePointer]) throws(GeometryError) -> (edges: [[Point]], hasSharedEdges: Bool) {
        var counts: [UndirectedEdge: Int] = [:]
        for face in faces {
            try ResourceContext.checkpoint { GeometryError($0) }
            var rings: [OpaquePointer] = []
            if let shell = geos.GEOSGetExteriorRing_r(handle, face) { rings.append(shell) }
            for index in 0..<max(0, geos.GEOSGetNumInteriorRings_r(handle, face)) {
                if let hole = geos.GEOSGetInteriorRingN_r(handle, face, index) { rings.append(hole) }
            }
            for ring in rings {
                let points = points(ofCurve: ring)
                for (a, b) in zip(points, points.dropFirst()) where a != b {
                    counts[UndirectedEdge(a, b), default: 0] += 1
                }
            }
        }
        let edges = counts.filter { $0.value == 1 }.map { [$0.key.first, $0.key.second] }
        return (edges, edges.count < counts.count)
    }

    /// The open and closed polylines as one multi-line string.
    func lines(_ polylines: [[Point]]) throws(GeometryError) -> OpaquePointer {
        var parts: [OpaquePointer] = []
        for line in polylines {
            var points: [Point] = []
            for p in line where points.last != p { points.append(p) }
            if points.count >= 2 { parts.append(try lineString(points)) }
        }
        return try collection(.multiLineString, parts)
    }

    /// The coordinates of a point geometry, or nil when it is empty.
    func points(ofPoint geometry: OpaquePointer) -> Point? {
        guard geos.GEOSisEmpty_r(handle, geometry) == 0 else { return nil }
        var x = 0.0, y = 0.0
        guard geos.GEOSGeomGetX_r(handle, geometry, &x) != 0, geos.GEOSGeomGetY_r(handle, geometry, &y) != 0 else { return nil }
        return Point(x: x, y: y)
    }

    /// The ring without repeated consecutive points or a repeated closing point, or nil when
    /// fewer than three points remain (it encloses nothing).
    static func cleanedRing(_ ring: [Point]) -> [Point]? {
        var points: [Point] = []
        for p in ring where points.last != p { points.append(p) }
        while points.count > 1, points.first == points.last { points.removeLast() }
        return points.count >= 3 ? points : nil
    }

    /// How many times the closed `ring` winds around `point` (its sign depends on direction).
    ///
    /// Sunday's crossing rule with a signed count: an upward edge with the point on its left adds
    /// one, a downward edge with the point on its right subtracts one.
    static func windingNumber(of point: Point, ring: [Point]) -> Int {
        var winding = 0
        var a = ring[ring.count - 1]
        for b in ring {
            let side = (b - a).cross(point - a)
            if a.y <= point.y {
                if b.y > point.y, side > 0 { winding += 1 }
            } else if b.y <= point.y, side < 0 {
                winding -= 1
            }
            a = b
        }
        return winding
    }
}

/// A segment with its end points in a canonical order, so both directions hash alike.
private struct UndirectedEdge: Hashable {
    var first: Point
    var second: Point

    init(_ a: Point, _ b: Point) {
        if (a.x, a.y) < (b.x, b.y) { (first, second) = (a, b) } else { (first, second) = (b, a) }
    }
}
