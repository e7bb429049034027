import Canvas

extension ViewBridge {
    /// A toggle in the enclosing `.toggleStyle` of the program's own: what the style's
    /// `makeBody(configuration:)` returns for the toggle's label and binding (the body's own
    /// toggles, `Toggle(configuration)`, are drawn in the default style). Nil when no style of
    /// the program's own encloses it, so the toggle is drawn as a library control.
    func styledToggle(label: Value, isOn: Value, depth: Int) throws -> Canvas.View? {
        guard let style = styles[.toggle], let (decl, _) = structure(style),
              Self.builtinToggleStyles[types.libraryName(of: decl) ?? ""] == nil else { return nil }
        guard let configuration = types.declarations["ToggleStyleConfiguration"],
              let content = types.declarations["_ViewModifierContent"],
              let body = try invoke("makeBody(configuration:)", on: style, decl: decl, arguments: [
                  .structValue(configuration, [.structValue(content, [label]), isOn]),
              ]) else { throw failure("'\(decl.name)' has no makeBody(configuration:)") }
        var plain = self
        plain.styles[.toggle] = nil
        return try plain.view(body, depth: depth + 1)
    }

    /// How Canvas draws a toggle in the enclosing library style (`.switch`, `.button`,
    /// `.automatic`): a switch unless the style is the button one.
    func builtinToggleStyle() throws -> Control.ToggleStyle {
        guard let style = styles[.toggle], let (decl, _) = structure(style) else { return .automatic }
        return Self.builtinToggleStyles[types.libraryName(of: decl) ?? ""] ?? .automatic
    }

    /// The library's toggle styles (Prelude+ToggleStyles) by name, as Canvas draws them.
    static let builtinToggleStyles: [String: Control.ToggleStyle] = [
        "DefaultToggleStyle": .automatic, "SwitchToggleStyle": .automatic, "ButtonToggleStyle": .button,
    ]
}
