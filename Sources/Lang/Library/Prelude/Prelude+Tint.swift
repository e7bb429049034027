extension Prelude {
    /// `tint(_:)`: the controls inside drawn in the tint as an iOS preview draws them (a button's
    /// title, a slider's track, a switch's on-state track, a progress view, a link, a menu
    /// picker's selection, the gauges' bars and rings; `ViewBridge+Tint.swift`, ControlTint.swift).
    static let tint = #"""
    /// A view whose controls are drawn in `tint` (nil: the enclosing tint, else the accent).
    struct _TintedView: View {
        var content: any View
        var tint: (any ShapeStyle)?
    }

    extension View {
        /// The tint of the controls in the view: buttons, sliders, switches, progress views, links, pickers, gauges.
        func tint(_ tint: Color?) -> some View { _TintedView(content: self, tint: tint) }
        /// The tint of the controls in the view, as a style.
        func tint(_ tint: any ShapeStyle) -> some View { _TintedView(content: self, tint: tint) }
    }
    """#
}
