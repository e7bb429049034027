internal import CGEOS

/// A fast path into GEOS for rings that already form a valid multipolygon.
///
/// The result of a set operation comes back as shells and holes that never cross, holes wound
/// against their shells, and islands (shells again) inside holes, to any depth. Feeding it into
/// another operation used to go through the general normalisation (noding every edge,
/// polygonizing, classifying faces), which made folding 1,000 unions spend 85% of its time
/// converting. When every ring is a simple ring and the rings nest as a tree (each ring's
/// containers all contain one another), a ring inside an even number of others is a shell and
/// one inside an odd number a hole of its innermost container. Under nonzero every ring must
/// also be wound against its innermost container: the winding then alternates ±1, 0, ±1, … down
/// the tree, so both rules paint exactly the multipolygon of shells with their holes. GEOS's
/// validity check of the assembled multipolygon rules out shells that overlap or holes that
/// cross; anything else returns nil and the general path runs.
extension GEOSContext {
    /// The multipolygon `rings` form as shells and holes, or nil when they do not form one
    /// that `rule` fills the same way.
    func nestedRegion(rings: [[Point]], rule: FillRule) throws(GeometryError) -> OpaquePointer? {
        let boxes = rings.map(Self.boundingBox)
        var polygons: [OpaquePointer] = []
        for ring in rings {
            let polygon = try polygon(ring: ring)
            guard geos.GEOSisValid_r(handle, polygon) == 1 else { return nil }
            polygons.append(polygon)
        }
        guard let containers = try containers(of: polygons, boxes: boxes) else { return nil }
        guard let parents = Self.innermostContainers(containers) else { return nil }
        var holes: [[Int]] = Array(repeating: [], count: rings.count)
        for (inner, outer) in parents.enumerated() {
            guard let outer else { continue }
            if rule == .nonZero, (Self.signedArea(rings[inner]) > 0) == (Self.signedArea(rings[outer]) > 0) {
                return nil
            }
            if containers[inner].count % 2 == 1 { holes[outer].append(inner) }
        }
        var shells: [OpaquePointer] = []
        for index in rings.indices where containers[index].count % 2 == 0 {
            var closedShell = rings[index]
            closedShell.append(rings[index][0])
            let shell = try own(geos.GEOSGeom_createLinearRing_r(handle, try coordinates(closedShell)), "building a ring")
            var holeRings: [OpaquePointer?] = []
            for hole in holes[index] {
                var closedHole = rings[hole]
                closedHole.append(rings[hole][0])
                holeRings.append(handOver(try own(geos.GEOSGeom_createLinearRing_r(handle, try coordinates(closedHole)),
                                                  "building a ring")))
            }
            shells.append(try own(geos.GEOSGeom_createPolygon_r(handle, handOver(shell), &holeRings, UInt32(holeRings.count)),
                                  "building a polygon"))
        }
        let result = try collection(.multiPolygon, shells)
        return geos.GEOSisValid_r(handle, result) == 1 ? result : nil
    }

    /// For each polygon, the indices of every polygon that contains it (in `polygons`' order);
    /// nil when GEOS cannot prepare one. `boxes` are their bounding boxes, which rule out most
    /// pairs before GEOS is asked.
    /// - Throws: the interrupt: the pairs are quadratic in the rings, and a result with
    ///   thousands of holes must still hear it.
    func containers(of polygons: [OpaquePointer], boxes: [(min: Point, max: Point)]) throws(GeometryError) -> [[Int]]? {
        // Prepared once per candidate outer ring: an unprepared GEOSContains_r rebuilds its
        // index on every call, which for a big result shell with hundreds of holes cost more
        // than the noding this path avoids.
        var prepared: [Int: OpaquePointer] = [:]
        defer { for geometry in prepared.values { geos.GEOSPreparedGeom_destroy_r(handle, geometry) } }
        var containers: [[Int]] = Array(repeating: [], count: polygons.count)
        for inner in polygons.indices {
            try ResourceContext.checkpoint { GeometryError($0) }
            for outer in polygons.indices where outer != inner && Self.box(boxes[outer], encloses: boxes[inner]) {
                if prepared[outer] == nil { prepared[outer] = geos.GEOSPrepare_r(handle, polygons[outer]) }
                guard let outerPrepared = prepared[outer] else { return nil }
                if geos.GEOSPreparedContains_r(handle, outerPrepared, polygons[inner]) == 1 { containers[inner].append(outer) }
            }
        }
        return containers
    }

    /// For each ring, the innermost ring containing it (nil for outermost rings), given every
    /// ring's containers; nil when they do not nest as a tree. A ring inside d others has as
    /// its innermost container the one inside the d − 1 others; two that overlap without one
    /// containing the other fail that test.
    static func innermostContainers(_ containers: [[Int]]) -> [Int?]? {
        var parents: [Int?] = Array(repeating: nil, count: containers.count)
        for (inner, outers) in containers.enumerated() where !outers.isEmpty {
            let depth = outers.count
            guard let innermost = outers.first(where: { containers[$0].count == depth - 1 }),
                  Set(containers[innermost]) == Set(outers).subtracting([innermost]) else { return nil }
            parents[inner] = innermost
        }
        return parents
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

    static func boundingBox(_ ring: [Point]) -> (min: Point, max: Point) {
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
