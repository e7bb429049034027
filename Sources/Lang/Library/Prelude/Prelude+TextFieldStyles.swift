extension Prelude {
    /// `.textFieldStyle(_:)`: `.roundedBorder` draws the text and secure fields inside in iOS's
    /// rounded border; `.plain` and `.automatic` draw them as they are.
    static let textFieldStyles = #"""
    /// How text fields look: `.automatic`, `.plain` or `.roundedBorder`.
    protocol TextFieldStyle {}

    /// The platform's default text field style: the field's text alone on iOS.
    struct DefaultTextFieldStyle: TextFieldStyle {
        /// The default style.
        init() {}
    }

    /// A text field with no decoration.
    struct PlainTextFieldStyle: TextFieldStyle {
        /// The plain style.
        init() {}
    }

    /// A text field inside a rounded border, as UIKit's rounded-rect text field.
    struct RoundedBorderTextFieldStyle: TextFieldStyle {
        /// The rounded-border style.
        init() {}
    }

    extension TextFieldStyle {
        /// The platform's default.
        static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
        /// No decoration.
        static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
        /// A rounded border.
        static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
    }

    extension View {
        /// How the text and secure fields inside are drawn: `.roundedBorder` inside UIKit's
        /// rounded-rect border (`ViewBridge+TextFieldStyles`), `.plain` and `.automatic` as they are.
        func textFieldStyle(_ style: any TextFieldStyle) -> some View { _Styled(content: self, style: style, _kind: "TextFieldStyle") }
    }
    """#
}
