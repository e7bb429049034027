extension Prelude {
    /// Alerts and confirmation dialogs: SwiftUI presents them over the window when their binding
    /// turns true, which happens only when someone taps; a figure is drawn before any tap, so
    /// each modifier gives the view back as it is. Both spellings: iOS 13's `Alert` value
    /// (`.alert(isPresented:) { Alert(title:) }`) and iOS 15's title with action buttons.
    static let alerts = #"""
    /// iOS 13's alert: a title, an optional message and up to two buttons.
    struct Alert {
        /// A button of an alert.
        struct Button {
            var _label: Text
            var _action: (() -> Void)?
            /// A button in the default style.
            static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
                Alert.Button(_label: label, _action: action)
            }
            /// A button that cancels, labelled `label`.
            static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
                Alert.Button(_label: label, _action: action)
            }
            /// A button that cancels, labelled "Cancel".
            static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
                Alert.Button(_label: Text("Cancel"), _action: action)
            }
            /// A button that destroys data.
            static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
                Alert.Button(_label: label, _action: action)
            }
        }
        var _title: Text
        var _message: Text?
        var _buttons: [Alert.Button]
        /// An alert with one button (OK when none is given).
        init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
            _title = title
            _message = message
            _buttons = [dismissButton ?? .default(Text("OK"))]
        }
        /// An alert with two buttons.
        init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
            _title = title
            _message = message
            _buttons = [primaryButton, secondaryButton]
        }
    }

    /// Whether a dialog shows its title.
    enum Visibility { case automatic, visible, hidden }

    extension View {
        /// Presents `content` when `isPresented` turns true (no tap reaches a figure: the view draws as it is).
        func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }
        /// Presents an alert titled `title` with `actions` when `isPresented` turns true.
        func alert(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> _ViewList) -> some View { self }
        /// Presents an alert titled `title` with `actions` and `message` when `isPresented` turns true.
        func alert(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> _ViewList,
                   @ViewBuilder message: () -> _ViewList) -> some View { self }
        /// Presents an alert titled `title` with `actions` when `isPresented` turns true.
        func alert(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> _ViewList) -> some View { self }
        /// Presents a dialog titled `title` with `actions` when `isPresented` turns true.
        func confirmationDialog(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                @ViewBuilder actions: () -> _ViewList) -> some View { self }
    }
    """#
}
