extension Prelude {
    /// `tint(_:)`: accepted and ignored, as the recorded reference figures have it (controls
    /// keep the default accent, system blue).
    static let tint = #"""
    extension View {
        /// The tint of controls in the view; a figure keeps the default accent.
        func tint(_ tint: Color?) -> some View { self }
        /// The tint of controls in the view, as a style; a figure keeps the default accent.
        func tint(_ tint: any ShapeStyle) -> some View { self }
    }
    """#
}
