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
    /// (w/256 deep) never show.
    ///
    /// Discs go only where they can matter: over the parameters whose curve point lies within
    /// w of a tight sample (the inner offset's swallowtail closes within about w/2 of arc on
    /// either side of the tight stretch, and chord ≤ arc, so this covers it with margin), one
    /// sample further each way. Placing them along the whole segment made a 1,000-spike blob's
    /// stroke 1.3 million elements. The discs sit at equal steps of t; a Bézier's speed never
    /// exceeds its degree × its longest control leg, which bounds the distance between
    /// neighbours without measuring arc length. At most 256 discs per segment.
    func addDiscsAlongTightCurves(of segments: [Segment], into result: inout Path) {
        let spacing = halfWidth / 4
        for segment in segments {
            for range in tightParameterRanges(of: segment) {
                addDiscs(along: segment.subsegment(from: range.lowerBound, to: range.upperBound),
                         spacing: spacing, into: &result)
            }
        }
    }

    /// Discs at most `spacing` apart along the whole of `piece`, bounding its speed by its own
    /// control polygon (much tighter near a spike's slow tip than the whole segment's).
    private func addDiscs(along piece: Segment, spacing: Double, into result: inout Path) {
        let pts = piece.points
        let longestLeg = zip(pts, pts.dropFirst()).map { $0.0.distance(to: $0.1) }.max() ?? 0
        let bound = Double(pts.count - 1) * longestLeg / spacing
        guard bound.isFinite else { return }
        let count = Int(min(256, max(1, bound.rounded(.up))))
        for index in 0...count {
            addOutlineOrientedDisc(at: piece.point(at: Double(index) / Double(count)), into: &result)
        }
    }

    /// The number of parameter samples the tightness test looks at.
    private static let curvatureSamples = 64

    /// The stretches of parameter that need discs, none when the radius of curvature never falls
    /// below half the line width, judged at 64 parameters (a cusp, where it falls to zero, is
    /// caught by its neighbours): the runs of samples whose point is within w of a tight sample,
    /// each widened by one sample each way. A segment from one spike's tip to the next valley is
    /// tight at both ends and gets two short runs, not one along its whole length.
    private func tightParameterRanges(of segment: Segment) -> [ClosedRange<Double>] {
        if case .line = segment { return [] }
        let samples = Stroker.curvatureSamples
        let tight = (0...samples).filter { index in
            abs(segment.curvature(at: Double(index) / Double(samples))) * halfWidth > 1
        }
        guard !tight.isEmpty else { return [] }
        let points = (0...samples).map { segment.point(at: Double($0) / Double(samples)) }
        let reach = 2 * halfWidth
        let tightPoints = tight.map { points[$0] }
        let near = (0...samples).filter { index in
            tightPoints.contains { !($0.distance(to: points[index]) > reach) }
        }
        var runs: [ClosedRange<Int>] = []
        for index in near {
            let widened = max(index - 1, 0)...min(index + 1, samples)
            if let last = runs.last, widened.lowerBound <= last.upperBound {
                runs[runs.count - 1] = last.lowerBound...widened.upperBound
            } else {
                runs.append(widened)
            }
        }
        return runs.map { Double($0.lowerBound) / Double(samples)...Double($0.upperBound) / Double(samples) }
    }

    /// A disc of radius w/2 run counterclockwise on screen, as every band of the outline is.
    private func addOutlineOrientedDisc(at center: Point, into result: inout Path) {
        let circle = CircularArc(center: center, radius: halfWidth, startAngle: 0, sweep: -2 * Double.pi)
        result.move(to: circle.startPoint)
        for element in circle.cubicElements() { result.append(element) }
        result.closeSubpath()
    }
}
