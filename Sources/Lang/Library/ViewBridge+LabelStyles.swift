import Canvas

extension ViewBridge {
    /// A label in the enclosing `.labelStyle` other than the default: what the style's
    /// `makeBody(configuration:)` returns for the label's title and icon (the body's own labels,
    /// `Label(configuration)`, are drawn as usual). Nil when no such style encloses it, so the
    /// label is drawn as a library control.
    func styledLabel(title: Value, icon: Value, depth: Int) throws -> Canvas.View? {
        guard let style = styles[.label], let (decl, _) = structure(style),
              !Self.defaultLabelStyles.contains(types.libraryName(of: decl) ?? "") else { return nil }
        guard let configuration = types.declarations["LabelStyleConfiguration"],
              let content = types.declarations["_ViewModifierContent"],
              let body = try invoke("makeBody(configuration:)", on: style, decl: decl, arguments: [
                  .structValue(configuration, [.structValue(content, [title]), .structValue(content, [icon])]),
              ]) else { throw failure("'\(decl.name)' has no makeBody(configuration:)") }
        var plain = self
        plain.styles[.label] = nil
        return try plain.view(body, depth: depth + 1)
    }

    /// The library's label styles (Prelude+LabelStyles) that draw a label as the library control does.
    static let defaultLabelStyles: Set<String> = ["DefaultLabelStyle", "TitleAndIconLabelStyle"]
}
