extension Prelude {
    /// The dark appearance: `.preferredColorScheme(.dark)` draws the view as an Xcode preview in
    /// dark mode shows it. In SwiftUI the modifier sets a preference that flows up to the
    /// presentation, which is then drawn dark as a whole, wherever the modifier sits: here the
    /// bridge records the preference (`_preferredColorScheme`) and presents the whole figure on
    /// the dark system background with every view in the dark appearance
    /// (`_presentedColorScheme`, ViewBridge+Presentation). `.colorScheme(_:)` and
    /// `.environment(\.colorScheme, _)` set the appearance of the views inside alone. In the dark
    /// appearance the bridge resolves SwiftUI's adaptive colours (`.blue`, `.primary`,
    /// `.secondary`) and UIKit's (`Color(.systemBackground)`, `Color(.label)`) to their dark
    /// values (Canvas's RGBA+Dark.swift), the default foreground is white, and
    /// `@Environment(\.colorScheme)` reads `.dark` (ViewBridge+ColorScheme).
    static let colorSchemes = #"""
    /// The appearance the first `.preferredColorScheme(_:)` the bridge met prefers (nil: none met).
    var _preferredColorScheme: ColorScheme? = nil

    /// A view that prefers an appearance for the presentation it is in (`.preferredColorScheme`).
    struct _PreferredColorSchemeView: View {
        var content: any View
        var colorScheme: ColorScheme?
        /// Records the preference as the bridge meets the view; the first one met wins, as the
        /// outermost does in SwiftUI.
        func _enter() { if _preferredColorScheme == nil { _preferredColorScheme = colorScheme } }
        /// Nothing to undo: the preference is the presentation's (ViewBridge+Presentation).
        func _leave() {}
    }

    extension View {
        /// The appearance the presentation prefers: with `.dark`, the whole figure is drawn on the
        /// dark system background with all its views in the dark appearance (where no
        /// `.environment(\.colorScheme, _)` sets theirs), wherever the modifier sits; with `.light`
        /// or nil, as it is (a figure is drawn in the light appearance).
        func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
            _PreferredColorSchemeView(content: self, colorScheme: colorScheme)
        }
        /// The appearance of the views inside (deprecated in SwiftUI for `preferredColorScheme`).
        func colorScheme(_ colorScheme: ColorScheme) -> some View { environment(\.colorScheme, colorScheme) }
    }
    """#
}
