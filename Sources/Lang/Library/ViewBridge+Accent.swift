import Canvas

extension ViewBridge {
    /// `.accentColor(color)`: the content bridged with `Color.accentColor` painting `color`
    /// (nil: the system accent), and the controls inside in it where no tint is set, as SwiftUI's
    /// environment gives the views inside it.
    func accentColorView(_ fields: [Value], depth: Int) throws -> Canvas.View {
        var inner = self
        if case .null = try field(fields, 1) {
            inner.controlTint.accent = nil
        } else {
            inner.controlTint.accent = try rgba(field(fields, 1))
        }
        return try inner.view(field(fields, 0), depth: depth + 1).surfaceModifier(.accentColor(inner.controlTint.accent))
    }
}
