internal import CGEOS

/// A fast path into GEOS for rings that already form a valid multipolygon.
///
/// The result of a set operation comes back as shells and holes that never cross, holes wound
/// against their shells. Feeding it into another operation used to go through the general
/// normalisation (noding every edge, polygonizing, classifying faces), which made folding 1,000
/// unions spend 85% of its time converting. When every ring is a simple ring, no ring lies
/// inside more than one other, and (under nonzero) every hole is wound opposite to its shell,
/// the region either rule paints is exactly the multipolygon of shells with their holes: inside
/// a shell and outside its holes the winding number is ±1, inside a hole it is 0 (nonzero) or
/// the crossing count is 2 (even-odd). GEOS's validity check of the assembled multipolygon then
/// rules out shells that overlap or holes that cross; anything else returns nil and the general
/// path runs.
extension GEOSContext {
    /// The multipolygon `rings` form as shells and holes, or nil when they do not form one
    /// that `rule` fills the same way.
    func nestedRegion(rings: [[Point]], rule: FillRule) throws(GeometryError) -> OpaquePointer? {
        let boxes = rings.map(Self.boundingBox)
        var polygons: [OpaquePointer] = []
        for ring in rings {
            let polygon = try polygon(ring: ring)
            guard GEOSisValid_r(handle, polygon) == 1 else { return nil }
            polygons.append(polygon)
        }
        // The ring each ring lies inside, if any; more than one means nesting deeper than holes.
        // Prepared once per candidate outer ring: an unprepared GEOSContains_r rebuilds its
        // index on every call, which for a big result shell with hundreds of holes cost more
        // than the noding this path avoids.
        var prepared: [Int: OpaquePointer] = [:]
        defer { for geometry in prepared.values { GEOSPreparedGeom_destroy_r(handle, geometry) } }
        var container: [Int?] = Array(repeating: nil, count: rings.count)
        for inner in rings.indices {
            for outer in rings.indices where outer != inner && Self.box(boxes[outer], encloses: boxes[inner]) {
                if prepared[outer] == nil { prepared[outer] = GEOSPrepare_r(handle, polygons[outer]) }
                guard let outerPrepared = prepared[outer] else { return nil }
                guard GEOSPreparedContains_r(handle, outerPrepared, polygons[inner]) == 1 else { continue }
                guard container[inner] == nil else { return nil }
                container[inner] = outer
            }
        }
        var holes: [[Int]] = Array(repeating: [], count: rings.count)
        for (inner, outer) in container.enumerated() {
            guard let outer else { continue }
            guard container[outer] == nil else { return nil }
            if rule == .nonZero, (Self.signedArea(rings[inner]) > 0) == (Self.signedArea(rings[outer]) > 0) {
                return nil
            }
            holes[outer].append(inner)
        }
        var shells: [OpaquePointer] = []
        for index in rings.indices where container[index] == nil {
            var closedShell = rings[index]
            closedShell.append(rings[index][0])
            let shell = try own(GEOSGeom_createLinearRing_r(handle, try coordinates(closedShell)), "building a ring")
            var holeRings: [OpaquePointer?] = []
            for hole in holes[index] {
                var closedHole = rings[hole]
                closedHole.append(rings[hole][0])
                holeRings.append(handOver(try own(GEOSGeom_createLinearRing_r(handle, try coordinates(closedHole)),
                                                  "building a ring")))
            }
            shells.append(try own(GEOSGeom_createPolygon_r(handle, handOver(shell), &holeRings, UInt32(holeRings.count)),
                                  "building a polygon"))
        }
        let result = try collection(.multiPolygon, shells)
        return GEOSisValid_r(handle, result) == 1 ? result : nil
    }

    /// Twice the ring's signed area (shoelace); only its sign is used.
    private static func signedArea(_ ring: [Point]) -> Double {
        var sum = 0.0
        for (index, p) in ring.enumerated() {
            let q = ring[(index + 1) % ring.count]
            sum += p.x * q.y - q.x * p.y
        }
        return sum
    }

    private static func boundingBox(_ ring: [Point]) -> (min: Point, max: Point) {
        var low = Point(x: Double.infinity, y: .infinity), high = Point(x: -Double.infinity, y: -.infinity)
        for p in ring {
            low = Point(x: Swift.min(low.x, p.x), y: Swift.min(low.y, p.y))
            high = Point(x: Swift.max(high.x, p.x), y: Swift.max(high.y, p.y))
        }
        return (low, high)
    }

    private static func box(_ outer: (min: Point, max: Point), encloses inner: (min: Point, max: Point)) -> Bool {
        outer.min.x <= inner.min.x && outer.min.y <= inner.min.y && outer.max.x >= inner.max.x && outer.max.y >= inner.max.y
    }
}
