// MARK: - The dark appearance (`.preferredColorScheme(.dark)`)
// SwiftUI's and UIKit's adaptive colours in the dark appearance, sRGB, by the names `RGBA.named`
// and `RGBA.uiKit` use for their light values. Two sources, as for the light values:
// - the system colours are the HIG's "System colors", iOS default dark
//   (https://developer.apple.com/design/human-interface-guidelines/color#Specifications);
// - the element colours (`label`, `systemBackground`, `separator`, the fills) are the dark values
//   read from UIKit on iOS 13–17 and tabulated by Noah Gilmore's ColorCompatibility
//   (https://noahgilmore.com/blog/dark-mode-uicolor-compatibility/): label white, secondaryLabel
//   #EBEBF599, systemBackground black, secondarySystemBackground #1C1C1E …
// Fixed colours (`black`, `white`, `clear`, UIKit's `red` …) are the same in both appearances and
// are not listed.

extension RGBA {
    /// SwiftUI's `Color.primary` and the default foreground in the dark appearance: white.
    public static let darkPrimary = RGBA.white

    /// SwiftUI's named colours (`Color.blue`, `.primary`, `Color(.systemGray5)`'s greys) in the
    /// dark appearance, by the names of `RGBA.named`.
    public static let darkNamed: [String: RGBA] = {
        var colors: [String: RGBA] = [
            "red": bytes(255, 69, 58), "orange": bytes(255, 159, 10), "yellow": bytes(255, 214, 10),
            "green": bytes(48, 209, 88), "mint": bytes(102, 212, 207), "teal": bytes(64, 200, 224),
            "cyan": bytes(100, 210, 255), "blue": bytes(10, 132, 255), "indigo": bytes(94, 92, 230),
            "purple": bytes(191, 90, 242), "pink": bytes(255, 55, 95), "brown": bytes(172, 142, 104),
            "gray": bytes(142, 142, 147), "primary": darkPrimary, "secondary": bytes(235, 235, 245, alpha: 0.6),
            "systemGray2": bytes(99, 99, 102), "systemGray3": bytes(72, 72, 74), "systemGray4": bytes(58, 58, 60),
            "systemGray5": bytes(44, 44, 46), "systemGray6": bytes(28, 28, 30),
        ]
        colors["accentColor"] = colors["blue"]
        colors["systemGray"] = colors["gray"]
        return colors
    }()

    /// UIKit's adaptive colours (`UIColor.label`, `.systemBackground`, `.systemBlue`) in the dark
    /// appearance, by the names of `RGBA.uiKit`; its fixed colours (`UIColor.red`, `.black`) are
    /// not here, as they do not change.
    public static let darkUIKit: [String: RGBA] = {
        let label = bytes(235, 235, 245)
        var colors: [String: RGBA] = [
            "label": darkPrimary, "secondaryLabel": label.withOpacity(0.6),
            "tertiaryLabel": label.withOpacity(0.3), "quaternaryLabel": label.withOpacity(0.18),
            "placeholderText": label.withOpacity(0.3),
            "separator": bytes(84, 84, 88, alpha: 0.6), "opaqueSeparator": bytes(56, 56, 58),
            "link": bytes(9, 132, 255),
            "systemFill": bytes(120, 120, 128, alpha: 0.36), "secondarySystemFill": bytes(120, 120, 128, alpha: 0.32),
            "tertiarySystemFill": bytes(118, 118, 128, alpha: 0.24), "quaternarySystemFill": bytes(116, 116, 128, alpha: 0.18),
            "systemBackground": .black, "secondarySystemBackground": bytes(28, 28, 30),
            "tertiarySystemBackground": bytes(44, 44, 46),
            "systemGroupedBackground": .black, "secondarySystemGroupedBackground": bytes(28, 28, 30),
            "tertiarySystemGroupedBackground": bytes(44, 44, 46),
        ]
        // UIKit's system colours are SwiftUI's named ones (`systemBlue` is `Color.blue`).
        for (name, color) in darkNamed where !name.hasPrefix("system") && name != "primary" && name != "secondary" {
            colors["system" + name.prefix(1).uppercased() + name.dropFirst()] = color
        }
        for name in ["systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6"] { colors[name] = darkNamed[name] }
        colors["tintColor"] = darkNamed["blue"]
        colors["accentColor"] = darkNamed["blue"]
        colors.removeValue(forKey: "systemAccentColor")
        return colors
    }()

    /// The tints of SwiftUI's `Material`s in the dark appearance, by the names of
    /// `RGBA.materials`: a near-black grey at the light tints' opacities, so that a material
    /// over black reads as the dark grouped greys (`.regularMaterial` over black about 27,27,27,
    /// between systemBackground and secondarySystemBackground, as dark previews show it); bars a
    /// little darker. Estimates, as the light tints are: Apple publishes none.
    public static let darkMaterials: [String: RGBA] = [
        "ultraThinMaterial": bytes(37, 37, 37, alpha: 0.36),
        "thinMaterial": bytes(37, 37, 37, alpha: 0.55),
        "regularMaterial": bytes(37, 37, 37, alpha: 0.72),
        "thickMaterial": bytes(37, 37, 37, alpha: 0.86),
        "ultraThickMaterial": bytes(37, 37, 37, alpha: 0.93),
        "bar": bytes(22, 22, 22, alpha: 0.94),
    ]
}
