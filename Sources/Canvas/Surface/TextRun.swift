/// One run of a `Text` made of several (`Text("Hello ").bold() + Text("world").foregroundColor(.red)`):
/// its characters and the attributes its own modifiers set. Attributes left nil come from the
/// environment when the text is laid out, as SwiftUI resolves a `Text`'s font and colour.
public struct TextRun {
    public var string: String
    /// `.font(_:)` on this run.
    public var font: Font?
    /// `.fontWeight(_:)` / `.bold()` on this run: wins over the run's font's weight.
    public var weight: Font.Weight?
    /// `.italic()` on this run.
    public var isItalic = false
    /// `.fontDesign(_:)` / `.monospaced()` on this run.
    public var design: Font.Design?
    /// `.fontWidth(_:)` on this run.
    public var width: Font.Width?
    /// `.foregroundColor(_:)` / `.foregroundStyle(_:)` on this run.
    public var foreground: ShapeStyle?
    /// `.kerning(_:)` / `.tracking(_:)` on this run: points after each character.
    public var spacing: Double?
    public var isUnderlined = false
    public var isStruckThrough = false
    /// `.baselineOffset(_:)` on this run: points above the line's baseline.
    public var baselineOffset: Double?
    /// The image this run is (`Text(Image(…))`), laid out as one character of the text; its
    /// string is then U+FFFC, the object replacement character, as an attributed string holds
    /// an attachment.
    public var image: InlineImage?

    public init(_ string: String) {
        self.string = string
    }

    /// A run that is `image`, inline in the text.
    public init(image: InlineImage) {
        self.string = TextRun.objectReplacement
        self.image = image
    }

    /// What an image run's string holds: U+FFFC.
    public static let objectReplacement = "\u{FFFC}"
}

extension View {
    /// The view as text runs when it is a `Text` (plain or styled) with only text modifiers
    /// (font, weight, italic, colour, kerning, tracking, design, underline, strikethrough);
    /// nil for any other view. `Text + Text` concatenates these.
    public var textRuns: [TextRun]? {
        switch self {
        case .text(let string):
            return [TextRun(string)]
        case .surface(.styledText(let runs)):
            return runs
        case .modified(let inner, let modifier):
            guard var runs = inner.textRuns else { return nil }
            // Inner modifiers were applied first and win, as SwiftUI's innermost attribute does.
            for index in runs.indices {
                guard runs[index].apply(modifier) else { return nil }
            }
            return runs
        default:
            return nil
        }
    }
}

extension TextRun {
    /// Sets what `modifier` sets, where the run has not set it yet; false for a modifier that is
    /// not a text attribute (the view is then no longer a `Text`).
    mutating func apply(_ modifier: ViewModifier) -> Bool {
        switch modifier {
        case .font(let font): if self.font == nil { self.font = font }
        case .fontWeight(let weight): if self.weight == nil { self.weight = weight }
        case .italic: isItalic = true
        case .foregroundStyle(let style): if foreground == nil { foreground = style }
        case .surface(.text(let attribute)):
            switch attribute {
            case .kerning(let amount), .tracking(let amount): if spacing == nil { spacing = amount }
            case .design(let design): if self.design == nil { self.design = design }
            case .monospaced: if design == nil { design = .monospaced }
            case .width(let width): if self.width == nil { self.width = width }
            case .underline(let on): isUnderlined = isUnderlined || on
            case .strikethrough(let on): isStruckThrough = isStruckThrough || on
            case .uppercased: string = string.uppercased()
            case .baselineOffset(let offset): if baselineOffset == nil { baselineOffset = offset }
            case .lineLimit, .truncationMode, .minimumScaleFactor, .dynamicTypeSize: return false
            }
        default: return false
        }
        return true
    }
}
