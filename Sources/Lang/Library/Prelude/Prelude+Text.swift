extension Prelude {
    /// `Text`, fonts and the text modifiers, and `#Preview`'s content.
    static let text = #"""
    /// A font: one of SwiftUI's text styles, or a system font of a size, weight and design,
    /// with the changes asked for (bold, italic, another weight or design).
    struct Font {
        /// The weight of a font.
        enum Weight { case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
        /// The design of a system font.
        enum Design { case `default`, serif, rounded, monospaced }
        /// The text styles, each with iOS's default size and weight.
        enum TextStyle { case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2 }
        /// How far apart the lines of a font are (a figure keeps the font's own spacing).
        enum Leading { case standard, tight, loose }
        /// How wide a font's letters are (iOS 16's `Font.Width`).
        enum Width { case compressed, condensed, standard, expanded }
        var _style: String
        var _size: Double
        var _weight: Font.Weight?
        var _design: Font.Design?
        var _isItalic: Bool
        var _width: Font.Width? = nil
        /// The system font of `size` points.
        static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
            Font(_style: "", _size: size, _weight: weight, _design: design, _isItalic: false)
        }
        /// The system font of a text style, in another design or weight when given.
        static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
            Font(_style: "\(style)", _size: 0, _weight: weight, _design: design, _isItalic: false)
        }
        static func _textStyle(_ name: String) -> Font {
            Font(_style: name, _size: 0, _weight: nil, _design: nil, _isItalic: false)
        }
        static var largeTitle: Font { _textStyle("largeTitle") }
        static var title: Font { _textStyle("title") }
        static var title2: Font { _textStyle("title2") }
        static var title3: Font { _textStyle("title3") }
        static var headline: Font { _textStyle("headline") }
        static var body: Font { _textStyle("body") }
        static var callout: Font { _textStyle("callout") }
        static var subheadline: Font { _textStyle("subheadline") }
        static var footnote: Font { _textStyle("footnote") }
        static var caption: Font { _textStyle("caption") }
        static var caption2: Font { _textStyle("caption2") }
        /// The same font in bold.
        func bold() -> Font { weight(.bold) }
        /// The same font in another weight.
        func weight(_ weight: Font.Weight) -> Font {
            var font = self
            font._weight = weight
            return font
        }
        /// The same font slanted.
        func italic() -> Font {
            var font = self
            font._isItalic = true
            return font
        }
        /// The same font in the monospaced design.
        func monospaced() -> Font {
            var font = self
            font._design = .monospaced
            return font
        }
        /// The same font (its digits are drawn as they are).
        func monospacedDigit() -> Font { self }
        /// The same font (small capitals are not drawn differently).
        func smallCaps() -> Font { self }
        /// The same font (line spacing is the font's own).
        func leading(_ leading: Font.Leading) -> Font { self }
        /// The same font at `width`: the standard face drawn narrower or wider.
        func width(_ width: Font.Width) -> Font {
            var font = self
            font._width = width
            return font
        }
    }

    /// How the lines of wrapped text line up.
    enum TextAlignment { case leading, center, trailing }

    /// What a text modifier does.
    enum _TextModifier {
        case font(Font)
        case weight(Font.Weight)
        case italic
        case alignment(TextAlignment)
        case foreground(any ShapeStyle)
        case kerning(CGFloat)
        case tracking(CGFloat)
        case lineLimit(Int?)
        case minimumScaleFactor(CGFloat)
        case truncationMode(Text.TruncationMode)
        case design(Font.Design?)
        case width(Font.Width?)
        case monospaced(Bool)
        case underline(Bool)
        case strikethrough(Bool)
        case baselineOffset(CGFloat)
        /// A `DynamicTypeSize`, or a range of them (closed, half-open or one-sided).
        case dynamicTypeSize(Any)
    }
    /// A view with a text modifier applied.
    struct _TextModifiedView: View {
        var content: any View
        var modifier: _TextModifier
    }

    /// The key of a localized string: what a string literal given to `Text` becomes, whose
    /// interpolations may also format a number with `specifier:` and put a `Text` or an `Image`
    /// in the text as a run of its own (`Checker+KeyInterpolation`). There are no string tables
    /// here, so a key shows as its own text.
    struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
        var _key: String
        /// The runs of a literal that interpolates a `Text` or an `Image`, each keeping its own
        /// style; empty for a key that is one string.
        var _parts: [Text]
        /// The key `value`, whose Markdown styles the text showing it, as a literal's does.
        init(_ value: String) { self.init(_markdown: value) }
        /// The key written as a string literal.
        init(stringLiteral value: String) { self.init(_key: value, _parts: []) }
        init(_key: String, _parts: [Text]) {
            self._key = _key
            self._parts = _parts
        }
        /// Keys are equal when their text is (the runs' styles are not compared).
        static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool { lhs._key == rhs._key }
    }

    /// Text in the environment's font and foreground style: a sequence of runs, each a string
    /// or an image with its own modifiers. One run is a string or an image; several are the
    /// texts joined with `+` or interpolated in a key literal, and modifiers on the whole apply
    /// to each run that has not set the same attribute itself.
    struct Text: View {
        var _string: String
        var _parts: [Text]
        var _modifiers: [_TextModifier]
        /// The image this run is (`Text(image)`), nil for characters.
        var _image: Image?
        /// Text showing the string of a localized string key (a string literal): the key itself,
        /// as there are no string tables here to look `tableName` up in, in the runs its literal
        /// interpolated (`Text("\(Image(systemName: "star")) 4.5")`).
        init(_ key: LocalizedStringKey, tableName: String? = nil) {
            self.init(_string: key._key, _parts: key._parts, _modifiers: [])
        }
        /// Text showing a string's `content` as written (SwiftUI ranks it below the key's, so a
        /// string literal is a key).
        @_disfavoredOverload init<S: StringProtocol>(_ content: S) {
            self.init(_string: String(content), _parts: [], _modifiers: [])
        }
        /// Text showing `content` exactly as written.
        init(verbatim content: String) {
            self.init(_string: content, _parts: [], _modifiers: [])
        }
        /// Text showing `image` inline, sized by the font (an SF Symbol's placeholder) and tinted
        /// by the foreground style, as one character of the text.
        init(_ image: Image) {
            self.init(_string: "", _parts: [], _modifiers: [], _image: image)
        }
        init(_string: String, _parts: [Text], _modifiers: [_TextModifier], _image: Image? = nil) {
            self._string = _string
            self._parts = _parts
            self._modifiers = _modifiers
            self._image = _image
        }
        /// The two texts as one, each keeping its own style.
        static func + (lhs: Text, rhs: Text) -> Text { Text(_string: "", _parts: [lhs, rhs], _modifiers: []) }
        func _with(_ modifier: _TextModifier) -> Text {
            Text(_string: _string, _parts: _parts, _modifiers: _modifiers + [modifier], _image: _image)
        }
        /// The text in `font`.
        func font(_ font: Font?) -> Text { font.map { _with(.font($0)) } ?? self }
        /// The text in `weight`.
        func fontWeight(_ weight: Font.Weight?) -> Text { weight.map { _with(.weight($0)) } ?? self }
        /// The text in bold.
        func bold() -> Text { _with(.weight(.bold)) }
        /// The text in bold when `isActive`.
        func bold(_ isActive: Bool) -> Text { isActive ? _with(.weight(.bold)) : self }
        /// The text slanted.
        func italic() -> Text { _with(.italic) }
        /// The text slanted when `isActive`.
        func italic(_ isActive: Bool) -> Text { isActive ? _with(.italic) : self }
        /// The text in the monospaced design.
        func monospaced(_ isActive: Bool = true) -> Text { _with(.monospaced(isActive)) }
        /// The text with its digits all one width, as a clock's or a counter's: the library's
        /// default face (DejaVu Sans) already draws them so, so the text is as it is.
        func monospacedDigit() -> Text { self }
        /// The text in `design`.
        func fontDesign(_ design: Font.Design?) -> Text { _with(.design(design)) }
        /// The text at `width` (nil: the standard width): the standard face drawn narrower or wider.
        func fontWidth(_ width: Font.Width?) -> Text { _with(.width(width)) }
        /// The text in `color`.
        func foregroundColor(_ color: Color?) -> Text { color.map { _with(.foreground($0)) } ?? self }
        /// The text painted with `style`.
        func foregroundStyle(_ style: any ShapeStyle) -> Text { _with(.foreground(style)) }
        /// `kerning` points added between characters.
        func kerning(_ kerning: CGFloat) -> Text { _with(.kerning(kerning)) }
        /// `tracking` points added after each character.
        func tracking(_ tracking: CGFloat) -> Text { _with(.tracking(tracking)) }
        /// A line under the text.
        func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { _with(.underline(isActive)) }
        /// A line through the text.
        func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { _with(.strikethrough(isActive)) }
        /// The text drawn `baselineOffset` points above the line's baseline (below when negative).
        func baselineOffset(_ baselineOffset: CGFloat) -> Text { _with(.baselineOffset(baselineOffset)) }
        /// Where a line cut to fit its width shows the "…" (`.truncationMode(_:)`).
        enum TruncationMode { case head, tail, middle }
    }

    extension View {
        /// The font of text inside.
        func font(_ font: Font?) -> some View { _TextModifiedView(content: self, modifier: .font(font ?? .body)) }
        /// The weight of text inside.
        func fontWeight(_ weight: Font.Weight?) -> some View { _TextModifiedView(content: self, modifier: .weight(weight ?? .regular)) }
        /// Text inside in bold.
        func bold() -> some View { _TextModifiedView(content: self, modifier: .weight(.bold)) }
        /// Text inside slanted.
        func italic() -> some View { _TextModifiedView(content: self, modifier: .italic) }
        /// Text inside in the monospaced design.
        func monospaced(_ isActive: Bool = true) -> some View { _TextModifiedView(content: self, modifier: .monospaced(isActive)) }
        /// Text inside with its digits all one width (iOS 15): the library's default face
        /// (DejaVu Sans) already draws them so, so the view is as it is.
        func monospacedDigit() -> some View { self }
        /// The design of text inside.
        func fontDesign(_ design: Font.Design?) -> some View { _TextModifiedView(content: self, modifier: .design(design)) }
        /// Text inside at `width` (nil: the standard width): the standard face drawn narrower or wider.
        func fontWidth(_ width: Font.Width?) -> some View { _TextModifiedView(content: self, modifier: .width(width)) }
        /// How the lines of wrapped text inside line up.
        func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
            _TextModifiedView(content: self, modifier: .alignment(alignment))
        }
        /// `kerning` points added between the characters of text inside.
        func kerning(_ kerning: CGFloat) -> some View { _TextModifiedView(content: self, modifier: .kerning(kerning)) }
        /// `tracking` points added after each character of text inside.
        func tracking(_ tracking: CGFloat) -> some View { _TextModifiedView(content: self, modifier: .tracking(tracking)) }
        /// At most `number` lines of text inside (nil: no limit); cut text ends in "…".
        func lineLimit(_ number: Int?) -> some View { _TextModifiedView(content: self, modifier: .lineLimit(number)) }
        /// Text inside that does not fit the width it is offered drawn smaller, down to `factor`
        /// of its size (a number from 0 to 1).
        func minimumScaleFactor(_ factor: CGFloat) -> some View {
            _TextModifiedView(content: self, modifier: .minimumScaleFactor(factor))
        }
        /// Where a line of text inside that is cut to fit shows its "…" (the end by default).
        func truncationMode(_ mode: Text.TruncationMode) -> some View {
            _TextModifiedView(content: self, modifier: .truncationMode(mode))
        }
        /// A line under text inside.
        func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
            _TextModifiedView(content: self, modifier: .underline(isActive))
        }
        /// A line through text inside.
        func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
            _TextModifiedView(content: self, modifier: .strikethrough(isActive))
        }
        /// Text inside drawn `baselineOffset` points above its line's baseline.
        func baselineOffset(_ baselineOffset: CGFloat) -> some View {
            _TextModifiedView(content: self, modifier: .baselineOffset(baselineOffset))
        }
    }

    /// The content of `#Preview { … }`: the cell's figure.
    func _preview(_ title: String = "", @ViewBuilder content: () -> _ViewList) -> _ViewList { content() }
    """#
}
