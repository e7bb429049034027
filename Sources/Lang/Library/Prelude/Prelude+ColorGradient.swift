extension Prelude {
    /// iOS 16's `Color.gradient`: a colour's subtle top-to-bottom gradient, an `AnyGradient`
    /// (`ViewBridge+ColorGradient.swift` makes its stops).
    static let colorGradient = #"""
    /// A gradient standing for a colour: `Color.gradient`.
    struct AnyGradient: ShapeStyle {
        var _color: Color
    }

    extension Color {
        /// A subtle linear gradient of the colour from top to bottom, as iOS 16's
        /// `Color.gradient`: a fifth of the way to white at the top, the colour at the bottom.
        var gradient: AnyGradient { AnyGradient(_color: self) }
    }
    """#
}
