import Geometry

/// A filter applied to a layer's pixels (`Layer.filters`), in the display list's figure
/// coordinates: lengths and offsets are points of the figure, already through every transform.
///
/// Blur radii are the Gaussian's standard deviation σ, as SwiftUI's `.blur(radius:)` and
/// `.shadow(radius:)` mean them (Core Image's `CIGaussianBlur` and Core Animation's
/// `shadowRadius` take σ; a CSS `blur()` or `box-shadow` blur length is 2σ). Outside the figure
/// the layer is transparent, so a blur fades towards the figure's edges.
public enum LayerFilter: Hashable, Sendable {
    /// Every channel (premultiplied) convolved with a Gaussian of standard deviation `radius`.
    case blur(radius: Double)
    /// A drop shadow behind the layer: the layer's alpha moved by (`x`, `y`), blurred by a
    /// Gaussian of standard deviation `radius`, painted in `color` (whose alpha multiplies it);
    /// the layer is drawn over it. SwiftUI's `.shadow(color:radius:x:y:)`.
    case shadow(color: RGBA, radius: Double, x: Double, y: Double)
    /// An inner shadow over the layer: the complement of the layer's alpha (1 − α, which is 1
    /// outside the figure too) moved by (`x`, `y`), blurred by σ = `radius`, painted in `color`,
    /// kept only where the layer is (multiplied by its alpha) and drawn over it. SwiftUI's
    /// `ShadowStyle.inner(color:radius:x:y:)`.
    case innerShadow(color: RGBA, radius: Double, x: Double, y: Double)
    /// Every pixel's straight colour through a colour matrix (see `ColorMatrix`).
    case colorMatrix(ColorMatrix)
    /// GraphicsContext's `.alphaThreshold(min:max:color:)`: `color` where the layer's alpha lies
    /// in `min…max`, transparent elsewhere.
    case alphaThreshold(min: Double, max: Double, color: RGBA)

    /// How far (points) the filter may move ink outwards: 3σ of a blur or shadow plus its offset.
    /// A Gaussian's tail beyond 3σ holds 0.13% of it, under half an 8-bit level.
    public var reach: (left: Double, top: Double, right: Double, bottom: Double) {
        switch self {
        case .blur(let radius):
            let r = 3 * abs(radius)
            return (r, r, r, r)
        case .shadow(_, let radius, let x, let y):
            let r = 3 * abs(radius)
            return (max(0, r - x), max(0, r - y), max(0, r + x), max(0, r + y))
        case .innerShadow, .colorMatrix, .alphaThreshold:
            return (0, 0, 0, 0)
        }
    }

    /// True when every number of the filter is finite.
    public var isFinite: Bool {
        switch self {
        case .blur(let radius): radius.isFinite
        case .shadow(let color, let radius, let x, let y), .innerShadow(let color, let radius, let x, let y):
            color.isFinite && radius.isFinite && x.isFinite && y.isFinite
        case .colorMatrix(let matrix): matrix.isFinite
        case .alphaThreshold(let low, let high, let color): low.isFinite && high.isFinite && color.isFinite
        }
    }

    /// True when the filter reads pixels other than the one it writes (blurs and shadows), so a
    /// layer with it cannot be drawn in independent bands of rows.
    public var readsNeighbours: Bool {
        switch self {
        case .blur, .shadow, .innerShadow: true
        case .colorMatrix, .alphaThreshold: false
        }
    }
}

extension RGBA {
    /// True when every component is finite.
    var isFinite: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }
}
