import Testing
@testable import Geometry

/// `OffsetPiece.offsets(distance:)` computes both sides at once for the stroker's error test; it
/// must give exactly `offset(distance: d)` and `offset(distance: −d)`.
struct OffsetSidesTests {
    @Test func bothSidesAtOnceAreTheTwoSidesOneByOne() {
        var random = SeededRandom(seed: 7)
        var mismatches = 0
        for _ in 0..<3_000 {
            func point() -> Point { Point(x: random.nextDouble(in: -40...40), y: random.nextDouble(in: -40...40)) }
            let segment = Segment.cubic(point(), point(), point(), point())
            guard let t0 = segment.tangent(at: 0), let t1 = segment.tangent(at: 1) else { continue }
            let piece = OffsetPiece(source: segment, startsSegment: true, startTangent: t0, endTangent: t1)
            let distance = random.nextDouble(in: 0.2...8)
            let both = piece.offsets(distance: distance)
            if both.plus != piece.offset(distance: distance) || both.minus != piece.offset(distance: -distance) {
                mismatches += 1
            }
        }
        #expect(mismatches == 0)
    }
}
