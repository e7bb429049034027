import Canvas

extension Prelude {
    /// `static var systemTeal: UIColor { UIColor(red: …) }` for every UIKit colour Canvas knows
    /// (light appearance, `RGBA.uiKit`), its components written so that they read back exactly.
    static var uiKitColorMembers: String {
        RGBA.uiKit.keys.sorted().compactMap { name -> String? in
            guard let rgba = RGBA.uiKit[name] else { return nil }
            return "    /// UIKit's \(name) (its light appearance's components).\n"
                + "    static var \(name): UIColor { UIColor(_uiKitName: \"\(name)\", red: \(rgba.red), green: \(rgba.green), blue: \(rgba.blue), alpha: \(rgba.alpha)) }"
        }.joined(separator: "\n")
    }

    /// UIKit's colours (AppKit's `NSColor` is the same type here), `Color`'s initialisers from
    /// them and from a colour space, and `#colorLiteral`'s default type.
    static let systemColors = #"""
    /// A UIKit colour: red, green, blue and alpha components in sRGB; `Color(_:)` makes a SwiftUI colour of it.
    struct UIColor: Equatable {
        var _red: Double
        var _green: Double
        var _blue: Double
        var _alpha: Double
        /// The name of the UIKit class colour this is (`systemBackground`), which the dark
        /// appearance draws in its dark value; empty for a colour given by components.
        var _uiKitName: String = ""
        /// UIKit's class colour `name` with its light components.
        init(_uiKitName: String, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            self.init(red: red, green: green, blue: blue, alpha: alpha)
            self._uiKitName = _uiKitName
        }
        /// A colour from red, green and blue components (0…1) and an alpha.
        init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            _red = red
            _green = green
            _blue = blue
            _alpha = alpha
        }
        /// A grey: all three components equal to `white`.
        init(white: CGFloat, alpha: CGFloat) {
            self.init(red: white, green: white, blue: white, alpha: alpha)
        }
        /// A colour from hue, saturation and brightness (0…1).
        init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
            let color = Color(hue: hue, saturation: saturation, brightness: brightness, opacity: alpha)
            self.init(red: color._red, green: color._green, blue: color._blue, alpha: color._opacity)
        }
        /// A colour from an asset catalog, as `UIColor(named: "Brand")`: a cell has no asset
        /// catalog, so nil, as UIKit gives for a name it does not find.
        init?(named name: String) { return nil }
        /// The same colour with alpha `alpha`.
        func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
            UIColor(red: _red, green: _green, blue: _blue, alpha: alpha)
        }
    }
    extension UIColor: CustomStringConvertible {
        /// The colour as `Color` prints it (`#3C3C434A`).
        var description: String { Color(red: _red, green: _green, blue: _blue, opacity: _alpha).description }
    }
    /// AppKit's colour: the same colours as UIKit's here.
    typealias NSColor = UIColor

    extension Color {
        /// A colour from components in `colorSpace` (Display P3 is drawn as sRGB; linear
        /// components are converted to sRGB).
        init(_ colorSpace: Color.RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
            self.init(red: Color._encoded(red, colorSpace), green: Color._encoded(green, colorSpace),
                      blue: Color._encoded(blue, colorSpace), opacity: opacity)
        }
        /// A grey from a component in `colorSpace`.
        init(_ colorSpace: Color.RGBColorSpace, white: Double, opacity: Double = 1) {
            self.init(white: Color._encoded(white, colorSpace), opacity: opacity)
        }
        /// The SwiftUI colour of a UIKit colour; a class colour keeps its name (`UIColor.label`),
        /// so that it adapts to the appearance as `Color(.label)` does.
        init(_ color: UIColor) {
            self.init(red: color._red, green: color._green, blue: color._blue, opacity: color._alpha)
            if !color._uiKitName.isEmpty { _name = "UIColor." + color._uiKitName }
        }
        /// The SwiftUI colour of a UIKit colour.
        init(uiColor: UIColor) { self.init(uiColor) }
        /// The SwiftUI colour of an AppKit colour.
        init(nsColor: NSColor) { self.init(nsColor) }

        /// A component in sRGB: linear components through the sRGB transfer function.
        static func _encoded(_ value: Double, _ colorSpace: Color.RGBColorSpace) -> Double {
            guard colorSpace == .sRGBLinear else { return value }
            return value <= 0.0031308 ? 12.92 * value : 1.055 * pow(value, 1 / 2.4) - 0.055
        }
    }
    """# + "\nextension UIColor {\n" + uiKitColorMembers + "\n}\n"
}
