import Canvas

extension ViewBridge {
    /// A `Color` of a UIKit class colour (`Color(.systemBackground)`, fields as `rgba` reads
    /// them): its light components, or in the dark appearance its dark value with the same share
    /// of its opacity (`Color(.label).opacity(0.5)` is white at half).
    func uiKitColor(_ name: String, _ fields: [Value]) throws -> RGBA {
        let light = RGBA(red: try number(fields[1]), green: try number(fields[2]), blue: try number(fields[3]),
                         alpha: try number(fields[4]))
        guard isDark, let dark = RGBA.darkUIKit[name], let base = RGBA.uiKit[name] else { return light }
        return dark.withOpacity(base.alpha > 0 ? light.alpha / base.alpha : 1)
    }

    /// An `_EnvironmentValueView`'s content, bridged with the appearance its write leaves the
    /// environment in (`_isDark()` reads it while the write is entered), marked for Canvas when
    /// it changes, so that the default foreground follows.
    func appearanceView(_ value: Value, decl: NominalDecl, _ fields: [Value], depth: Int) throws -> Canvas.View {
        _ = try invoke("_enter()", on: value, decl: decl, arguments: [])
        defer { _ = try? invoke("_leave()", on: value, decl: decl, arguments: []) }
        var inner = self
        if let dark = try invoke("_isDark()", on: value, decl: decl, arguments: []) { inner.isDark = try bool(dark) }
        inner.controlTint.isDark = inner.isDark
        let content = try inner.view(field(fields, 0), depth: depth + 1)
        return inner.isDark == isDark ? content : content.surfaceModifier(.appearance(dark: inner.isDark))
    }
}
