/// Markdown in a `LocalizedStringKey` literal: SwiftUI reads `**bold**`, `*italic*`, `` `code` ``,
/// `~~struck~~` and `[link](url)` in a key, so in every title that takes one (`Text("…")`,
/// `Button("**Go**") {}`, `Label("…", systemImage:)`); a `String` value is shown as written.
/// This is the one place that decides: the key literal is made by `init(_markdown:)`, or for an
/// interpolated one `init(_markdownFormat:_arguments:)` (`Prelude+TextMarkdown`), whose runs
/// `Text(key)` draws.
extension Checker {
    /// The argument that makes the library's `LocalizedStringKey` from `literal` reading its
    /// Markdown (`_markdown:`), or nil where there is none to read: an interpolated literal, or
    /// one without a Markdown mark (made by `init(stringLiteral:)`, as any key).
    func markdownKeyArgument(_ literal: StringLiteral, _ decl: NominalDecl, range: SourceRange) -> Argument? {
        guard isLibraryLocalizedStringKey(decl), let text = literal.staticText, hasMarkdownMark(text) else { return nil }
        let value = Expr(id: NodeID(0), range: range, kind: .stringLiteral(literal))
        return Argument(label: Identifier("_markdown", range: range), value: value, range: range)
    }

    /// The arguments of `init(_markdownFormat:_arguments:)` for an interpolated key literal whose
    /// own text has a Markdown mark: SwiftUI reads the Markdown of the key's format
    /// (`"**%@** has *%lld* items"`) and puts each interpolated value in as written. The format
    /// here has the character U+E000 + i for the i-th interpolation, and each interpolation is a
    /// key literal of its own (`"\(n)"`, `"\(x, specifier: "%.1f")"`, `"\(Text("a").bold())"`),
    /// so it is described, formatted or kept as a run as in any key. Nil for a literal without a
    /// mark, or whose text has such a character itself (then read as written, as before).
    func markdownKeyInterpolation(_ literal: StringLiteral, range: SourceRange) -> [Argument]? {
        var format = ""
        var keys: [Expr] = []
        for segment in literal.segments {
            switch segment {
            case .text(let text):
                guard !text.unicodeScalars.contains(where: { Checker.markdownPlaceholders.contains($0.value) }) else { return nil }
                format += text
            case .interpolation(_, let segmentRange):
                guard let placeholder = Unicode.Scalar(Checker.markdownPlaceholders.lowerBound + UInt32(keys.count)),
                      Checker.markdownPlaceholders.contains(placeholder.value) else { return nil }
                format.unicodeScalars.append(placeholder)
                let single = StringLiteral(segments: [segment], isMultiline: false, rawDelimiterCount: 0)
                keys.append(Expr(id: NodeID(0), range: segmentRange, kind: .stringLiteral(single)))
            }
        }
        guard hasMarkdownMark(format) else { return nil }
        let formatLiteral = StringLiteral(segments: [.text(format)], isMultiline: false, rawDelimiterCount: 0)
        return [
            Argument(label: Identifier("_markdownFormat", range: range),
                     value: Expr(id: NodeID(0), range: range, kind: .stringLiteral(formatLiteral)), range: range),
            Argument(label: Identifier("_arguments", range: range),
                     value: Expr(id: NodeID(0), range: range, kind: .array(keys)), range: range),
        ]
    }

    /// The characters standing for a key's interpolations in its Markdown format (the Private
    /// Use Area, which a literal's own text does not have).
    static let markdownPlaceholders: ClosedRange<UInt32> = 0xE000...0xF8FF

    /// Whether `text` has a character that may begin or escape a Markdown span.
    private func hasMarkdownMark(_ text: String) -> Bool {
        text.contains(where: { "*_`~[\\".contains($0) })
    }
}
