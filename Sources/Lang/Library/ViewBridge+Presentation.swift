import Canvas

extension ViewBridge {
    /// The prelude globals of the presentation's appearance: the one the first
    /// `.preferredColorScheme(_:)` met prefers, and the one the views are made in.
    static let preferredSchemeVariable = "_preferredColorScheme", presentedSchemeVariable = "_presentedColorScheme"

    /// The view of `value` as a preview presents it, once it appeared (`appearing`).
    ///
    /// `.preferredColorScheme(.dark)` is a preference that flows up to the presentation: in
    /// SwiftUI the window turns dark, so the whole figure is drawn on the dark system background
    /// with every view in the dark appearance, wherever the modifier sits. A preference only shows
    /// once the views that hold it are made, so a figure whose outermost view is not the
    /// preferring one is made twice when it prefers dark, as SwiftUI makes its views again when
    /// the window's appearance changes: what the first making printed is dropped, and the random
    /// numbers and state positions it took are given back.
    func presented(_ value: Value) throws -> Canvas.View {
        guard !isDark else { return try appearing { try view(value) } }
        if try prefersDarkOutermost(value) { return try presentedDark(value) }
        setGlobal(Self.preferredSchemeVariable, .null)
        let generator = interpreter.random.generator, position = interpreter.liveStates?.position
        let sink = interpreter.outputSink, held = HeldOutput()
        interpreter.outputSink = { held.text += $0 }
        let light: Canvas.View
        do {
            defer { interpreter.outputSink = sink }
            light = try appearing { try view(value) }
        } catch {
            release(held.text)
            throw error
        }
        guard let preferred = global(Self.preferredSchemeVariable), try isDark(preferred) else {
            release(held.text)
            return light
        }
        interpreter.random.generator = generator
        if let position { interpreter.liveStates?.rewind(to: position) }
        return try presentedDark(value)
    }

    /// The view of `value` made with the presentation dark: on the dark system background, its
    /// views in the dark appearance where no `.environment(\.colorScheme, _)` sets theirs.
    private func presentedDark(_ value: Value) throws -> Canvas.View {
        guard let scheme = types.declarations["ColorScheme"], let dark = scheme.caseIndex("dark") else {
            throw failure("the library has no ColorScheme")
        }
        var inner = self
        inner.isDark = true
        inner.controlTint.isDark = true
        setGlobal(Self.presentedSchemeVariable, .enumValue(scheme, dark, []))
        defer { setGlobal(Self.presentedSchemeVariable, .null) }
        let content = try inner.appearing { try inner.view(value) }
        let ground = RGBA.uiKitColor("systemBackground", dark: true)
        return content.background(.color(.color(ground))).surfaceModifier(.appearance(dark: true))
    }

    /// Whether `value` is itself a view that prefers the dark appearance (the common
    /// `….preferredColorScheme(.dark)` ending a cell), so that its views are made dark at once.
    private func prefersDarkOutermost(_ value: Value) throws -> Bool {
        guard let (decl, fields) = structure(value), types.libraryName(of: decl) == "_PreferredColorSchemeView" else { return false }
        return try isDark(field(fields, 1))
    }

    /// Whether an optional `ColorScheme` value is `.dark`.
    private func isDark(_ scheme: Value) throws -> Bool {
        if case .null = scheme.unboxed { return false }
        return try enumCase(scheme).0 == "dark"
    }

    /// Hands printed text on as the program printed it (to the output sink, else the output).
    private func release(_ text: String) {
        guard !text.isEmpty else { return }
        if let sink = interpreter.outputSink { sink(text) } else { interpreter.output += text }
    }
}

/// What the program printed while a figure's views were made, held until it is known whether
/// that making is the one shown.
private final class HeldOutput {
    var text = ""
}
