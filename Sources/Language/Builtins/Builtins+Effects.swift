import Canvas
import Geometry

/// SwiftUI's drawing effects as view modifiers: shadow, blur, blend mode, compositing and
/// drawing groups, colour effects and masks (Canvas/Effects).
extension BuiltinTable {
    func registerEffects() {
        func view(_ call: BuiltinCall) throws -> View { try call.receiverView() }
        func wrap(_ v: View) -> Value { .view(ViewValue(v)) }

        viewModifier("shadow", "A shadow behind each shape and text inside: blurred by a Gaussian of standard deviation `radius`, moved by x and y.",
                     overload([param("color", "Color", "Color(.sRGBLinear, white: 0, opacity: 0.33)"), param("radius", "CGFloat"),
                               param("x", "CGFloat", "0"), param("y", "CGFloat", "0")], "View") { call in
                         wrap(try Self.shadowed(call, try view(call)))
                     })
        viewModifier("blur", "The view blurred by a Gaussian of standard deviation `radius`; `opaque` keeps the blur inside the frame.",
                     overload([param("radius", "CGFloat"), param("opaque", "Bool", "false")], "View") { call in
                         wrap(try view(call).blur(radius: try call.finiteNumber(0, "radius"), opaque: call.has(1) ? try call.bool(1) : false))
                     })
        viewModifier("blendMode", "Each shape and text inside combined with what is below it in a blend mode.",
                     overload([param(nil, "BlendMode")], "View") { call in
                         wrap(try view(call).blendMode(try Self.blendMode(call, 0)))
                     })
        viewModifier("compositingGroup", "Draws the view as one picture before the opacity, blend mode or shadow outside it apply.",
                     overload([], "View") { call in wrap(try view(call).compositingGroup()) })
        viewModifier("drawingGroup", "Draws the view as one picture (as compositingGroup on a canvas).",
                     overload([param("opaque", "Bool", "false"), param("colorMode", "ColorRenderingMode", ".nonLinear")], "View") { call in
                         wrap(try view(call).compositingGroup())
                     })
        let amounts: [(String, String, (Double) -> ColorMatrix)] = [
            ("brightness", "Adds `amount` to each colour channel (1 is white, −1 black).", ColorMatrix.brightness),
            ("contrast", "Moves colours away from mid grey by `amount` (1 keeps them, 0 is grey).", ColorMatrix.contrast),
            ("saturation", "Scales colour saturation by `amount` (0 is grey, 1 keeps it).", ColorMatrix.saturation),
            ("grayscale", "Fades colours to grey by `amount` (0…1).", ColorMatrix.grayscale),
        ]
        for (name, doc, matrix) in amounts {
            viewModifier(name, doc, overload([param(nil, "Double")], "View") { call in
                wrap(try view(call).colorEffect(matrix(try call.finiteNumber(0, "amount"))))
            })
        }
        viewModifier("hueRotation", "Turns every colour's hue by an angle.",
                     overload([param(nil, "Angle")], "View") { call in
                         let angle = try call.angle(0)
                         guard angle.radians.isFinite else { throw fail("hueRotation needs a finite angle") }
                         return wrap(try view(call).colorEffect(.hueRotation(angle)))
                     })
        viewModifier("colorInvert", "Inverts every colour.", overload([], "View") { call in wrap(try view(call).colorEffect(.colorInvert)) })
        viewModifier("luminanceToAlpha", "Makes the view black, as opaque as it was light.",
                     overload([], "View") { call in wrap(try view(call).colorEffect(.luminanceToAlpha)) })
        viewModifier("colorMultiply", "Multiplies every colour by a colour.",
                     overload([param(nil, "Color")], "View") { call in
                         wrap(try view(call).colorEffect(.colorMultiply(try Self.plainColor(call, 0))))
                     })
        viewModifier("mask", "Shows the view only where the mask view (offered the same size, aligned) is opaque: .mask { … } or .mask(view).",
                     overload([param("alignment", "Alignment", ".center"), param(nil, "() -> View")], "View") { call in
                         // A builder closure (`.mask { Circle() }`) or, as the deprecated form, a view.
                         let mask = try Self.layerView(call, try call.value(1))
                         return wrap(try view(call).mask(mask, alignment: try Self.alignment(call, 0)))
                     })
        type("BlendMode", "How a view's colours combine with what is below it.")
        for mode in BlendMode.allCases {
            staticProperty("BlendMode", mode.rawValue, "The \(mode.rawValue) blend mode.", returns: "BlendMode") { _ in .symbol(mode.rawValue) }
        }
    }

    /// `.shadow(color:radius:x:y:)` of the receiver, with arguments at 0…3.
    static func shadowed(_ call: BuiltinCall, _ view: View) throws -> View {
        let color = call.has(0) ? try plainColor(call, 0) : VisualEffect.defaultShadowColor
        return view.shadow(color: color, radius: try call.finiteNumber(1, "radius"),
                           x: try call.optionalFiniteNumber(2, "x") ?? 0, y: try call.optionalFiniteNumber(3, "y") ?? 0)
    }

    /// A blend mode argument: `.multiply`, `BlendMode.screen`.
    static func blendMode(_ call: BuiltinCall, _ index: Int) throws -> BlendMode {
        let value = try call.value(index)
        let name: String? = switch value {
        case .symbol(let s): s
        case .implicit(let m) where m.arguments == nil: m.name
        default: nil
        }
        guard let name, let mode = BlendMode(rawValue: name) else {
            let given = name.map { "'\($0)'" } ?? call.i.describeForError(value)
            throw fail("type 'BlendMode' has no member \(given)" + (name.map { suggestion(for: $0, among: BlendMode.allCases.map(\.rawValue)) } ?? ""))
        }
        return mode
    }

    /// A colour argument that must be one plain colour (not a gradient).
    static func plainColor(_ call: BuiltinCall, _ index: Int) throws -> RGBA {
        guard case .color(let rgba) = try call.style(index) else { throw fail("expected a Color, not a gradient") }
        return rgba
    }
}
