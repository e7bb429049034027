import Canvas

extension Prelude {
    /// `enum BlendMode { case normal, multiply, … }` with Canvas's blend modes, in its order.
    static var blendModeDeclaration: String {
        "/// How a view's colours combine with what is below it.\nenum BlendMode {\n    case "
            + Canvas.BlendMode.allCases.map(\.rawValue).joined(separator: ", ") + "\n}\n"
    }

    /// SwiftUI's drawing effects as view modifiers: shadows, blurs, blend modes, compositing,
    /// colour effects, clips and masks. `ViewBridge+Effects.swift` turns each into Canvas's effect.
    static let effects = #"""
    /// What an effect modifier does to the view it wraps.
    enum _Effect {
        case shadow(Color, CGFloat, CGFloat, CGFloat)
        case blur(CGFloat, Bool)
        case blendMode(BlendMode)
        case compositingGroup
        /// `brightness`, `contrast`, `saturation` or `grayscale` by an amount.
        case colorAmount(String, Double)
        case hueRotation(Angle)
        case colorInvert
        case luminanceToAlpha
        case colorMultiply(Color)
        case mask(any View, Alignment)
        case clip(any Shape, Bool)
        case cornerRadius(CGFloat)
    }
    /// A view with an effect applied.
    struct _EffectView: View {
        var content: any View
        var effect: _Effect
    }

    extension View {
        /// A shadow behind each shape and text inside: blurred by a Gaussian of standard deviation
        /// `radius`, moved by (`x`, `y`).
        func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                    y: CGFloat = 0) -> some View {
            _EffectView(content: self, effect: .shadow(color, radius, x, y))
        }
        /// The view blurred by a Gaussian of standard deviation `radius`; `opaque` keeps the blur inside the frame.
        func blur(radius: CGFloat, opaque: Bool = false) -> some View {
            _EffectView(content: self, effect: .blur(radius, opaque))
        }
        /// Each shape and text inside combined with what is below it in `blendMode`.
        func blendMode(_ blendMode: BlendMode) -> some View {
            _EffectView(content: self, effect: .blendMode(blendMode))
        }
        /// The view drawn as one picture before the opacity, blend mode or shadow outside it apply.
        func compositingGroup() -> some View {
            _EffectView(content: self, effect: .compositingGroup)
        }
        /// The view drawn as one picture (as `compositingGroup` on a canvas).
        func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
            _EffectView(content: self, effect: .compositingGroup)
        }
        /// Adds `amount` to each colour channel (1 is white, −1 black).
        func brightness(_ amount: Double) -> some View {
            _EffectView(content: self, effect: .colorAmount("brightness", amount))
        }
        /// Moves colours away from mid grey by `amount` (1 keeps them, 0 is grey).
        func contrast(_ amount: Double) -> some View {
            _EffectView(content: self, effect: .colorAmount("contrast", amount))
        }
        /// Scales colour saturation by `amount` (0 is grey, 1 keeps it).
        func saturation(_ amount: Double) -> some View {
            _EffectView(content: self, effect: .colorAmount("saturation", amount))
        }
        /// Fades colours to grey by `amount` (0…1).
        func grayscale(_ amount: Double) -> some View {
            _EffectView(content: self, effect: .colorAmount("grayscale", amount))
        }
        /// Turns every colour's hue by `angle`.
        func hueRotation(_ angle: Angle) -> some View {
            _EffectView(content: self, effect: .hueRotation(angle))
        }
        /// Inverts every colour.
        func colorInvert() -> some View {
            _EffectView(content: self, effect: .colorInvert)
        }
        /// Makes the view black, as opaque as it was light.
        func luminanceToAlpha() -> some View {
            _EffectView(content: self, effect: .luminanceToAlpha)
        }
        /// Multiplies every colour by `color`.
        func colorMultiply(_ color: Color) -> some View {
            _EffectView(content: self, effect: .colorMultiply(color))
        }
        /// Shows the view only where the views of `mask` (offered the same size, aligned) are opaque.
        func mask(alignment: Alignment = .center, @ViewBuilder _ mask: () -> _ViewList) -> some View {
            _EffectView(content: self, effect: .mask(mask(), alignment))
        }
        /// Shows the view only where `mask` (offered the same size, centred) is opaque.
        func mask(_ mask: any View) -> some View {
            _EffectView(content: self, effect: .mask(mask, .center))
        }
        /// Drawing clipped to `shape` placed in the view's frame, inside by `style`'s rule.
        func clipShape(_ shape: any Shape, style: FillStyle) -> some View {
            _EffectView(content: self, effect: .clip(shape, style.isEOFilled))
        }
        /// Drawing clipped to the view's frame.
        func clipped(antialiased: Bool = false) -> some View {
            _EffectView(content: self, effect: .clip(Rectangle(), false))
        }
        /// Drawing clipped to a rounded rectangle of corner radius `radius` in the view's frame.
        func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
            _EffectView(content: self, effect: .cornerRadius(radius))
        }
    }
    """# + "\n" + blendModeDeclaration
}
