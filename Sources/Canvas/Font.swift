/// A text font: SwiftUI's `Font`, reduced to what a figure needs (size, weight, design, italic).
///
/// The text styles use the point sizes of Apple's Dynamic Type at the default "Large" content size
/// (Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes"): largeTitle 34,
/// title 28, title2 22, title3 20, headline 17 semibold, body 17, callout 16, subheadline 15,
/// footnote 13, caption 12, caption2 11. Glyphs come from DejaVu Sans (see `FontLibrary`), so
/// widths differ from San Francisco's; heights and sizes match.
public struct Font: Hashable, Sendable {
    /// How heavy the strokes are; DejaVu has two weights, so semibold and heavier draw bold.
    public enum Weight: Hashable, Sendable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// True for the weights drawn with DejaVu Sans Bold.
        public var isBold: Bool {
            switch self {
            case .semibold, .bold, .heavy, .black: true
            default: false
            }
        }
    }

    /// The family: SwiftUI's `Font.Design`, mapped to DejaVu Sans, Serif and Sans Mono.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// Points; setting it makes the font one of that fixed size (no longer a text style).
    public var size: Double { didSet { textStyle = nil } }
    public var weight: Weight
    public var design: Design
    public var isItalic: Bool
    /// The text style the font is, which Dynamic Type resizes (Font+DynamicType.swift); nil for
    /// a font of a fixed size (`.system(size:)`), which keeps its size, as on iOS.
    public var textStyle: TextStyle?
    /// How wide the letters are drawn (`Font.width(_:)`, `.fontWidth(_:)`; Font+Width.swift).
    public var width = Width.standard

    public init(size: Double, weight: Weight = .regular, design: Design = .default, isItalic: Bool = false,
                textStyle: TextStyle? = nil) {
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = isItalic
        self.textStyle = textStyle
    }

    /// `Font.system(size:weight:design:)`.
    public static func system(size: Double, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }

    public static let largeTitle = Font(size: 34, textStyle: .largeTitle)
    public static let title = Font(size: 28, textStyle: .title)
    public static let title2 = Font(size: 22, textStyle: .title2)
    public static let title3 = Font(size: 20, textStyle: .title3)
    public static let headline = Font(size: 17, weight: .semibold, textStyle: .headline)
    public static let body = Font(size: 17, textStyle: .body)
    public static let callout = Font(size: 16, textStyle: .callout)
    public static let subheadline = Font(size: 15, textStyle: .subheadline)
    public static let footnote = Font(size: 13, textStyle: .footnote)
    public static let caption = Font(size: 12, textStyle: .caption)
    public static let caption2 = Font(size: 11, textStyle: .caption2)

    /// The text styles by their SwiftUI names, for the interpreter's implicit members (`.footnote`).
    public static let textStyles: [String: Font] = [
        "largeTitle": .largeTitle, "title": .title, "title2": .title2, "title3": .title3,
        "headline": .headline, "body": .body, "callout": .callout, "subheadline": .subheadline,
        "footnote": .footnote, "caption": .caption, "caption2": .caption2,
    ]

    /// The same font in bold, as `Font.bold()`.
    public func bold() -> Font { weight(.bold) }

    /// The same font with `weight`, as `Font.weight(_:)`.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// The same font slanted, as `Font.italic()`.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }
}
