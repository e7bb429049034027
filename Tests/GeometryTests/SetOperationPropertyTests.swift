import Foundation
import PropertyBased
import Testing
@testable import Geometry

/// Invariants of the set operations over random circles and random polygons.
@Suite struct SetOperationPropertyTests {
    /// A random closed ring chosen by `seed`: a circle (as a 256-gon) or a random star-shaped
    /// polygon, centred within ±50 with radius 5…60.
    static func ring(seed: Int) -> [Point] {
        var random = SeededRandom(seed: seed)
        let center = Point(x: random.nextDouble(in: -50...50), y: random.nextDouble(in: -50...50))
        let radius = random.nextDouble(in: 5...60)
        if random.nextBool() { return ShapesTestSupport.circleRing(center: center, radius: radius, count: 256) }
        let frame = Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        return (try? RandomPolygon(sides: random.nextInt(in: 3...14), seed: random.next()).vertices(in: frame)) ?? []
    }

    static let seeds = Gen.int(in: 0...1_000_000)

    @Test func unionIsBetweenTheLargerAndTheSum() async {
        await propertyCheck(count: 60, input: Self.seeds, Self.seeds) { seedA, seedB in
            let (a, b) = (Self.ring(seed: seedA), Self.ring(seed: seedB))
            let areaA = try FlatSetOperations.area(of: [a], rule: .nonZero)
            let areaB = try FlatSetOperations.area(of: [b], rule: .nonZero)
            let union = try FlatSetOperations.combine([a], [b], rule: .nonZero, .union)
            let areaUnion = abs(ShapesTestSupport.totalSignedArea(union))
            let slack = 1e-9 * (areaA + areaB) + 1e-9
            #expect(areaUnion <= areaA + areaB + slack)
            #expect(areaUnion >= max(areaA, areaB) - slack)
        }
    }

    @Test func intersectionIsAtMostTheSmaller() async {
        await propertyCheck(count: 60, input: Self.seeds, Self.seeds) { seedA, seedB in
            let (a, b) = (Self.ring(seed: seedA), Self.ring(seed: seedB))
            let areaA = try FlatSetOperations.area(of: [a], rule: .nonZero)
            let areaB = try FlatSetOperations.area(of: [b], rule: .nonZero)
            let intersection = try FlatSetOperations.combine([a], [b], rule: .nonZero, .intersection)
            let areaIntersection = abs(ShapesTestSupport.totalSignedArea(intersection))
            #expect(areaIntersection <= min(areaA, areaB) + 1e-9 * (areaA + areaB) + 1e-9)
        }
    }

    /// Inclusion–exclusion: |A ∪ B| + |A ∩ B| = |A| + |B|.
    @Test func unionPlusIntersectionIsTheSum() async {
        await propertyCheck(count: 60, input: Self.seeds, Self.seeds) { seedA, seedB in
            let (a, b) = (Self.ring(seed: seedA), Self.ring(seed: seedB))
            let areaA = try FlatSetOperations.area(of: [a], rule: .nonZero)
            let areaB = try FlatSetOperations.area(of: [b], rule: .nonZero)
            let union = abs(ShapesTestSupport.totalSignedArea(try FlatSetOperations.combine([a], [b], rule: .nonZero, .union)))
            let both = abs(ShapesTestSupport.totalSignedArea(try FlatSetOperations.combine([a], [b], rule: .nonZero, .intersection)))
            #expect(abs(union + both - areaA - areaB) <= 1e-7 * (areaA + areaB) + 1e-9)
        }
    }
}

/// Fill-rule invariants over self-intersecting random zig-zags (`RandomPoints`).
@Suite struct SetOperationFillRulePropertyTests {
    static let seeds = Gen.int(in: 0...1_000_000)
    static let frame = Rect(x: 0, y: 0, width: 100, height: 100)

    /// Even-odd paints a subset of what nonzero paints (odd winding is nonzero), and both are
    /// bounded by the frame the points live in.
    @Test func evenOddPaintsNoMoreThanNonzero() async {
        await propertyCheck(count: 40, input: Self.seeds, Gen.int(in: 3...30)) { seed, count in
            let path = try RandomPoints(count: count, seed: UInt64(seed)).path(in: Self.frame)
            let evenOdd = try path.filledArea(eoFill: true)
            let nonZero = try path.filledArea()
            #expect(evenOdd <= nonZero + 1e-9)
            #expect(nonZero <= 10_000 + 1e-9)
            // The normalised region is itself simple: its painted area equals its signed area
            // under either rule.
            let region = try path.union(Path(), eoFill: true)
            #expect(abs(region.area - evenOdd) <= 1e-6 * max(1, evenOdd))
        }
    }

    /// Subtracting and intersecting partition a path: |A − B| + |A ∩ B| = |A|.
    @Test func differenceAndIntersectionPartitionTheFirstOperand() async {
        await propertyCheck(count: 40, input: Self.seeds, Self.seeds) { seedA, seedB in
            let a = try Blob(points: 7, seed: UInt64(seedA), style: .cubic).path(in: Self.frame)
            let b = try Blob(points: 5, seed: UInt64(seedB), style: .smooth).path(in: Self.frame.offsetBy(dx: 20, dy: 0))
            let whole = try a.filledArea()
            let parts = try a.subtracting(b).filledArea() + a.intersection(b).filledArea()
            #expect(abs(parts - whole) <= 1e-7 * whole + 1e-9)
        }
    }
}
