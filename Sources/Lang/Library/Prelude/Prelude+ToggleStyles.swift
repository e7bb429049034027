extension Prelude {
    /// `.toggleStyle(_:)`: the toggles inside drawn as a switch (the default), as a button, or by
    /// a `ToggleStyle` of the program's own, whose `makeBody(configuration:)` makes each toggle's
    /// view (`ViewBridge+ToggleStyles.swift`).
    static let toggleStyles = #"""
    /// What a `ToggleStyle`'s `makeBody(configuration:)` is given: the toggle's label and its
    /// state, `isOn` (settable, it writes through the toggle's binding) and `$isOn` (the binding).
    struct ToggleStyleConfiguration {
        /// The view that says what the toggle switches.
        var label: _ViewModifierContent
        /// Whether the toggle is on.
        @Binding var isOn: Bool
    }

    /// How toggles look: a style of your own makes each toggle's view from its configuration.
    protocol ToggleStyle {
        /// What `makeBody(configuration:)` is given.
        typealias Configuration = ToggleStyleConfiguration
        /// The toggle drawn from its label and state.
        func makeBody(configuration: ToggleStyleConfiguration) -> any View
    }

    /// The platform's default toggle style: a switch on iOS.
    struct DefaultToggleStyle: ToggleStyle {
        /// The default style.
        init() {}
        /// The toggle drawn as a switch.
        func makeBody(configuration: ToggleStyleConfiguration) -> any View { Toggle(configuration).toggleStyle(self) }
    }

    /// A toggle drawn as a switch: the label, then a capsule track (green while on) with a white thumb.
    struct SwitchToggleStyle: ToggleStyle {
        /// The switch style.
        init() {}
        /// The toggle drawn as a switch.
        func makeBody(configuration: ToggleStyleConfiguration) -> any View { Toggle(configuration).toggleStyle(self) }
    }

    /// A toggle drawn as a button that stays pressed while on (filled with the tint).
    struct ButtonToggleStyle: ToggleStyle {
        /// The button style.
        init() {}
        /// The toggle drawn as a button.
        func makeBody(configuration: ToggleStyleConfiguration) -> any View { Toggle(configuration).toggleStyle(self) }
    }

    extension ToggleStyle {
        /// The platform's default: a switch.
        static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
        /// A switch.
        static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
        /// A button that stays pressed while on.
        static var button: ButtonToggleStyle { ButtonToggleStyle() }
    }

    extension Toggle {
        /// The toggle a `ToggleStyle` is making (its label and binding), drawn in the style around
        /// the style of your own: what a `makeBody(configuration:)` writes to draw the usual toggle.
        init(_ configuration: ToggleStyleConfiguration) {
            _label = configuration.label
            _isOn = configuration.$isOn
            _value = configuration.isOn
        }
    }

    extension View {
        /// How the toggles inside are drawn: `.switch`, `.button`, or a `ToggleStyle` of your own.
        func toggleStyle(_ style: any ToggleStyle) -> some View { _Styled(content: self, style: style, _kind: "ToggleStyle") }
    }
    """#
}
