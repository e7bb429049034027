extension Prelude {
    /// SwiftUI's `ButtonBorderShape` and `.buttonBorderShape(_:)`: the shape the bordered buttons
    /// inside are drawn in (`ViewBridge+AppPatterns`).
    static let buttonBorderShapes = #"""
    /// The shape of a bordered button: `.automatic`, `.capsule`, `.circle`, `.roundedRectangle`
    /// or `.roundedRectangle(radius:)`.
    struct ButtonBorderShape: Equatable {
        var _name: String
        /// The corner radius of a rounded rectangle; negative for the style's own.
        var _radius: CGFloat
        /// The style's own shape: a rounded rectangle for bordered buttons.
        static var automatic: ButtonBorderShape { ButtonBorderShape(_name: "automatic", _radius: -1) }
        /// A capsule, its ends half circles.
        static var capsule: ButtonBorderShape { ButtonBorderShape(_name: "capsule", _radius: -1) }
        /// A circle around the label.
        static var circle: ButtonBorderShape { ButtonBorderShape(_name: "circle", _radius: -1) }
        /// A rounded rectangle of the style's corner radius.
        static var roundedRectangle: ButtonBorderShape { ButtonBorderShape(_name: "roundedRectangle", _radius: -1) }
        /// A rounded rectangle of corner radius `radius`.
        static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
            ButtonBorderShape(_name: "roundedRectangle", _radius: radius)
        }
    }

    extension View {
        /// The shape bordered buttons inside are drawn in.
        func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
            _Styled(content: self, style: shape, _kind: "ButtonBorderShape")
        }
    }
    """#
}
