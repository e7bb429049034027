internal import CGEOS

/// Turning flattened rings into the valid GEOS region a fill rule paints.
///
/// A path's subpaths may cross themselves and each other, and whether the space between them is
/// inside depends on the fill rule, while GEOS wants valid polygons. So the rings are noded
/// together (`GEOSUnaryUnion_r` of their linework splits every edge at every crossing),
/// `GEOSPolygonize_r` cuts the plane into the faces that linework bounds, and each face is kept
/// when an interior point of it (`GEOSPointOnSurface_r`) is inside the original rings by the rule:
/// a nonzero winding number, or an odd one for even-odd. Winding is constant on a face because no
/// edge crosses it, so one point decides. The kept faces are dissolved with `GEOSUnaryUnion_r`.
/// This handles self-intersecting rings, overlaps, holes and opposite windings under both rules.
/// A single ring that already forms a valid polygon skips all of that: both rules fill it alike.
extension GEOSContext {
    /// The region `rings` enclose under `rule`; each ring is implicitly closed.
    func region(rings: [[Point]], rule: FillRule) throws(GeometryError) -> OpaquePointer {
        let cleaned = rings.compactMap(Self.cleanedRing)
        if cleaned.isEmpty { return try emptyPolygon() }
        if cleaned.count == 1 {
            let polygon = try polygon(ring: cleaned[0])
            if GEOSisValid_r(handle, polygon) == 1 { return polygon }
        }
        let linework = try collection(.multiLineString, try cleaned.map { ring throws(GeometryError) in
            try lineString(ring + [ring[0]])
        })
        let noded = try own(GEOSUnaryUnion_r(handle, linework), "noding the path's edges")
        let nodedParts: [OpaquePointer?] = [noded]
        let faces = try own(GEOSPolygonize_r(handle, nodedParts, 1), "finding the path's faces")
        var kept: [OpaquePointer] = []
        for face in parts(of: faces) {
            let inner = try own(GEOSPointOnSurface_r(handle, face), "finding a point inside a face")
            guard let probe = points(ofPoint: inner) else { continue }
            let winding = cleaned.reduce(0) { $0 + Self.windingNumber(of: probe, ring: $1) }
            let inside = rule == .evenOdd ? winding % 2 != 0 : winding != 0
            if inside { kept.append(try own(GEOSGeom_clone_r(handle, face), "copying a face")) }
        }
        if kept.isEmpty { return try emptyPolygon() }
        let keptFaces = try collection(.collection, kept)
        return try own(GEOSUnaryUnion_r(handle, keptFaces), "merging the filled faces")
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
        guard GEOSisEmpty_r(handle, geometry) == 0 else { return nil }
        var x = 0.0, y = 0.0
        guard GEOSGeomGetX_r(handle, geometry, &x) != 0, GEOSGeomGetY_r(handle, geometry, &y) != 0 else { return nil }
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
