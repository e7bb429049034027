/// `Text("… **bold** …")`: SwiftUI types a string literal given to `Text` as a
/// `LocalizedStringKey`, whose Markdown styles the text; a `String` value is shown as written.
extension Checker {
    /// The arguments that make `Text(literal)` read its Markdown (`init(_markdown:)`,
    /// `Prelude+TextMarkdown`), or nil where there is none to read: not one unlabelled string
    /// literal, an interpolated one, or one without a Markdown mark.
    func markdownTextArguments(_ decl: NominalDecl, _ arguments: [Argument]) -> [Argument]? {
        guard isLibraryText(decl), arguments.count == 1, arguments[0].label == nil,
              case .stringLiteral(let literal) = arguments[0].value.kind, let text = literal.staticText,
              text.contains(where: { "*_`~[\\".contains($0) }) else { return nil }
        return [Argument(label: Identifier("_markdown", range: arguments[0].range), value: arguments[0].value,
                         range: arguments[0].range)]
    }
}
