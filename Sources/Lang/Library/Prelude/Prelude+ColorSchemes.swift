extension Prelude {
    /// The dark appearance: `.preferredColorScheme(.dark)` draws the view as an Xcode preview in
    /// dark mode shows it, on the dark system background (black) with the views inside in the
    /// dark appearance; `.colorScheme(_:)` and `.environment(\.colorScheme, _)` set the appearance
    /// of the views inside alone. In the dark appearance the bridge resolves SwiftUI's adaptive
    /// colours (`.blue`, `.primary`, `.secondary`) and UIKit's (`Color(.systemBackground)`,
    /// `Color(.label)`) to their dark values (Canvas's RGBA+Dark.swift), the default foreground is
    /// white, and `@Environment(\.colorScheme)` reads `.dark` (ViewBridge+ColorScheme).
    static let colorSchemes = #"""
    extension View {
        /// The appearance the presenting window prefers: with `.dark`, the view is drawn on the
        /// dark system background with the views inside in the dark appearance; with `.light` or
        /// nil, as it is (a figure is drawn in the light appearance).
        func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
            var content: any View = self
            if colorScheme == .dark { content = background(Color(UIColor.systemBackground)) }
            return _EnvironmentValueView(content: content, write: { environment in
                var written = environment
                if let scheme = colorScheme { written.colorScheme = scheme }
                return written
            })
        }
        /// The appearance of the views inside (deprecated in SwiftUI for `preferredColorScheme`).
        func colorScheme(_ colorScheme: ColorScheme) -> some View { environment(\.colorScheme, colorScheme) }
    }
    """#
}
