/// Markdown in a `LocalizedStringKey` literal: SwiftUI reads `**bold**`, `*italic*`, `` `code` ``,
/// `~~struck~~` and `[link](url)` in a key, so in every title that takes one (`Text("…")`,
/// `Button("**Go**") {}`, `Label("…", systemImage:)`); a `String` value is shown as written.
/// This is the one place that decides: the key literal is made by `init(_markdown:)`
/// (`Prelude+TextMarkdown`), whose runs `Text(key)` draws.
extension Checker {
    /// The argument that makes the library's `LocalizedStringKey` from `literal` reading its
    /// Markdown (`_markdown:`), or nil where there is none to read: an interpolated literal, or
    /// one without a Markdown mark (made by `init(stringLiteral:)`, as any key).
    func markdownKeyArgument(_ literal: StringLiteral, _ decl: NominalDecl, range: SourceRange) -> Argument? {
        guard isLibraryLocalizedStringKey(decl), let text = literal.staticText,
              text.contains(where: { "*_`~[\\".contains($0) }) else { return nil }
        let value = Expr(id: NodeID(0), range: range, kind: .stringLiteral(literal))
        return Argument(label: Identifier("_markdown", range: range), value: value, range: range)
    }
}
