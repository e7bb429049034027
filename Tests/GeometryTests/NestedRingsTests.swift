import Foundation
import Testing
@testable import Geometry

/// The fast path for rings that already form shells and holes (`GEOSContext.nestedRegion`):
/// it must give the region the fill rule paints, and hand anything else to the general path.
@Suite struct NestedRingsTests {
    /// An axis-aligned square, counterclockwise on screen unless `clockwise`.
    func square(_ x: Double, _ y: Double, _ side: Double, clockwise: Bool = false) -> [Point] {
        let ring = [Point(x: x, y: y), Point(x: x, y: y + side), Point(x: x + side, y: y + side), Point(x: x + side, y: y)]
        return clockwise ? ring.reversed() : ring
    }

    @Test func holeWoundAgainstItsShellIsAHoleUnderBothRules() throws {
        let rings = [square(0, 0, 10), square(2, 2, 4, clockwise: true), square(20, 0, 5)]
        #expect(abs(try FlatSetOperations.area(of: rings, rule: .nonZero) - 109) < 1e-9)
        #expect(abs(try FlatSetOperations.area(of: rings, rule: .evenOdd) - 109) < 1e-9)
        let fast = try GEOSContext.run { context throws(GeometryError) in
            try context.nestedRegion(rings: rings, rule: .nonZero) != nil
        }
        #expect(fast)
    }

    /// Same winding inside: nonzero fills it (winding 2), even-odd does not; the fast path
    /// declines under nonzero.
    @Test func holeWoundWithItsShellFollowsTheRule() throws {
        let rings = [square(0, 0, 10), square(2, 2, 4)]
        #expect(abs(try FlatSetOperations.area(of: rings, rule: .nonZero) - 100) < 1e-9)
        #expect(abs(try FlatSetOperations.area(of: rings, rule: .evenOdd) - 84) < 1e-9)
        let fast = try GEOSContext.run { context throws(GeometryError) in
            try context.nestedRegion(rings: rings, rule: .nonZero) != nil
        }
        #expect(!fast)
    }

    /// An island inside a hole, and a hole in that island (four levels), wound alternately:
    /// the fast path takes them under both rules (the fold of many unions produces these).
    @Test func islandsInLakesTakeTheFastPath() throws {
        let island = [square(0, 0, 10), square(2, 2, 6, clockwise: true), square(4, 4, 2)]
        let deeper = [square(0, 0, 20), square(2, 2, 16, clockwise: true), square(4, 4, 12), square(6, 6, 8, clockwise: true)]
        for rule in [FillRule.nonZero, .evenOdd] {
            #expect(abs(try FlatSetOperations.area(of: island, rule: rule) - 68) < 1e-9)
            // 400 − 256 + 144 − 64.
            #expect(abs(try FlatSetOperations.area(of: deeper, rule: rule) - 224) < 1e-9)
            let fast = try GEOSContext.run { context throws(GeometryError) in
                (try context.nestedRegion(rings: island, rule: rule) != nil, try context.nestedRegion(rings: deeper, rule: rule) != nil)
            }
            #expect(fast == (true, true))
        }
    }

    /// An island wound like its lake (winding −1 inside it under nonzero, still painted), and
    /// overlapping shells, go the general way and still come out right.
    @Test func unevenWindingAndOverlapsAreLeftToTheGeneralPath() throws {
        let sameWayIsland = [square(0, 0, 10), square(2, 2, 6, clockwise: true), square(4, 4, 2, clockwise: true)]
        #expect(abs(try FlatSetOperations.area(of: sameWayIsland, rule: .nonZero) - 68) < 1e-9)
        let overlapping = [square(0, 0, 10), square(5, 5, 10)]
        #expect(abs(try FlatSetOperations.area(of: overlapping, rule: .nonZero) - 175) < 1e-9)
        #expect(abs(try FlatSetOperations.area(of: overlapping, rule: .evenOdd) - 150) < 1e-9)
        let declined = try GEOSContext.run { context throws(GeometryError) in
            (try context.nestedRegion(rings: sameWayIsland, rule: .nonZero) == nil,
             try context.nestedRegion(rings: overlapping, rule: .evenOdd) == nil)
        }
        #expect(declined == (true, true))
        // A ring inside two rings that overlap each other does not nest as a tree.
        #expect(GEOSContext.innermostContainers([[], [], [0, 1]]) == nil)
        #expect(GEOSContext.innermostContainers([[], [0], [0, 1], [0]]) == [nil, 0, 1, 0])
    }
}
