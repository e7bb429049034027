internal import CGEOS

/// Building GEOS geometries from point lists, and reading them back.
extension GEOSContext {
    /// GEOS's geometry type ids (`GEOSGeomTypes`), as Swift constants.
    enum TypeID: Int32 {
        case point = 0, lineString, linearRing, polygon, multiPoint, multiLineString, multiPolygon, collection
    }

    /// A coordinate sequence holding `points`.
    func coordinates(_ points: [Point]) throws(GeometryError) -> OpaquePointer {
        var buffer: [Double] = []
        buffer.reserveCapacity(points.count * 2)
        for p in points {
            buffer.append(p.x)
            buffer.append(p.y)
        }
        guard let sequence = geos.GEOSCoordSeq_copyFromBuffer_r(handle, buffer, UInt32(points.count), 0, 0) else {
            throw GeometryError("GEOS could not store \(points.count) coordinates: \(lastError ?? "no message")")
        }
        return sequence
    }

    /// A line string through `points` (at least two).
    func lineString(_ points: [Point]) throws(GeometryError) -> OpaquePointer {
        try own(geos.GEOSGeom_createLineString_r(handle, try coordinates(points)), "building a line")
    }

    /// A polygon whose shell is the closed ring through `ring` (at least three distinct points;
    /// the closing point is added here).
    func polygon(ring: [Point]) throws(GeometryError) -> OpaquePointer {
        var closed = ring
        if let first = ring.first { closed.append(first) }
        let shell = try own(geos.GEOSGeom_createLinearRing_r(handle, try coordinates(closed)), "building a ring")
        return try own(geos.GEOSGeom_createPolygon_r(handle, handOver(shell), nil, 0), "building a polygon")
    }

    /// A collection of `type` taking ownership of `parts`.
    func collection(_ type: TypeID, _ parts: [OpaquePointer]) throws(GeometryError) -> OpaquePointer {
        var pointers: [OpaquePointer?] = parts.map { handOver($0) }
        return try own(geos.GEOSGeom_createCollection_r(handle, type.rawValue, &pointers, UInt32(pointers.count)),
                       "building a geometry collection")
    }

    /// An empty polygon: the region of an empty path.
    func emptyPolygon() throws(GeometryError) -> OpaquePointer {
        try own(geos.GEOSGeom_createEmptyPolygon_r(handle), "building an empty polygon")
    }

    /// The points of a line string or linear ring.
    func points(ofCurve geometry: OpaquePointer) -> [Point] {
        guard let sequence = geos.GEOSGeom_getCoordSeq_r(handle, geometry) else { return [] }
        var size: UInt32 = 0
        guard geos.GEOSCoordSeq_getSize_r(handle, sequence, &size) != 0, size > 0 else { return [] }
        var buffer = [Double](repeating: 0, count: Int(size) * 2)
        guard geos.GEOSCoordSeq_copyToBuffer_r(handle, sequence, &buffer, 0, 0) != 0 else { return [] }
        return (0..<Int(size)).map { Point(x: buffer[2 * $0], y: buffer[2 * $0 + 1]) }
    }

    /// The parts of a multi-geometry or collection (a single geometry is its own only part).
    func parts(of geometry: OpaquePointer) -> [OpaquePointer] {
        let count = geos.GEOSGetNumGeometries_r(handle, geometry)
        guard count > 0 else { return [] }
        return (0..<count).compactMap { geos.GEOSGetGeometryN_r(handle, geometry, $0) }
    }

    /// The geometry as a path: polygon rings become closed subpaths (shells and holes wound in
    /// opposite directions, so nonzero and even-odd fill agree), lines open subpaths, points are
    /// dropped. Edges are the straight segments GEOS holds.
    /// - Throws: `GeometryError(.interrupted)` when the thread's context is interrupted (asked
    ///   at every part and ring: a result of thousands of them takes a while to read back).
    func path(from geometry: OpaquePointer) throws(GeometryError) -> Path {
        var path = Path()
        try appendPath(from: geometry, to: &path)
        return path
    }

    private func appendPath(from geometry: OpaquePointer, to path: inout Path) throws(GeometryError) {
        try ResourceContext.checkpoint { GeometryError($0) }
        guard let type = TypeID(rawValue: geos.GEOSGeomTypeId_r(handle, geometry)) else { return }
        switch type {
        case .point, .multiPoint:
            return
        case .lineString:
            path.addLines(points(ofCurve: geometry))
        case .linearRing:
            appendRing(points(ofCurve: geometry), to: &path)
        case .polygon:
            if let shell = geos.GEOSGetExteriorRing_r(handle, geometry) {
                appendRing(points(ofCurve: shell), to: &path)
            }
            let holes = geos.GEOSGetNumInteriorRings_r(handle, geometry)
            for index in 0..<max(holes, 0) {
                try ResourceContext.checkpoint { GeometryError($0) }
                if let hole = geos.GEOSGetInteriorRingN_r(handle, geometry, index) {
                    appendRing(points(ofCurve: hole), to: &path)
                }
            }
        case .multiLineString, .multiPolygon, .collection:
            for part in parts(of: geometry) { try appendPath(from: part, to: &path) }
        }
    }

    private func appendRing(_ ring: [Point], to path: inout Path) {
        // GEOS repeats the first point at the end; closeSubpath draws that edge.
        var points = ring
        if points.count > 1, points.first == points.last { points.removeLast() }
        guard points.count >= 2 else { return }
        path.addLines(points)
        path.closeSubpath()
    }
}
