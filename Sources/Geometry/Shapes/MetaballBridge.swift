import Foundation

/// The neck joining two metaballs: two cubic Béziers from circle 1 to circle 2, one on each side
/// of the line of centres.
///
/// After Hiroyuki Sato's metaballs as written up by Varun Vachhar (varun.ca/metaballs) and
/// implemented in the metaballs project (seed 002). With d the distance of the centres, θ the
/// direction from centre 1 to centre 2, and r₁ ≥ r₂ (the pair is ordered so the result does not
/// depend on argument order):
/// - overlapping circles (d < r₁ + r₂) meet at angles u₁, u₂ from the line of centres (law of
///   cosines); separate circles have u₁ = u₂ = 0;
/// - the widest the neck can open is the outer common tangent, at angle acos((r₁ − r₂)/d) on
///   circle 1; the neck's ends sit the fraction v (`spread`) of the way from uᵢ towards it:
///   θ ± (u₁ + (s − u₁)·v) on circle 1 and θ + π ∓ (u₂ + (π − u₂ − s)·v) on circle 2;
/// - the handles leave the end points along the circles' tangents, of length rᵢ·k with
///   k = min(v·handleRate, |p₁p₃|/(r₁ + r₂)) · min(1, 2d/(r₁ + r₂)).
/// No neck when a circle is empty, one contains the other, or d > r₁ + reach·r₂. Over the second
/// half of the way from touching (r₁ + r₂) to that cut-off this project fades the neck: v is
/// scaled by a smoothstep of the remaining distance, so the neck thins to nothing at the cut-off
/// instead of snapping off as in the sources.
struct MetaballBridge {
    /// The closed neck: end on circle 1, curve to circle 2, across, curve back to circle 1.
    let path: Path

    init?(_ a: Metaballs.Ball, _ b: Metaballs.Ball, spread v: Double, handleRate: Double, reach: Double) {
        let (big, small) = a.radius >= b.radius ? (a, b) : (b, a)
        let r1 = big.radius, r2 = small.radius
        let d = big.center.distance(to: small.center)
        let maximumDistance = r1 + r2 * reach
        guard r1 > 0, r2 > 0, d > abs(r1 - r2), d <= maximumDistance else { return nil }
        let (u1, u2): (Double, Double)
        var fade = 1.0
        if d < r1 + r2 {
            u1 = acos(min(1, max(-1, (r1 * r1 + d * d - r2 * r2) / (2 * r1 * d))))
            u2 = acos(min(1, max(-1, (r2 * r2 + d * d - r1 * r1) / (2 * r2 * d))))
        } else {
            (u1, u2) = (0, 0)
            // Full spread up to halfway between touching and the cut-off, then a smoothstep to 0.
            let halfway = (r1 + r2 + maximumDistance) / 2
            if d > halfway, maximumDistance > halfway {
                let x = (maximumDistance - d) / (maximumDistance - halfway)
                fade = x * x * (3 - 2 * x)
            }
        }
        let spread = v * fade
        let direction = atan2(small.center.y - big.center.y, small.center.x - big.center.x)
        let maximumSpread = acos(min(1, max(-1, (r1 - r2) / d)))
        let angle1 = direction + u1 + (maximumSpread - u1) * spread
        let angle2 = direction - u1 - (maximumSpread - u1) * spread
        let angle3 = direction + .pi - u2 - (.pi - u2 - maximumSpread) * spread
        let angle4 = direction - .pi + u2 + (.pi - u2 - maximumSpread) * spread
        let p1 = polarPoint(center: big.center, length: r1, angle: angle1)
        let p2 = polarPoint(center: big.center, length: r1, angle: angle2)
        let p3 = polarPoint(center: small.center, length: r2, angle: angle3)
        let p4 = polarPoint(center: small.center, length: r2, angle: angle4)
        let totalRadius = r1 + r2
        let handleFactor = min(spread * handleRate, p1.distance(to: p3) / totalRadius) * min(1, 2 * d / totalRadius)
        let h1 = polarPoint(center: p1, length: r1 * handleFactor, angle: angle1 - .pi / 2)
        let h2 = polarPoint(center: p2, length: r1 * handleFactor, angle: angle2 + .pi / 2)
        let h3 = polarPoint(center: p3, length: r2 * handleFactor, angle: angle3 + .pi / 2)
        let h4 = polarPoint(center: p4, length: r2 * handleFactor, angle: angle4 - .pi / 2)
        var path = Path()
        path.move(to: p1)
        path.addCurve(to: p3, control1: h1, control2: h3)
        path.addLine(to: p4)
        path.addCurve(to: p2, control1: h4, control2: h2)
        path.closeSubpath()
        self.path = path
    }
}
