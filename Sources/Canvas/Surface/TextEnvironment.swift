/// Text attributes passed down the view tree by `.kerning`, `.tracking`, `.lineLimit`,
/// `.fontDesign`, `.monospaced`, `.underline`, `.strikethrough`, `.baselineOffset` and
/// `.minimumScaleFactor`, `.truncationMode` and `.dynamicTypeSize` on a view.
struct TextEnvironment {
    /// Points after each character.
    var spacing: Double?
    var lineLimit: Int?
    var design: Font.Design?
    /// The width of the font (`.fontWidth(_:)`), which wins over the font's own.
    var width: Font.Width?
    var isUnderlined = false
    var isStruckThrough = false
    var isUppercased = false
    /// Points text is raised above its baseline.
    var baselineOffset: Double?
    /// The least fraction of its size text may shrink to when it does not fit (1: it does not).
    var minimumScaleFactor = 1.0
    /// Where a cut line shows its "…".
    var truncationMode = TruncationMode.tail
    /// The Dynamic Type size text styles are drawn at (a preview's default, `.large`).
    var dynamicTypeSize = DynamicTypeSize.large

    /// The environment with `attribute` set (an inner modifier is applied after, so it wins).
    func setting(_ attribute: TextAttribute) -> TextEnvironment {
        var text = self
        switch attribute {
        case .kerning(let amount), .tracking(let amount): text.spacing = amount
        case .lineLimit(let limit): text.lineLimit = limit
        case .design(let design): text.design = design
        case .monospaced: text.design = .monospaced
        case .width(let width): text.width = width
        case .underline(let on): text.isUnderlined = on
        case .strikethrough(let on): text.isStruckThrough = on
        case .uppercased: text.isUppercased = true
        case .baselineOffset(let offset): text.baselineOffset = offset
        case .minimumScaleFactor(let factor): text.minimumScaleFactor = factor
        case .truncationMode(let mode): text.truncationMode = mode
        case .dynamicTypeSize(let range): text.dynamicTypeSize = dynamicTypeSize.clamped(to: range)
        }
        return text
    }
}

extension LayoutTreeBuilder {
    /// A text node for `runs`, each attribute the run leaves unset taken from the environment.
    func textNode(_ runs: [TextRun], environment: Environment) -> TextNode {
        let resolved = runs.map { run -> TextNode.Run in
            var font = run.font ?? environment.font
            if let weight = run.weight ?? environment.weightOverride { font.weight = weight }
            if run.isItalic || environment.isItalic { font.isItalic = true }
            if let design = run.design ?? environment.text.design { font.design = design }
            if let width = run.width ?? environment.text.width { font.width = width }
            font = font.sized(for: environment.text.dynamicTypeSize)
            let foreground = run.foreground.map { $0.substitutingForeground(environment.foreground) } ?? environment.foreground
            return TextNode.Run(string: environment.text.isUppercased ? run.string.uppercased() : run.string, font: font, foreground: foreground,
                                spacing: run.spacing ?? environment.text.spacing ?? 0,
                                isUnderlined: run.isUnderlined || environment.text.isUnderlined,
                                isStruckThrough: run.isStruckThrough || environment.text.isStruckThrough, image: run.image,
                                baselineOffset: run.baselineOffset ?? environment.text.baselineOffset ?? 0)
        }
        return TextNode(runs: resolved, alignment: environment.textAlignment, lineLimit: environment.text.lineLimit,
                        truncationMode: environment.text.truncationMode, minimumScaleFactor: environment.text.minimumScaleFactor,
                        isRedacted: environment.isRedacted)
    }
}
