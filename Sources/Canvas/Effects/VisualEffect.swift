import Geometry

/// SwiftUI's drawing effects: modifiers that change how a view's drawing lands, not its layout.
///
/// Opacity (`ViewModifier.opacity`), blend modes and shadows apply to each leaf view inside the
/// modified view separately, as SwiftUI applies them; blurs and colour effects draw the view
/// into one layer and filter that; a compositing group gathers the view into one layer so that
/// the per-leaf effects outside it apply to the whole (DrawingContext+Leaves.swift).
public enum VisualEffect {
    /// `.shadow(color:radius:x:y:)`: a shadow behind each leaf, blurred by a Gaussian of
    /// standard deviation `radius` points and moved by (`x`, `y`).
    case shadow(color: RGBA, radius: Double, x: Double, y: Double)
    /// `.blur(radius:opaque:)`: the view drawn into a layer blurred by a Gaussian of standard
    /// deviation `radius` points; `opaque` keeps the blur inside the view's frame.
    case blur(radius: Double, opaque: Bool)
    /// `.blendMode(_:)`: each leaf combined with what is below it in this mode.
    case blendMode(BlendMode)
    /// `.compositingGroup()` and `.drawingGroup()`: the view drawn as one picture before the
    /// effects outside it apply.
    case compositingGroup
    /// `.brightness`, `.contrast`, `.saturation`, `.grayscale`, `.hueRotation`, `.colorInvert`,
    /// `.luminanceToAlpha`, `.colorMultiply`: the view drawn into a layer whose colours go
    /// through the matrix.
    case colorMatrix(ColorMatrix)

    /// SwiftUI's default shadow colour: black at 33% opacity (`Color(.sRGBLinear, white: 0, opacity: 0.33)`).
    public static let defaultShadowColor = RGBA(red: 0, green: 0, blue: 0, alpha: 0.33)
}

extension View {
    /// `.shadow(color:radius:x:y:)`; SwiftUI's default colour is black at 33% opacity.
    public func shadow(color: RGBA = VisualEffect.defaultShadowColor, radius: Double, x: Double = 0, y: Double = 0) -> View {
        .modified(self, .effect(.shadow(color: color, radius: radius, x: x, y: y)))
    }

    /// `.blur(radius:opaque:)`.
    public func blur(radius: Double, opaque: Bool = false) -> View {
        .modified(self, .effect(.blur(radius: radius, opaque: opaque)))
    }

    /// `.blendMode(_:)`.
    public func blendMode(_ mode: BlendMode) -> View {
        .modified(self, .effect(.blendMode(mode)))
    }

    /// `.compositingGroup()` (and `.drawingGroup()`, which draws the same on a canvas).
    public func compositingGroup() -> View {
        .modified(self, .effect(.compositingGroup))
    }

    /// A colour effect: `.brightness(0.2)` is `colorEffect(.brightness(0.2))`.
    public func colorEffect(_ matrix: ColorMatrix) -> View {
        .modified(self, .effect(.colorMatrix(matrix)))
    }

    /// `.clipped()`: the view's drawing clipped to its frame.
    public func clipped() -> View {
        clipShape(.rectangle)
    }

    /// `.mask(alignment:_:)`: the view shows only where `mask` (offered this view's size and
    /// aligned in its frame) is opaque.
    public func mask(_ mask: View, alignment: Alignment = .center) -> View {
        .modified(self, .mask(mask, alignment: alignment))
    }
}
