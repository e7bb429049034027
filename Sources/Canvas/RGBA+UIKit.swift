// MARK: - UIKit's colours, for `Color(.systemTeal)`, `Color(uiColor: .label)`, `Color(UIColor.red)`
// Light appearance, sRGB. Two sources:
// - The system colours (`systemRed` … `systemGray6`) are the values of Apple's Human Interface
//   Guidelines, "Color" → "Specifications" → "System colors", iOS default light
//   (https://developer.apple.com/design/human-interface-guidelines/color#Specifications), the same
//   as SwiftUI's named colours in RGBA+Named.swift.
// - Apple's UIColor documentation ("UI element colors") names the element colours (`label`,
//   `separator`, `systemGroupedBackground` …) but publishes no values; the values here are the
//   ones read from UIKit on iOS 13–17 and tabulated by Noah Gilmore
//   (https://noahgilmore.com/blog/dark-mode-uicolor-compatibility/, the ColorCompatibility
//   library), which other public code repeats (label #000000, secondaryLabel #3C3C4399,
//   separator #3C3C4349, systemFill #78788033 …).
// - UIKit's fixed colours (`UIColor.red`, `.cyan`, `.lightGray` …) are the component values its
//   class properties document (red is 1, 0, 0; lightGray is white 2/3 …), which differ from
//   SwiftUI's: `Color(UIColor.cyan)` is pure cyan, `Color.cyan` is the system cyan.

extension RGBA {
    /// Every `UIColor` class colour by name, light appearance.
    public static let uiKit: [String: RGBA] = {
        var colors: [String: RGBA] = [
            // System colours (HIG).
            "systemRed": .red, "systemOrange": .orange, "systemYellow": .yellow, "systemGreen": .green,
            "systemMint": .mint, "systemTeal": .teal, "systemCyan": .cyan, "systemBlue": .blue,
            "systemIndigo": .indigo, "systemPurple": .purple, "systemPink": .pink, "systemBrown": .brown,
            "systemGray": .gray, "systemGray2": bytes(174, 174, 178), "systemGray3": bytes(199, 199, 204),
            "systemGray4": bytes(209, 209, 214), "systemGray5": bytes(229, 229, 234), "systemGray6": bytes(242, 242, 247),
            // Element colours (measured values, see above).
            "label": .black, "secondaryLabel": bytes(60, 60, 67, alpha: 0.6),
            "tertiaryLabel": bytes(60, 60, 67, alpha: 0.3), "quaternaryLabel": bytes(60, 60, 67, alpha: 0.18),
            "placeholderText": bytes(60, 60, 67, alpha: 0.3),
            "separator": bytes(60, 60, 67, alpha: 0.29), "opaqueSeparator": bytes(198, 198, 200),
            "link": .blue, "tintColor": .blue,
            "systemFill": bytes(120, 120, 128, alpha: 0.2), "secondarySystemFill": bytes(120, 120, 128, alpha: 0.16),
            "tertiarySystemFill": bytes(118, 118, 128, alpha: 0.12), "quaternarySystemFill": bytes(116, 116, 128, alpha: 0.08),
            "systemBackground": .white, "secondarySystemBackground": bytes(242, 242, 247),
            "tertiarySystemBackground": .white,
            "systemGroupedBackground": bytes(242, 242, 247), "secondarySystemGroupedBackground": .white,
            "tertiarySystemGroupedBackground": bytes(242, 242, 247),
            "darkText": .black, "lightText": RGBA(white: 1, alpha: 0.6),
            // UIKit's fixed colours (UIColor's class properties).
            "black": .black, "white": .white, "clear": .clear,
            "darkGray": RGBA(white: 1.0 / 3), "lightGray": RGBA(white: 2.0 / 3), "gray": RGBA(white: 0.5),
            "red": RGBA(red: 1, green: 0, blue: 0), "green": RGBA(red: 0, green: 1, blue: 0),
            "blue": RGBA(red: 0, green: 0, blue: 1), "cyan": RGBA(red: 0, green: 1, blue: 1),
            "yellow": RGBA(red: 1, green: 1, blue: 0), "magenta": RGBA(red: 1, green: 0, blue: 1),
            "orange": RGBA(red: 1, green: 0.5, blue: 0), "purple": RGBA(red: 0.5, green: 0, blue: 0.5),
            "brown": RGBA(red: 0.6, green: 0.4, blue: 0.2),
        ]
        colors["accentColor"] = .blue
        return colors
    }()

    /// The colour of `Color.tint` and `.accentColor` with no tint set: the default accent, system blue.
    public static let accent = RGBA.blue

    /// The tints of SwiftUI's `Material`s, drawn over what lies behind them blurred
    /// (`materialBlurRadii`, `ShapeStyle.material`).
    ///
    /// Each is its light-appearance tint: a near-white at the opacity that gives a material its
    /// weight, from `ultraThin` (most see-through) to `ultraThick`; `bar` is the tint of
    /// navigation and tab bars. These opacities are estimates chosen to match the lightness of the
    /// materials over a white and a black background in iOS 17 screenshots, not published values.
    public static let materials: [String: RGBA] = [
        "ultraThinMaterial": bytes(246, 246, 246, alpha: 0.36),
        "thinMaterial": bytes(246, 246, 246, alpha: 0.55),
        "regularMaterial": bytes(246, 246, 246, alpha: 0.72),
        "thickMaterial": bytes(246, 246, 246, alpha: 0.86),
        "ultraThickMaterial": bytes(246, 246, 246, alpha: 0.93),
        "bar": bytes(249, 249, 249, alpha: 0.94),
    ]

    /// How much each material blurs what lies behind it: the Gaussian's standard deviation in
    /// points, growing with the material's thickness. Apple publishes none; these are estimates
    /// from how far detail behind iOS 17's materials spreads in screenshots (a thin line behind
    /// `.regularMaterial` spreads over about 30 points).
    public static let materialBlurRadii: [String: Double] = [
        "ultraThinMaterial": 8, "thinMaterial": 10, "regularMaterial": 12, "thickMaterial": 15,
        "ultraThickMaterial": 18, "bar": 12,
    ]
}
