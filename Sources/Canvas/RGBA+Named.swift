import Geometry
import Foundation

// MARK: - SwiftUI's named colours
// SwiftUI's `Color.red` … resolve to the iOS system colours in the light appearance. The values are
// the sRGB components Apple lists in the Human Interface Guidelines, "Color" → "Specifications" →
// "System colors" (iOS, default light), as shipped in iOS 15–17:
// https://developer.apple.com/design/human-interface-guidelines/color#Specifications
// `gray` is systemGray; `primary` is the label colour (black); `secondary` is secondaryLabel
// (60, 60, 67) at 60% opacity (UIKit's `UIColor.secondaryLabel`, light appearance).

extension RGBA {
    /// A colour from 0…255 components, as the HIG tables list them.
    static func bytes(_ red: Double, _ green: Double, _ blue: Double, alpha: Double = 1) -> RGBA {
        RGBA(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    public static let red = bytes(255, 59, 48)
    public static let orange = bytes(255, 149, 0)
    public static let yellow = bytes(255, 204, 0)
    public static let green = bytes(52, 199, 89)
    public static let mint = bytes(0, 199, 190)
    public static let teal = bytes(48, 176, 199)
    public static let cyan = bytes(50, 173, 230)
    public static let blue = bytes(0, 122, 255)
    public static let indigo = bytes(88, 86, 214)
    public static let purple = bytes(175, 82, 222)
    public static let pink = bytes(255, 45, 85)
    public static let brown = bytes(162, 132, 94)
    public static let gray = bytes(142, 142, 147)
    /// SwiftUI's `Color.primary`: black in the light appearance, following the page in SVG.
    public static let primary = RGBA(red: 0, green: 0, blue: 0, semantic: .primary)
    /// SwiftUI's `Color.secondary` (secondaryLabel) in the light appearance, following the page in SVG.
    public static let secondary = RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6, semantic: .secondary)

    /// Every colour SwiftUI names as a static member of `Color`, plus UIKit's system greys
    /// (`Color(.systemGray5)`), by name.
    public static let named: [String: RGBA] = [
        "red": .red, "orange": .orange, "yellow": .yellow, "green": .green, "mint": .mint,
        "teal": .teal, "cyan": .cyan, "blue": .blue, "indigo": .indigo, "purple": .purple,
        "pink": .pink, "brown": .brown, "gray": .gray, "black": .black, "white": .white,
        "clear": .clear, "primary": .primary, "secondary": .secondary,
        // The default accent colour is blue.
        "accentColor": .blue,
        "systemGray": .gray,
        "systemGray2": bytes(174, 174, 178), "systemGray3": bytes(199, 199, 204),
        "systemGray4": bytes(209, 209, 214), "systemGray5": bytes(229, 229, 234),
        "systemGray6": bytes(242, 242, 247),
    ]

    /// A grey, as `Color(white:opacity:)`: all three components equal to `white`.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness (HSB/HSV), each in 0…1, as
    /// `Color(hue:saturation:brightness:opacity:)`. A hue of 1 is the same as 0.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6  // 0 ≤ h < 6: which of the six sectors
        let sector = h.clampedInt(to: 0...5)
        let f = h - Double(sector)
        let v = brightness
        let p = v * (1 - saturation)
        let q = v * (1 - saturation * f)
        let t = v * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }
}
