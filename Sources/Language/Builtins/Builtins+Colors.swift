import Canvas
import Geometry

extension BuiltinTable {
    func registerColors() {
        type("Color", "A colour in sRGB; also a view that fills its frame.",
             overload([param("red", "Double"), param("green", "Double"), param("blue", "Double"), param("opacity", "Double", "1")], "Color") { call in
                 .style(.color(RGBA(red: try call.finiteNumber(0, "red"), green: try call.finiteNumber(1, "green"), blue: try call.finiteNumber(2, "blue"),
                                    alpha: try call.optionalFiniteNumber(3, "opacity") ?? 1)))
             },
             overload([param("white", "Double"), param("opacity", "Double", "1")], "Color") { call in
                 .style(.color(RGBA(white: try call.finiteNumber(0, "white"), alpha: try call.optionalFiniteNumber(1, "opacity") ?? 1)))
             },
             overload([param("hue", "Double"), param("saturation", "Double"), param("brightness", "Double"), param("opacity", "Double", "1")], "Color") { call in
                 .style(.color(RGBA(hue: try call.finiteNumber(0, "hue"), saturation: try call.finiteNumber(1, "saturation"),
                                    brightness: try call.finiteNumber(2, "brightness"), alpha: try call.optionalFiniteNumber(3, "opacity") ?? 1)))
             },
             overload([param("hex", "String")], "Color") { call in
                 do {
                     return .style(.color(try RGBA(hex: try call.string(0, "hex"))))
                 } catch let error as CanvasError {
                     throw fail(error.message)
                 }
             },
             overload([param(nil, "UIColor")], "Color") { call in
                 let value = try call.value(0)
                 if case .style = value { return value }
                 // The argument is a UIColor: `.cyan` is UIKit's pure cyan, `.systemTeal` a system colour.
                 guard case .implicit(let m) = value, let rgba = RGBA.uiKit[m.name] ?? RGBA.named[m.name] else {
                     throw fail("Color(_:) takes a system colour such as .systemGray5" )
                 }
                 return .style(.color(rgba))
             })
        for (name, rgba) in RGBA.named where !name.hasPrefix("system") {
            staticProperty("Color", name, "SwiftUI's \(name) colour.", returns: "Color") { _ in .style(.color(rgba)) }
        }
        method("Color", "opacity", "The same colour with its opacity multiplied.",
               overload([param(nil, "Double")], "Color") { call in
                   guard case .style(let style) = call.receiver else { throw fail("expected a Color") }
                   return .style(style.opacity(try call.finiteNumber(0, "opacity")))
               })
        type("Gradient", "Colours spread evenly from 0 to 1.",
             overload([param("colors", "[Color]")], "Gradient") { call in .array(try call.sequence(0)) })
        type("LinearGradient", "Colours varying along a line between two unit points of the frame.",
             overload([param("colors", "[Color]"), param("startPoint", "UnitPoint"), param("endPoint", "UnitPoint")], "LinearGradient") { call in
                 .style(.linearGradient(try Self.gradient(call, 0), startPoint: try Self.unitPoint(call, 1), endPoint: try Self.unitPoint(call, 2)))
             },
             overload([param("gradient", "Gradient"), param("startPoint", "UnitPoint"), param("endPoint", "UnitPoint")], "LinearGradient") { call in
                 .style(.linearGradient(try Self.gradient(call, 0), startPoint: try Self.unitPoint(call, 1), endPoint: try Self.unitPoint(call, 2)))
             })
        type("RadialGradient", "Colours varying with the distance from a centre.",
             overload([param("colors", "[Color]"), param("center", "UnitPoint"), param("startRadius", "Double"), param("endRadius", "Double")], "RadialGradient") { call in
                 .style(.radialGradient(try Self.gradient(call, 0), center: try Self.unitPoint(call, 1),
                                        startRadius: try call.number(2, "startRadius"), endRadius: try call.number(3, "endRadius")))
             },
             overload([param("gradient", "Gradient"), param("center", "UnitPoint"), param("startRadius", "Double"), param("endRadius", "Double")], "RadialGradient") { call in
                 .style(.radialGradient(try Self.gradient(call, 0), center: try Self.unitPoint(call, 1),
                                        startRadius: try call.number(2, "startRadius"), endRadius: try call.number(3, "endRadius")))
             })
        type("AngularGradient", "Colours varying with the angle around a centre.",
             overload([param("colors", "[Color]"), param("center", "UnitPoint"), param("startAngle", "Angle", ".zero"), param("endAngle", "Angle", ".degrees(360)")], "AngularGradient") { call in
                 .style(.angularGradient(try Self.gradient(call, 0), center: try Self.unitPoint(call, 1),
                                         startAngle: call.has(2) ? try call.angle(2) : .zero, endAngle: call.has(3) ? try call.angle(3) : .degrees(360)))
             },
             overload([param("gradient", "Gradient"), param("center", "UnitPoint"), param("startAngle", "Angle", ".zero"), param("endAngle", "Angle", ".degrees(360)")], "AngularGradient") { call in
                 .style(.angularGradient(try Self.gradient(call, 0), center: try Self.unitPoint(call, 1),
                                         startAngle: call.has(2) ? try call.angle(2) : .zero, endAngle: call.has(3) ? try call.angle(3) : .degrees(360)))
             })
    }

    /// A gradient argument: colours spread evenly, or `Gradient.Stop`s (Builtins+ShapeStyles.swift).
    static func gradient(_ call: BuiltinCall, _ index: Int) throws -> Canvas.Gradient {
        try gradient(from: call.sequence(index), call.i)
    }
}
