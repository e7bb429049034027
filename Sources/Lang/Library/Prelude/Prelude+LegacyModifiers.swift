extension Prelude {
    /// SwiftUI's first spellings that older drawing code still uses: `navigationBarTitle(_:displayMode:)`
    /// (today `navigationTitle`), `Animation.interpolatingSpring(stiffness:damping:)`, and the
    /// style types written as calls (`SegmentedPickerStyle()`, today `.segmented`).
    static let legacyModifiers = #"""
    extension View {
        /// The title the enclosing navigation view shows (SwiftUI's first spelling of `navigationTitle`).
        func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
            navigationTitle(title._string)
        }
        /// The title the enclosing navigation view shows (SwiftUI's first spelling of `navigationTitle`).
        func navigationBarTitle(_ title: String, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
            navigationTitle(title)
        }
    }

    extension Animation {
        /// A spring of `stiffness` and `damping`, played here as easeOut over the time its swing
        /// takes to settle to a fiftieth (the overshoot is not played).
        static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
            let decay = damping / (2 * max(mass, 0.001))
            let settle = decay > 0 ? 3.9 / decay : 1
            return Animation(_curve: .easeOut, _duration: min(max(settle, 0.1), 10))
        }
    }

    /// iOS 13's picker style `SegmentedPickerStyle()`: today's `.segmented`.
    func SegmentedPickerStyle() -> PickerStyle { .segmented }
    /// iOS 13's picker style `WheelPickerStyle()`: today's `.wheel`.
    func WheelPickerStyle() -> PickerStyle { .wheel }
    /// iOS 14's picker style `MenuPickerStyle()`: today's `.menu`.
    func MenuPickerStyle() -> PickerStyle { .menu }
    /// iOS 14's picker style `InlinePickerStyle()`: today's `.inline`.
    func InlinePickerStyle() -> PickerStyle { .inline }
    /// iOS 13's picker style `DefaultPickerStyle()`: today's `.automatic`.
    func DefaultPickerStyle() -> PickerStyle { .automatic }
    /// iOS 13's toggle style `SwitchToggleStyle()`: today's `.switch`.
    func SwitchToggleStyle() -> ToggleStyle { .switch }
    /// iOS 13's toggle style `DefaultToggleStyle()`: today's `.automatic`.
    func DefaultToggleStyle() -> ToggleStyle { .automatic }
    /// iOS 13's button style `PlainButtonStyle()`: today's `.plain`.
    func PlainButtonStyle() -> _BuiltinButtonStyle { _BuiltinButtonStyle(_name: "plain") }
    /// iOS 13's button style `BorderlessButtonStyle()`: today's `.borderless`.
    func BorderlessButtonStyle() -> _BuiltinButtonStyle { _BuiltinButtonStyle(_name: "borderless") }
    /// iOS 13's button style `DefaultButtonStyle()`: today's `.automatic`.
    func DefaultButtonStyle() -> _BuiltinButtonStyle { _BuiltinButtonStyle(_name: "automatic") }
    """#
}
