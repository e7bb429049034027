extension Prelude {
    /// `tint(_:)`: the gauges inside drawn in the tint (their bar, their capacity ring, the
    /// circular style's open ring); other controls keep the default accent, system blue, as the
    /// recorded reference figures have them (`ViewBridge+Tint.swift`).
    static let tint = #"""
    /// A view whose gauges are drawn in `tint` (nil: the default accent).
    struct _TintedView: View {
        var content: any View
        var tint: (any ShapeStyle)?
    }

    extension View {
        /// The tint of the gauges in the view; other controls keep the default accent.
        func tint(_ tint: Color?) -> some View { _TintedView(content: self, tint: tint) }
        /// The tint of the gauges in the view, as a style; other controls keep the default accent.
        func tint(_ tint: any ShapeStyle) -> some View { _TintedView(content: self, tint: tint) }
    }
    """#
}
