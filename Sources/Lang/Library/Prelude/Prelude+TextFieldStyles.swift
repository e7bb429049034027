extension Prelude {
    /// `.textFieldStyle(_:)`: `.roundedBorder` draws a text or secure field it is applied to
    /// inside iOS's rounded border; `.plain` and `.automatic` draw the field as it is.
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

    /// A field drawn in UIKit's rounded-rect border: 7 points of room each side and 6 above and
    /// below the text, on the background colour, inside a 5-point rounded hairline.
    struct _RoundedBorderField: View {
        var content: any View
        var body: some View {
            content
                .padding(.horizontal, 7)
                .padding(.vertical, 6)
                .background(RoundedRectangle(cornerRadius: 5).fill(Color(UIColor.systemBackground)))
                .overlay(RoundedRectangle(cornerRadius: 5).stroke(Color(UIColor.systemGray4), lineWidth: 0.5))
        }
    }

    extension View {
        /// How text fields are drawn. `.roundedBorder` borders a `TextField` or `SecureField` it is
        /// applied to; applied to a container, the fields inside are drawn plain.
        func textFieldStyle(_ style: any TextFieldStyle) -> some View {
            if style is RoundedBorderTextFieldStyle, self is TextField || self is SecureField {
                return AnyView(_RoundedBorderField(content: self))
            }
            return AnyView(self)
        }
    }
    """#
}
