import Foundation

/// The weights of a blur along one axis: a Gaussian of standard deviation σ device pixels,
/// centred at `shift` pixels, for samples that are pixel averages.
///
/// A pixel of the rasterizer holds the exact average of the figure over its square. Where the
/// figure is constant on each pixel (edges on pixel boundaries), the average of the blurred
/// figure over pixel j is exactly Σₖ Pₖ·(G ∗ tent)(j − k): each pixel's square, averaged again
/// over the output pixel's square, is a tent. So each tap weighs the Gaussian convolved with the
/// tent, `w(i) = F(x + 1) − 2F(x) + F(x − 1)` with `x = i − shift` and `F(x) = x·Φ(x/σ) + σ·φ(x/σ)`
/// (the second antiderivative of the Gaussian; Φ, φ the standard normal CDF and density). With
/// σ = 0 this is linear interpolation, so a sub-pixel shadow offset moves the shadow smoothly.
/// (An edge inside a pixel has lost its position within the pixel to the average; there a small
/// blur can differ from the exact one by a few levels: up to 1.7 at σ = 3 px, under one from 6 px.)
/// Taps stop 4σ + 1 beyond the centre (6·10⁻⁵ of the Gaussian lies further out) or at
/// `maximumReach`; the weights are normalised to sum to 1.
struct GaussianKernel {
    /// The tap offset of `weights[0]`: output pixel x reads input pixel x − (first + k) with weight k.
    let first: Int
    let weights: [Float]

    init(sigma: Double, shift: Double = 0, maximumReach: Int) {
        let sigma = sigma.isFinite ? max(0, sigma) : 0
        let shift = shift.isFinite ? min(max(shift, -1e9), 1e9) : 0
        let reach = min(Double(max(1, maximumReach)), 4 * sigma + 1)
        let low = Int((shift - reach).rounded(.down)), high = Int((shift + reach).rounded(.up))
        func antiderivative(_ x: Double) -> Double {
            guard sigma > 1e-6 else { return max(x, 0) }
            let z = x / sigma
            return x * 0.5 * erfc(-z / 2.0.squareRoot()) + sigma * exp(-0.5 * z * z) / (2 * Double.pi).squareRoot()
        }
        var raw = (low...high).map { tap -> Double in
            let x = Double(tap) - shift
            return max(0, antiderivative(x + 1) - 2 * antiderivative(x) + antiderivative(x - 1))
        }
        let total = raw.reduce(0, +)
        raw = total > 0 ? raw.map { $0 / total } : raw.map { _ in 0 }
        // Drop negligible taps at both ends (the tent's corners give exact zeros there).
        var start = 0, end = raw.count
        while start < end - 1, raw[start] < 1e-9 { start += 1 }
        while end > start + 1, raw[end - 1] < 1e-9 { end -= 1 }
        first = low + start
        weights = raw[start..<end].map { Float($0) }
    }

    /// How far the output can reach beyond the input on each side, in whole pixels: towards
    /// lower coordinates (`low`) and higher ones (`high`).
    var reach: (low: Int, high: Int) {
        (max(0, -first), max(0, first + weights.count - 1))
    }
}
