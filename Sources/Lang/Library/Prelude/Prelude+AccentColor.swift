extension Prelude {
    /// `.accentColor(_:)`: the colour `Color.accentColor` paints in the views inside
    /// (`ViewBridge+Accent.swift`), as SwiftUI's environment gives it.
    static let accentColor = #"""
    /// A view whose `Color.accentColor` is `color` (nil: the system accent).
    struct _AccentColorView: View {
        var content: any View
        var color: Color?
    }

    extension View {
        /// The view with `Color.accentColor` painting `accentColor` inside it (nil: the system accent).
        func accentColor(_ accentColor: Color?) -> some View { _AccentColorView(content: self, color: accentColor) }
    }
    """#
}
