/// SwiftUI's timing curves, as cubic Bézier easing functions from (0, 0) to (1, 1).
///
/// The control points are CSS's and SwiftUI's: `easeIn` (0.42, 0, 1, 1), `easeOut`
/// (0, 0, 0.58, 1), `easeInOut` (0.42, 0, 0.58, 1).
public enum AnimationCurve: String, CaseIterable, Sendable {
    case linear, easeIn, easeOut, easeInOut

    /// The eased progress at linear progress `t` in 0…1.
    ///
    /// Solves x(s) = t for the curve parameter s by bisection to 1e-9 (x is monotonic), then
    /// returns y(s): accurate to about 1e-9, far below one pixel of any figure.
    public func callAsFunction(_ t: Double) -> Double {
        let (x1, y1, x2, y2): (Double, Double, Double, Double)
        switch self {
        case .linear: return t
        case .easeIn: (x1, y1, x2, y2) = (0.42, 0, 1, 1)
        case .easeOut: (x1, y1, x2, y2) = (0, 0, 0.58, 1)
        case .easeInOut: (x1, y1, x2, y2) = (0.42, 0, 0.58, 1)
        }
        // The ends are exact, so a loop starts and finishes exactly on its two states.
        guard t > 0 else { return 0 }
        guard t < 1 else { return 1 }
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0
        while high - low > 1e-9 {
            let middle = (low + high) / 2
            if bezier(middle, x1, x2) < t { low = middle } else { high = middle }
        }
        return bezier((low + high) / 2, y1, y2)
    }
}
