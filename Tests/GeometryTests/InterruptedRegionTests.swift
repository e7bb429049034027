import Testing
@testable import Geometry

/// The loops of a set operation that run on this side of GEOS hear an interrupt: merging the
/// inside faces of a self-crossing path, nesting a result's rings as shells and holes, and
/// reading a result back as a path. (The fuzzer found
/// chained set operations answering an interrupt 3.9 s late.)
/// Each test first runs the step whole, then interrupts the thread's context just before the
/// step and expects the interrupt instead of a result.
@Suite struct InterruptedRegionTests {
    /// An axis-aligned square, counterclockwise on screen unless `clockwise`.
    func square(_ x: Double, _ y: Double, _ side: Double, clockwise: Bool = false) -> [Point] {
        let ring = [Point(x: x, y: y), Point(x: x, y: y + side), Point(x: x + side, y: y + side), Point(x: x + side, y: y)]
        return clockwise ? ring.reversed() : ring
    }

    /// Runs `body` under a fresh context and a GEOS context; `body` is handed a function that
    /// interrupts the context from then on.
    func underContext<T>(_ body: (GEOSContext, () -> Void) throws(GeometryError) -> T) throws(GeometryError) -> T {
        let resources = ResourceContext()
        return try resources.run { () throws(GeometryError) -> T in
            try GEOSContext.run { context throws(GeometryError) in
                try body(context, { resources.requestInterrupt() })
            }
        }
    }

    @Test func mergingFacesStopsWhenInterrupted() throws {
        let faces = { (context: GEOSContext) throws(GeometryError) in
            [try context.polygon(ring: square(0, 0, 10)), try context.polygon(ring: square(10, 0, 10))]
        }
        let whole = try underContext { (context, _) throws(GeometryError) in try context.separatingEdges(of: try faces(context)) }
        #expect(whole.hasSharedEdges && whole.edges.count == 6)
        #expect(throws: GeometryError(.interrupted)) {
            try underContext { (context, interrupt) throws(GeometryError) in
                let both = try faces(context)
                interrupt()
                _ = try context.separatingEdges(of: both)
            }
        }
    }

    @Test func readingAResultBackStopsWhenInterrupted() throws {
        let rings = [square(0, 0, 20), square(2, 2, 16, clockwise: true), square(4, 4, 12), square(40, 0, 5)]
        let whole = try underContext { (context, _) throws(GeometryError) in
            try context.path(from: try context.region(rings: rings, rule: .nonZero))
        }
        #expect(whole.elements.count(where: { if case .closeSubpath = $0 { true } else { false } }) == 4)
        #expect(throws: GeometryError(.interrupted)) {
            try underContext { (context, interrupt) throws(GeometryError) in
                let region = try context.region(rings: rings, rule: .nonZero)
                interrupt()
                _ = try context.path(from: region)
            }
        }
    }

    @Test func nestingRingsStopsWhenInterrupted() throws {
        let rings = [square(0, 0, 20), square(2, 2, 16, clockwise: true), square(4, 4, 12)]
        let boxes = rings.map(GEOSContext.boundingBox)
        let polygons = { (context: GEOSContext) throws(GeometryError) in try rings.map { ring throws(GeometryError) in try context.polygon(ring: ring) } }
        let whole = try underContext { (context, _) throws(GeometryError) in try context.containers(of: try polygons(context), boxes: boxes) }
        #expect(whole == [[], [0], [0, 1]])
        #expect(throws: GeometryError(.interrupted)) {
            try underContext { (context, interrupt) throws(GeometryError) in
                let built = try polygons(context)
                interrupt()
                _ = try context.containers(of: built, boxes: boxes)
            }
        }
    }
}
