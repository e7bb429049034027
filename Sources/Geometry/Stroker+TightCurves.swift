import Foundation

extension Stroker {
    /// Where a curve bends tighter than half the line width, its inner offset folds over itself
    /// and the two sides' windings can cancel, leaving a hole the real stroke does not have (a
    /// circle of radius 3 stroked 10 wide must be a solid disc of radius 8).
    ///
    /// The stroke is the union of the discs of radius w/2 centred on the path (its Minkowski sum
    /// with the pen), so adding such discs can never cover too much. Along every segment whose
    /// radius of curvature drops below w/2, discs are added at most w/8 apart, with the same
    /// orientation as the outline's bands so the nonzero rule adds them up. They only have to
    /// fill the cancelled region near the centre of curvature, which lies well inside the
    /// stroke; the outer boundary still comes from the offset curves, so the discs' scallops
    /// (w/256 deep) never show. The discs sit at equal steps of t; a Bézier's speed never
    /// exceeds its degree × its longest control leg, which bounds the distance between
    /// neighbours without measuring arc length. At most 256 discs per segment.
    func addDiscsAlongTightCurves(of segments: [Segment], into result: inout Path) {
        let spacing = halfWidth / 4
        for segment in segments where bendsTighterThanHalfWidth(segment) {
            let pts = segment.points
            let longestLeg = zip(pts, pts.dropFirst()).map { $0.0.distance(to: $0.1) }.max() ?? 0
            let bound = Double(pts.count - 1) * longestLeg / spacing
            guard bound.isFinite else { continue }
            let count = Int(min(256, max(1, bound.rounded(.up))))
            for index in 0...count {
                addOutlineOrientedDisc(at: segment.point(at: Double(index) / Double(count)), into: &result)
            }
        }
    }

    /// True when the radius of curvature falls below half the line width somewhere, judged at
    /// 64 parameters (a cusp, where it falls to zero, is caught by its neighbours).
    private func bendsTighterThanHalfWidth(_ segment: Segment) -> Bool {
        if case .line = segment { return false }
        return (0...64).contains { index in
            abs(segment.curvature(at: Double(index) / 64)) * halfWidth > 1
        }
    }

    /// A disc of radius w/2 run counterclockwise on screen, as every band of the outline is.
    private func addOutlineOrientedDisc(at center: Point, into result: inout Path) {
        let circle = CircularArc(center: center, radius: halfWidth, startAngle: 0, sweep: -2 * Double.pi)
        result.move(to: circle.startPoint)
        for element in circle.cubicElements() { result.append(element) }
        result.closeSubpath()
    }
}
