import Foundation

/// One box of a box blur along an axis: output pixel x is the mean of input pixels
/// x − (first + k) for k in 0..<size (the same tap convention as `GaussianKernel`).
struct Box: Equatable {
    let first: Int
    let size: Int
}

/// Three successive box blurs standing for a Gaussian of standard deviation σ device pixels:
/// the approximation the Filter Effects spec gives for `feGaussianBlur`.
///
/// Each box has size d = ⌊σ·3·√(2π)/4 + 0.5⌋. For an odd d all three are centred on the output
/// pixel; for an even d the first is centred on the boundary between the output pixel and the
/// one to its left, the second on the boundary to its right, and the third, of size d + 1, on
/// the pixel, so the whole stays centred. Three boxes make a piecewise-quadratic kernel whose
/// peak matches the Gaussian's (their variance is about 0.88σ², as the spec's formula gives);
/// at any large σ it is within about 2.5 of 255 levels of the exact blur on a straight edge, 3.6
/// on a disc.
/// Each box costs the same at any size (a running sum), where the exact kernel takes about 8σ
/// taps per pixel.
struct BoxBlur: Equatable {
    /// From this σ (device pixels) up a blur uses the boxes. Below it the exact kernel costs
    /// under about 400 taps a pass and keeps the blur within one level of the closed form.
    static let minimumSigma = 50.0

    let boxes: [Box]

    /// The boxes for σ = `sigma`, each at most 2·`maximumReach` + 1 wide (a wider box would
    /// only spread ink beyond the layer).
    init(sigma: Double, maximumReach: Int) {
        let sigma = sigma.isFinite ? max(0, sigma) : 0
        let widest = 2 * max(1, maximumReach) + 1
        let size = (sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)
        let d = Int(min(Double(widest), max(1, size)))
        if d % 2 == 1 {
            let centred = Box(first: -(d - 1) / 2, size: d)
            boxes = [centred, centred, centred]
        } else {
            // Left box reads x − d/2 … x + d/2 − 1, right box x − d/2 + 1 … x + d/2.
            boxes = [Box(first: 1 - d / 2, size: d), Box(first: -d / 2, size: d), Box(first: -d / 2, size: d + 1)]
        }
    }

    /// The lowest and highest tap offsets of the three boxes together.
    var span: (first: Int, last: Int) {
        (boxes.reduce(0) { $0 + $1.first }, boxes.reduce(0) { $0 + $1.first + $1.size - 1 })
    }
}

/// A blur along one axis: the exact Gaussian kernel for small σ, or for large σ the three
/// boxes followed by the kernel of σ = 0 that moves the result by `shift` (linear
/// interpolation between two pixels for a fractional shift).
enum AxisBlur {
    case exact(GaussianKernel)
    case boxes(BoxBlur, then: GaussianKernel)

    /// How many taps a blur of a layer may weigh, its pixels times its exact kernel's taps, before
    /// it takes the three boxes whatever its σ: about a 1,600-pixel square at σ = 26 pixels (a
    /// material's blur over a large frame). The boxes cost the same at any σ, so a blur's cost
    /// stays bounded by its area; they are within about 4 of 255 levels of the exact blur.
    static let exactTapBudget = 1 << 29

    /// The blurs along x and y of σ = `sigma` moved by `shift`, at most `bound` pixels each way,
    /// for a blur over `pixels` pixels: the boxes from `BoxBlur.minimumSigma` up, or when the
    /// exact kernel would weigh more than `exactTapBudget` taps over them.
    static func pair(sigma: Double, shift: (Double, Double), bound: Int, pixels: Int = 0) -> (AxisBlur, AxisBlur) {
        let taps = sigma.isFinite ? 8 * max(0, sigma) + 3 : 0
        let boxes = Double(pixels) * taps > Double(exactTapBudget)
        return (AxisBlur(sigma: sigma, shift: shift.0, maximumReach: bound, boxes: boxes),
                AxisBlur(sigma: sigma, shift: shift.1, maximumReach: bound, boxes: boxes))
    }

    /// The boxes when σ is at least `BoxBlur.minimumSigma` or `boxes` asks for them (and σ is
    /// finite and positive), else the exact kernel.
    init(sigma: Double, shift: Double = 0, maximumReach: Int, boxes: Bool = false) {
        if sigma.isFinite, sigma >= BoxBlur.minimumSigma || (boxes && sigma > 0) {
            self = .boxes(BoxBlur(sigma: sigma, maximumReach: maximumReach),
                          then: GaussianKernel(sigma: 0, shift: shift, maximumReach: maximumReach))
        } else {
            self = .exact(GaussianKernel(sigma: sigma, shift: shift, maximumReach: maximumReach))
        }
    }

    /// How far the output can reach beyond the input on each side, in whole pixels.
    var reach: (low: Int, high: Int) {
        switch self {
        case .exact(let kernel):
            return kernel.reach
        case .boxes(let blur, let shift):
            let first = blur.span.first + shift.first, last = blur.span.last + shift.first + shift.weights.count - 1
            return (max(0, -first), max(0, last))
        }
    }
}
