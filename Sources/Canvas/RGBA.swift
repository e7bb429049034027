/// A colour in sRGB with straight (not premultiplied) alpha, each component in 0…1.
///
/// A colour may stand for one of SwiftUI's semantic colours (`semantic`): its components are that
/// colour's light appearance, which the PNG and PDF draw, while the SVG lets it follow the page
/// (`currentColor`), so figures stay readable in dark themes.
public struct RGBA: Hashable, Sendable {
    public var red, green, blue, alpha: Double
    /// The semantic colour this is, if any (`Color.primary`, `Color.secondary`, the default
    /// foreground); nil for a fixed colour.
    public var semantic: SemanticColor?

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1, semantic: SemanticColor? = nil) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        self.semantic = semantic
    }

    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = RGBA(red: 0, green: 0, blue: 0)
    public static let white = RGBA(red: 1, green: 1, blue: 1)

    /// The same colour with its alpha multiplied by `opacity` (still the same semantic colour).
    public func withOpacity(_ opacity: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha * opacity, semantic: semantic)
    }
}

/// SwiftUI's colours that adapt to the appearance: the label colours.
public enum SemanticColor: Hashable, Sendable {
    /// `Color.primary` and the default foreground: black on a light page, white on a dark one.
    case primary
    /// `Color.secondary` (secondaryLabel): the primary colour at 60% opacity, tinted.
    case secondary
}
