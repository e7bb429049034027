extension Prelude {
    /// Fonts and the text modifiers, and `#Preview`'s content.
    static let text = #"""
    /// A font: one of SwiftUI's text styles, or a system font of a size, weight and design.
    struct Font {
        /// The weight of a font.
        enum Weight { case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
        /// The design of a system font.
        enum Design { case `default`, serif, rounded, monospaced }
        var _style: String
        var _size: Double
        var _weight: Font.Weight
        var _design: Font.Design
        /// The system font of `size` points.
        static func system(size: Double, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font {
            Font(_style: "", _size: size, _weight: weight, _design: design)
        }
        static var largeTitle: Font { Font(_style: "largeTitle", _size: 0, _weight: .regular, _design: .default) }
        static var title: Font { Font(_style: "title", _size: 0, _weight: .regular, _design: .default) }
        static var title2: Font { Font(_style: "title2", _size: 0, _weight: .regular, _design: .default) }
        static var title3: Font { Font(_style: "title3", _size: 0, _weight: .regular, _design: .default) }
        static var headline: Font { Font(_style: "headline", _size: 0, _weight: .regular, _design: .default) }
        static var body: Font { Font(_style: "body", _size: 0, _weight: .regular, _design: .default) }
        static var callout: Font { Font(_style: "callout", _size: 0, _weight: .regular, _design: .default) }
        static var subheadline: Font { Font(_style: "subheadline", _size: 0, _weight: .regular, _design: .default) }
        static var footnote: Font { Font(_style: "footnote", _size: 0, _weight: .regular, _design: .default) }
        static var caption: Font { Font(_style: "caption", _size: 0, _weight: .regular, _design: .default) }
        static var caption2: Font { Font(_style: "caption2", _size: 0, _weight: .regular, _design: .default) }
    }

    /// How the lines of wrapped text line up.
    enum TextAlignment { case leading, center, trailing }

    /// What a text modifier does.
    enum _TextModifier {
        case font(Font)
        case weight(Font.Weight)
        case italic
        case alignment(TextAlignment)
    }
    /// A view with a text modifier applied.
    struct _TextModifiedView: View {
        var content: any View
        var modifier: _TextModifier
    }

    extension View {
        /// The font of text inside.
        func font(_ font: Font) -> some View { _TextModifiedView(content: self, modifier: .font(font)) }
        /// The weight of text inside.
        func fontWeight(_ weight: Font.Weight) -> some View { _TextModifiedView(content: self, modifier: .weight(weight)) }
        /// Text inside in bold.
        func bold() -> some View { _TextModifiedView(content: self, modifier: .weight(.bold)) }
        /// Text inside slanted.
        func italic() -> some View { _TextModifiedView(content: self, modifier: .italic) }
        /// How the lines of wrapped text inside line up.
        func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
            _TextModifiedView(content: self, modifier: .alignment(alignment))
        }
    }

    /// The content of `#Preview { … }`: the cell's figure.
    func _preview(_ title: String = "", @ViewBuilder content: () -> _ViewList) -> _ViewList { content() }
    """#
}
