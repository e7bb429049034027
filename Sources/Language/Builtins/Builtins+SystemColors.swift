import Canvas
import Foundation

extension BuiltinTable {
    /// UIKit's and AppKit's colours (`Color(.systemTeal)`, `Color(uiColor:)`, `UIColor.label`),
    /// `Color(.sRGB, red:green:blue:opacity:)`, `.tint`, `.primary` and the materials.
    func registerSystemColors() {
        for typeName in ["UIColor", "NSColor"] {
            type(typeName, "A \(typeName == "UIColor" ? "UIKit" : "AppKit") colour; Color(_:) turns it into a SwiftUI Color.",
                 overload([param("red", "Double"), param("green", "Double"), param("blue", "Double"), param("alpha", "Double", "1")], typeName) { call in
                     .style(.color(RGBA(red: try call.finiteNumber(0, "red"), green: try call.finiteNumber(1, "green"),
                                        blue: try call.finiteNumber(2, "blue"), alpha: try call.optionalFiniteNumber(3, "alpha") ?? 1)))
                 },
                 overload([param("white", "Double"), param("alpha", "Double", "1")], typeName) { call in
                     .style(.color(RGBA(white: try call.finiteNumber(0, "white"), alpha: try call.optionalFiniteNumber(1, "alpha") ?? 1)))
                 },
                 overload([param("hue", "Double"), param("saturation", "Double"), param("brightness", "Double"), param("alpha", "Double", "1")], typeName) { call in
                     .style(.color(RGBA(hue: try call.finiteNumber(0, "hue"), saturation: try call.finiteNumber(1, "saturation"),
                                        brightness: try call.finiteNumber(2, "brightness"), alpha: try call.optionalFiniteNumber(3, "alpha") ?? 1)))
                 })
            for (name, rgba) in RGBA.uiKit {
                staticProperty(typeName, name, "\(typeName).\(name) in the light appearance.", returns: typeName) { _ in .style(.color(rgba)) }
            }
        }
        let color = types["Color"]?.initializer
        for label in ["uiColor", "nsColor"] {
            color?.overloads.append(overload([param(label, label == "uiColor" ? "UIColor" : "NSColor")], "Color") { call in
                .style(.color(try Self.uiKitColor(call, 0)))
            })
        }
        color?.overloads.append(overload([param(nil, "Color.RGBColorSpace"), param("red", "Double"), param("green", "Double"),
                                          param("blue", "Double"), param("opacity", "Double", "1")], "Color") { call in
            let components = try [1, 2, 3].map { try Self.colorComponent(call, space: 0, index: $0) }
            return .style(.color(RGBA(red: components[0], green: components[1], blue: components[2],
                                      alpha: try call.optionalFiniteNumber(4, "opacity") ?? 1)))
        })
        color?.overloads.append(overload([param(nil, "Color.RGBColorSpace"), param("white", "Double"), param("opacity", "Double", "1")], "Color") { call in
            .style(.color(RGBA(white: try Self.colorComponent(call, space: 0, index: 1), alpha: try call.optionalFiniteNumber(2, "opacity") ?? 1)))
        })
        staticProperty("Color", "tint", "The tint colour: the accent colour (system blue) unless a tint is set.", returns: "Color") { _ in
            .style(.color(.accent))
        }
        staticProperty("Color", "primary", "The primary label colour: the default foreground (black, or the page's text colour where a figure follows it).", returns: "Color") { _ in
            .style(.foreground)
        }
        // `.background(.ultraThinMaterial)` resolves in `requireStyle`; `Material.thin` is here.
        for (name, rgba) in RGBA.materials {
            let short = name.hasSuffix("Material") ? String(name.dropLast("Material".count)) : name
            staticProperty("Material", short, "The \(name) as a translucent fill (a figure has nothing live behind it to blur).",
                           returns: "Material") { _ in .style(.color(rgba)) }
        }
    }

    /// A UIKit colour argument: `.systemTeal`, `UIColor.label`, `UIColor(red:…)`.
    static func uiKitColor(_ call: BuiltinCall, _ index: Int) throws -> RGBA {
        switch try call.value(index) {
        case .style(.color(let rgba)): return rgba
        case .implicit(let m) where m.arguments == nil:
            guard let rgba = RGBA.uiKit[m.name] else {
                throw fail("type 'UIColor' has no member '\(m.name)'" + suggestion(for: m.name, among: RGBA.uiKit.keys))
            }
            return rgba
        case let other:
            throw fail("expected a UIColor such as .systemTeal, got \(call.i.describeForError(other))")
        }
    }

    /// A component of `Color(.sRGB, …)`: `.sRGB` and `.displayP3` as given (P3 drawn as sRGB),
    /// `.sRGBLinear` converted to sRGB with the sRGB transfer function.
    private static func colorComponent(_ call: BuiltinCall, space: Int, index: Int) throws -> Double {
        let value = try call.finiteNumber(index, "component")
        switch try call.symbol(space, "Color.RGBColorSpace") {
        case "sRGBLinear":
            return value <= 0.0031308 ? 12.92 * value : 1.055 * pow(value, 1 / 2.4) - 0.055
        default:
            return value
        }
    }
}
