import Canvas
import Geometry

/// SwiftUI's `ShapeStyle` statics and the gradient forms that take stops: `.linearGradient(…)`,
/// `.radialGradient`, `.angularGradient`, `.conicGradient`, `.ellipticalGradient` and
/// `EllipticalGradient`, `Gradient.Stop` and `Gradient(stops:)`, hierarchical levels
/// (`.secondary` …), `.foregroundStyle(_:_:_:)` and shadows as a style (`.blue.shadow(.drop(…))`).
extension BuiltinTable {
    func registerShapeStyles() {
        let forms: [(label: String?, type: String)] = [("colors", "[Color]"), (nil, "Gradient"), ("stops", "[Gradient.Stop]")]
        func gradientStatic(_ name: String, _ doc: String, returns: String, _ tail: [BuiltinParameter],
                            _ run: @escaping (BuiltinCall) throws -> Value) {
            let builtin = Builtin(name, doc: doc, overloads: forms.map { form in
                overload([param(form.label, form.type)] + tail, returns, run)
            })
            builtin.owner = "ShapeStyle"
            types["ShapeStyle"]?.statics[name] = builtin
        }
        type("ShapeStyle", "Styles that fill shapes and text: colours, gradients, hierarchical levels.")
        gradientStatic("linearGradient", "Colours varying along a line between two unit points of the frame.", returns: "LinearGradient",
                       [param("startPoint", "UnitPoint"), param("endPoint", "UnitPoint")]) { call in
            .style(.linearGradient(try Self.gradient(call, 0), startPoint: try Self.unitPoint(call, 1), endPoint: try Self.unitPoint(call, 2)))
        }
        gradientStatic("radialGradient", "Colours varying with the distance from a centre.", returns: "RadialGradient",
                       [param("center", "UnitPoint"), param("startRadius", "CGFloat"), param("endRadius", "CGFloat")]) { call in
            .style(.radialGradient(try Self.gradient(call, 0), center: try Self.unitPoint(call, 1),
                                   startRadius: try call.finiteNumber(2, "startRadius"), endRadius: try call.finiteNumber(3, "endRadius")))
        }
        gradientStatic("angularGradient", "Colours varying with the angle around a centre, from startAngle to endAngle.", returns: "AngularGradient",
                       [param("center", "UnitPoint"), param("startAngle", "Angle"), param("endAngle", "Angle")]) { call in
            .style(.angularGradient(try Self.gradient(call, 0), center: try Self.unitPoint(call, 1),
                                    startAngle: try call.angle(2), endAngle: try call.angle(3)))
        }
        types["ShapeStyle"]?.statics["angularGradient"]?.overloads += forms.map { form in
            overload([param(form.label, form.type), param("center", "UnitPoint", ".center"), param("angle", "Angle", ".zero")], "AngularGradient") { call in
                try Self.conic(call)
            }
        }
        gradientStatic("conicGradient", "A full turn of colours around a centre, starting at an angle.", returns: "AngularGradient",
                       [param("center", "UnitPoint"), param("angle", "Angle", ".zero")]) { call in
            try Self.conic(call)
        }
        gradientStatic("ellipticalGradient", "A radial gradient in the unit square of the frame, stretched to fill it (rings become ellipses).",
                       returns: "EllipticalGradient",
                       [param("center", "UnitPoint", ".center"), param("startRadiusFraction", "CGFloat", "0"),
                        param("endRadiusFraction", "CGFloat", "0.5")]) { call in
            try Self.elliptical(call, 0)
        }
        for (level, name) in ["secondary", "tertiary", "quaternary", "quinary"].enumerated() {
            staticProperty("ShapeStyle", name, "Level \(level + 2) of the current foreground style.", returns: "HierarchicalShapeStyle") { _ in
                .style(.hierarchical(level + 1))
            }
        }
        type("EllipticalGradient", "A radial gradient in the unit square of the frame, stretched to fill it.")
        types["EllipticalGradient"]?.initializer = Builtin("EllipticalGradient", doc: "A radial gradient in the unit square of the frame, stretched to fill it.",
            overloads: ["colors", "gradient", "stops"].map { label in
                overload([param(label, label == "gradient" ? "Gradient" : "[Color]"), param("center", "UnitPoint", ".center"),
                          param("startRadiusFraction", "CGFloat", "0"), param("endRadiusFraction", "CGFloat", "0.5")], "EllipticalGradient") { call in
                    try Self.elliptical(call, 0)
                }
            })
        types["EllipticalGradient"]?.initializer?.owner = "EllipticalGradient"
        staticMethod("Gradient", "Stop", "One colour of a gradient at a location 0…1.",
                     overload([param("color", "Color"), param("location", "CGFloat")], "Gradient.Stop") { call in
                         .tuple([.style(.color(try Self.plainColor(call, 0))), .number(try call.finiteNumber(1, "location"))], labels: ["color", "location"])
                     })
        types["Gradient"]?.initializer?.overloads.append(
            overload([param("stops", "[Gradient.Stop]")], "Gradient") { call in .array(try call.sequence(0)) })
        for typeName in ["LinearGradient", "RadialGradient", "AngularGradient"] {
            guard let initializer = types[typeName]?.initializer else { continue }
            // `stops:` in place of `colors:`: the same overloads with the first label changed.
            initializer.overloads += initializer.overloads.filter { $0.parameters.first?.label == "colors" }.map { colors in
                var parameters = colors.parameters
                parameters[0] = param("stops", "[Gradient.Stop]")
                return BuiltinOverload(parameters, returns: colors.returns, colors.run)
            }
        }
        types["AngularGradient"]?.initializer?.overloads += ["colors", "gradient", "stops"].map { label in
            overload([param(label, label == "gradient" ? "Gradient" : "[Color]"), param("center", "UnitPoint"), param("angle", "Angle")], "AngularGradient") { call in
                try Self.conic(call)
            }
        }
        method("Color", "shadow", "The style, with shapes and text painted with it casting a shadow: .shadow(.drop(radius: 4)) or .shadow(.inner(…)); or, on a colour view, the view modifier.",
               overload([param(nil, "ShadowStyle")], "ShapeStyle") { call in
                   guard case .style(let style) = call.receiver else { throw fail("expected a ShapeStyle") }
                   return .style(style.shadow(try Self.shadowStyle(call, try call.value(0))))
               },
               overload([param("color", "Color", "Color(.sRGBLinear, white: 0, opacity: 0.33)"), param("radius", "CGFloat"),
                         param("x", "CGFloat", "0"), param("y", "CGFloat", "0")], "View") { call in
                   .view(ViewValue(try Self.shadowed(call, try call.receiverView())))
               })
        if let foregroundStyle = members["View"]?["foregroundStyle"] {
            foregroundStyle.overloads += [
                overload([param(nil, "ShapeStyle"), param(nil, "ShapeStyle")], "View") { call in
                    .view(ViewValue(try call.receiverView().foregroundStyle(.palette([try call.style(0), try call.style(1)]))))
                },
                overload([param(nil, "ShapeStyle"), param(nil, "ShapeStyle"), param(nil, "ShapeStyle")], "View") { call in
                    .view(ViewValue(try call.receiverView().foregroundStyle(.palette([try call.style(0), try call.style(1), try call.style(2)]))))
                },
            ]
        }
    }

