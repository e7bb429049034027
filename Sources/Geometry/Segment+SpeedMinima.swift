import Foundation

extension Segment {
    /// The parameters in (0, 1) where the speed |B′(t)| has a local minimum, in increasing order.
    ///
    /// A curve bends tightest next to such a point: near a cusp that the control points just
    /// miss, the speed nearly vanishes while B″ does not, so the curvature |B′ × B″| / |B′|³
    /// peaks there in a stretch far narrower than any fixed sampling. The stroker samples these
    /// parameters too (`offsetCuspParameters`).
    ///
    /// d/dt |B′|² = 2 B′·B″ is a cubic f(t); between the roots of its (quadratic) derivative it is
    /// monotone, and a minimum is where it rises through zero, found there by bisection.
    func speedMinimumParameters() -> [Double] {
        if case .line = self { return [] }
        let (p0, p1, p2, p3) = cubicPoints
        // With the control polygon's legs α, β, γ: B′/3 = a t² + b t + c and B″/3 = 2a t + b.
        let alpha = p1 - p0, beta = p2 - p1, gamma = p3 - p2
        let a = alpha - beta * 2 + gamma, b = (beta - alpha) * 2, c = alpha
        let cubicA = 2 * a.dot(a), cubicB = 3 * a.dot(b), cubicC = b.dot(b) + 2 * a.dot(c), cubicD = b.dot(c)
        func rate(_ t: Double) -> Double { ((cubicA * t + cubicB) * t + cubicC) * t + cubicD }
        let turns = solveQuadratic(3 * cubicA, 2 * cubicB, cubicC).filter { $0 > 0 && $0 < 1 }.sorted()
        let bounds = [0.0] + turns + [1.0]
        var result: [Double] = []
        for (low, high) in zip(bounds, bounds.dropFirst()) where rate(low) < 0 && rate(high) > 0 {
            // The interval halves each time: about 50 steps to 1e-15.
            var below = low, above = high
            while above - below > 1e-15 {
                let middle = (below + above) / 2
                if middle <= below || middle >= above { break }
                if rate(middle) < 0 { below = middle } else { above = middle }
            }
            result.append((below + above) / 2)
        }
        return result.filter { $0 > 0 && $0 < 1 }
    }
}
