extension Prelude {
    /// Modifiers previews and app code put on views that change nothing a figure draws or only
    /// hide the view: `previewDevice`, `previewDisplayName`, `colorScheme`, `environment(_:_:)`, `hidden()`.
    static let previewModifiers = #"""
    /// A device a preview runs on, named as Xcode names it (`"iPhone 15"`).
    struct PreviewDevice {
        /// The device's name.
        var rawValue: String
        /// The device called `rawValue`.
        init(rawValue: String) { self.rawValue = rawValue }
    }

    extension View {
        /// The device a preview shows the view on; a figure is laid out on its canvas (docs/canvas.md §2).
        func previewDevice(_ value: PreviewDevice?) -> some View { self }
        /// The device, by name, a preview shows the view on; a figure is laid out on its canvas.
        func previewDevice(_ name: String) -> some View { self }
        /// The name Xcode shows above a preview; a figure has none.
        func previewDisplayName(_ name: String?) -> some View { self }
        /// The view's appearance; a figure is always drawn in the light one.
        func colorScheme(_ colorScheme: ColorScheme) -> some View { self }
        /// The view with `value` written into its environment at `keyPath`, as a preview sets
        /// `\.colorScheme`; a figure is always drawn in the light appearance.
        func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { self }
        /// The view taking its room in the layout and drawing nothing, as SwiftUI's `hidden()`.
        func hidden() -> some View { opacity(0) }
    }
    """#
}
