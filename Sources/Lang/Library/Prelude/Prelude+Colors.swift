extension Prelude {
    /// The colours `Color` names as static members (`Color.red`, `.fill(.blue)`), in SwiftUI's
    /// palette as Canvas defines it (`RGBA.named`).
    static let colorNames = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple",
                             "pink", "brown", "gray", "black", "white", "clear", "primary", "secondary", "accentColor"]

    /// `static var red: Color { … }` for each named colour, on `Color` and on `ShapeStyle` (so
    /// that `.fill(.red)` finds it through the parameter's type, as SwiftUI's
    /// `extension ShapeStyle where Self == Color`).
    static func namedColorMembers(_ names: [String]) -> String {
        names.map { "    /// The system colour \($0).\n    static var \($0): Color { Color(_name: \"\($0)\") }" }
            .joined(separator: "\n")
    }

    /// SwiftUI's `Color`: a named system colour or RGB components with an opacity.
    static let colors = #"""
    /// A colour: a view that fills its frame, and a style that paints shapes and text.
    struct Color: View, ShapeStyle, Hashable, CustomStringConvertible {
        /// How colour components are read (`Color(.sRGBLinear, white: 0)`, Prelude+SystemColors.swift).
        enum RGBColorSpace { case sRGB, sRGBLinear, displayP3 }
        /// A system colour's name (`red`), empty for a colour given by components.
        var _name: String
        var _red: Double
        var _green: Double
        var _blue: Double
        var _opacity: Double
        init(_name: String) {
            self._name = _name
            _red = 0
            _green = 0
            _blue = 0
            _opacity = 1
        }
        /// A colour from red, green and blue components (0…1) and an opacity.
        init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
            _requireFinite([red, green, blue, opacity], named: ["red", "green", "blue", "opacity"])
            _name = ""
            _red = red
            _green = green
            _blue = blue
            _opacity = opacity
        }
        /// A grey: all three components equal to `white`.
        init(white: Double, opacity: Double = 1) {
            self.init(red: white, green: white, blue: white, opacity: opacity)
        }
        /// A colour from a hex string: `"#FF8800"`, `"F80"`, with an optional alpha pair.
        @_native("Color.hex") init(hex: String)
        /// A colour from hue, saturation and brightness (0…1).
        @_native("Color.hsb") init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1)
        /// The colour with its opacity multiplied by `opacity`.
        func opacity(_ opacity: Double) -> Color {
            var color = self
            color._opacity = _opacity * opacity
            return color
        }
        /// The colour's name when it resolves to a named colour (`red`), else its sRGB bytes and
        /// alpha in hex (`#FF8000FF`).
        var description: String { _description() }
        @_native("Color.description") func _description() -> String
    }
    """#

    /// The named colours as static members of `Color` and `ShapeStyle`.
    static var colorStatics: String {
        // `.primary` and `.secondary` as a style are the foreground's levels (Prelude+Styles.swift).
        "extension Color {\n" + namedColorMembers(colorNames) + "\n}\nextension ShapeStyle {\n"
            + namedColorMembers(colorNames.filter { $0 != "primary" && $0 != "secondary" }) + "\n}\n"
    }
}