    /// `.conicGradient(gradient, center:, angle:)`: a full turn starting at `angle`.
    static func conic(_ call: BuiltinCall) throws -> Value {
        let start = call.has(2) ? try call.angle(2) : .zero
        guard start.radians.isFinite else { throw fail("the gradient's angle must be finite") }
        return .style(.angularGradient(try gradient(call, 0), center: try unitPoint(call, 1), startAngle: start,
                                       endAngle: .radians(start.radians + 2 * Double.pi)))
    }

    /// An elliptical gradient from (gradient, center, startRadiusFraction, endRadiusFraction) at `index`.
    static func elliptical(_ call: BuiltinCall, _ index: Int) throws -> Value {
        .style(.ellipticalGradient(try gradient(call, index), center: try unitPoint(call, index + 1),
                                   startRadiusFraction: try call.optionalFiniteNumber(index + 2, "startRadiusFraction") ?? 0,
                                   endRadiusFraction: try call.optionalFiniteNumber(index + 3, "endRadiusFraction") ?? 0.5))
    }

    /// A gradient from a list of colours (spread evenly) or of `Gradient.Stop`s
    /// (`Gradient.Stop(color:location:)` or `.init(color:location:)`).
    static func gradient(from values: [Value], _ interpreter: Interpreter) throws -> Canvas.Gradient {
        var colors: [RGBA] = [], stops: [GradientStop] = []
        for value in values {
            switch value {
            case .tuple(let items, let labels) where labels == ["color", "location"] && items.count == 2:
                guard case .color(let rgba) = try interpreter.requireStyle(items[0]) else { throw fail("a gradient's colours must be plain colours") }
                let location = try interpreter.requireNumber(items[1], "location")
                guard location.isFinite else { throw fail("a gradient stop's location must be finite") }
                stops.append(GradientStop(color: rgba, location: location))
            case .implicit(let member) where member.name == "init" && member.arguments?.map(\.label) == ["color", "location"]:
                guard let arguments = member.arguments,
                      case .color(let rgba) = try interpreter.requireStyle(arguments[0].value) else { throw fail("a gradient's colours must be plain colours") }
                stops.append(GradientStop(color: rgba, location: try interpreter.requireNumber(arguments[1].value, "location")))
            default:
                guard case .color(let rgba) = try interpreter.requireStyle(value) else { throw fail("a gradient's colours must be plain colours") }
                colors.append(rgba)
            }
        }
        guard colors.isEmpty || stops.isEmpty else { throw fail("a gradient takes colours or stops, not both") }
        return stops.isEmpty ? Canvas.Gradient(colors: colors) : Canvas.Gradient(stops: stops)
    }

    /// A `ShadowStyle` argument: `.drop(color:radius:x:y:)` or `.inner(color:radius:x:y:)`.
    static func shadowStyle(_ call: BuiltinCall, _ value: Value) throws -> ShadowStyle {
        guard case .implicit(let member) = value, member.name == "drop" || member.name == "inner" else {
            throw fail("expected a ShadowStyle such as .drop(radius: 4) or .inner(radius: 4)")
        }
        let a = try implicitArguments(call, member, [param("color", "Color", "Color(.sRGBLinear, white: 0, opacity: 0.33)"), param("radius", "CGFloat"), param("x", "CGFloat", "0"),
                                                    param("y", "CGFloat", "0")], "color: Color, radius: CGFloat, x: CGFloat, y: CGFloat")
        let radius = try a.finiteNumber(1, "radius")
        let x = try a.optionalFiniteNumber(2, "x") ?? 0, y = try a.optionalFiniteNumber(3, "y") ?? 0
        if member.name == "inner" {
            return a.has(0) ? .inner(color: try plainColor(a, 0), radius: radius, x: x, y: y) : .inner(radius: radius, x: x, y: y)
        }
        return a.has(0) ? .drop(color: try plainColor(a, 0), radius: radius, x: x, y: y) : .drop(radius: radius, x: x, y: y)
    }
}
