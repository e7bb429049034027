import Canvas
import Geometry

/// The implicit-member arguments of `GraphicsContext`: shadings (`.color(.red)`,
/// `.linearGradient(gradient, startPoint:endPoint:)`, …) and filters (`.shadow(…)`, `.blur(…)`, …).
extension BuiltinTable {
    /// The arguments of `.name(…)` lined up with `parameters`, as a call whose values can be read
    /// with the usual accessors.
    static func implicitArguments(_ call: BuiltinCall, _ member: ImplicitMember, _ parameters: [BuiltinParameter],
                                  _ signature: String) throws -> BuiltinCall {
        guard let matched = call.i.matchArguments(parameters, member.arguments ?? []) else {
            throw fail("expected .\(member.name)(\(signature))")
        }
        return BuiltinCall(interpreter: call.i, receiver: .null, arguments: matched, location: member.location, name: member.name)
    }

    /// A `GraphicsContext.Shading` argument.
    static func shading(_ call: BuiltinCall, _ index: Int) throws -> Shading {
        let value = try call.value(index)
        guard case .implicit(let member) = value else { return try styleShading(call.i.requireStyle(value)) }
        switch member.name {
        case "color":
            if member.arguments?.count == 1, member.arguments?.first?.label == nil, let argument = member.arguments?.first {
                return try styleShading(call.i.requireStyle(argument.value))
            }
            return try styleShading(call.i.requireStyle(call.i.resolveImplicit(ImplicitMember(name: "init", arguments: member.arguments,
                                                                                            location: member.location), as: "Color")))
        case "style":
            let a = try implicitArguments(call, member, [param(nil, "ShapeStyle")], "_ style: ShapeStyle")
            return try styleShading(a.style(0))
        case "foreground":
            return .style(.foreground)
        case "linearGradient":
            let a = try implicitArguments(call, member, [param(nil, "Gradient"), param("startPoint", "CGPoint"), param("endPoint", "CGPoint"),
                                                        param("options", "GradientOptions", "[]")], "_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint")
            return .paint(.linearGradient(stops: try gradient(a, 0).stops, start: try a.point(1), end: try a.point(2)))
        case "radialGradient":
            let a = try implicitArguments(call, member, [param(nil, "Gradient"), param("center", "CGPoint"), param("startRadius", "CGFloat"),
                                                        param("endRadius", "CGFloat"), param("options", "GradientOptions", "[]")],
                                          "_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat")
            return .paint(.radialGradient(stops: try gradient(a, 0).stops, center: try a.point(1),
                                          startRadius: try a.finiteNumber(2, "startRadius"), endRadius: try a.finiteNumber(3, "endRadius")))
        case "conicGradient":
            let a = try implicitArguments(call, member, [param(nil, "Gradient"), param("center", "CGPoint"), param("angle", "Angle", ".zero"),
                                                        param("options", "GradientOptions", "[]")], "_ gradient: Gradient, center: CGPoint, angle: Angle")
            let start = a.has(2) ? try a.angle(2) : .zero
            return .paint(.angularGradient(stops: try gradient(a, 0).stops, center: try a.point(1), startAngle: start,
                                           endAngle: .radians(start.radians + 2 * Double.pi)))
        default:
            throw fail("type 'GraphicsContext.Shading' has no member '\(member.name)'"
                + suggestion(for: member.name, among: ["color", "style", "foreground", "linearGradient", "radialGradient", "conicGradient"]))
        }
    }

    /// A shape style as a shading: a plain colour paints as it is; other styles are placed in
    /// the bounds of the path they paint.
    private static func styleShading(_ style: ShapeStyle) -> Shading {
        if case .color(let rgba) = style { return .paint(.solid(rgba)) }
        return .style(style)
    }

    /// A `GraphicsContext.Filter` argument.
    static func graphicsFilter(_ call: BuiltinCall, _ value: Value) throws -> LayerFilter {
        guard case .implicit(let member) = value else { throw fail("expected a filter such as .blur(radius: 4)") }
        func amount(_ name: String) throws -> Double {
            try implicitArguments(call, member, [param(nil, "Double")], "_ amount: Double").finiteNumber(0, name)
        }
        switch member.name {
        case "shadow":
            let a = try implicitArguments(call, member, [param("color", "Color", "Color(.sRGBLinear, white: 0, opacity: 0.33)"),
                                                        param("radius", "CGFloat"), param("x", "CGFloat", "0"), param("y", "CGFloat", "0"),
                                                        param("blendMode", "BlendMode", ".normal"), param("options", "ShadowOptions", "[]")],
                                          "color: Color, radius: CGFloat, x: CGFloat, y: CGFloat")
            let color = a.has(0) ? try plainColor(a, 0) : VisualEffect.defaultShadowColor
            let radius = abs(try a.finiteNumber(1, "radius"))
            let x = try a.optionalFiniteNumber(2, "x") ?? 0, y = try a.optionalFiniteNumber(3, "y") ?? 0
            let inner = a.has(5) && (try? a.value(5)).map { value in
                if case .implicit(let option) = value { return option.name == "innerShadow" }
                if case .array(let options) = value { return options.contains { if case .implicit(let o) = $0 { o.name == "innerShadow" } else { false } } }
                return false
            } == true
            return inner ? .innerShadow(color: color, radius: radius, x: x, y: y) : .shadow(color: color, radius: radius, x: x, y: y)
        case "blur":
            let a = try implicitArguments(call, member, [param("radius", "CGFloat"), param("options", "BlurOptions", "[]")], "radius: CGFloat")
            return .blur(radius: abs(try a.finiteNumber(0, "radius")))
        case "alphaThreshold":
            let a = try implicitArguments(call, member, [param("min", "Double"), param("max", "Double", "1"), param("color", "Color", ".black")],
                                          "min: Double, max: Double, color: Color")
            return .alphaThreshold(min: try a.finiteNumber(0, "min"), max: try a.optionalFiniteNumber(1, "max") ?? 1,
                                   color: a.has(2) ? try plainColor(a, 2) : .black)
        case "colorMultiply":
            let a = try implicitArguments(call, member, [param(nil, "Color")], "_ color: Color")
            return .colorMatrix(.colorMultiply(try plainColor(a, 0)))
        case "brightness": return .colorMatrix(.brightness(try amount("brightness")))
        case "contrast": return .colorMatrix(.contrast(try amount("contrast")))
        case "saturation": return .colorMatrix(.saturation(try amount("saturation")))
        case "grayscale": return .colorMatrix(.grayscale(try amount("grayscale")))
        case "hueRotation":
            let a = try implicitArguments(call, member, [param(nil, "Angle")], "_ angle: Angle")
            return .colorMatrix(.hueRotation(try a.angle(0)))
        case "colorInvert":
            return .colorMatrix(.colorInvert)
        case "luminanceToAlpha":
            return .colorMatrix(.luminanceToAlpha)
        default:
            throw fail("type 'GraphicsContext.Filter' has no member '\(member.name)'"
                + suggestion(for: member.name, among: ["shadow", "blur", "alphaThreshold", "colorMultiply", "brightness", "contrast",
                                                       "saturation", "grayscale", "hueRotation", "colorInvert", "luminanceToAlpha"]))
        }
    }
}
