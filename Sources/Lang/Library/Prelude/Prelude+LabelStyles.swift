extension Prelude {
    /// `.labelStyle(_:)`: the labels inside drawn with their icon and title (the default), with
    /// only one of them, or by a `LabelStyle` of the program's own, whose
    /// `makeBody(configuration:)` makes each label's view from its title and icon
    /// (`ViewBridge+LabelStyles.swift`).
    static let labelStyles = #"""
    /// What a `LabelStyle`'s `makeBody(configuration:)` is given: the label's title and icon.
    struct LabelStyleConfiguration {
        /// The label's title.
        var title: _ViewModifierContent
        /// The label's icon.
        var icon: _ViewModifierContent
    }

    /// How labels look: a style of your own makes each label's view from its configuration.
    protocol LabelStyle {
        /// What `makeBody(configuration:)` is given.
        typealias Configuration = LabelStyleConfiguration
        /// The label drawn from its title and icon.
        func makeBody(configuration: LabelStyleConfiguration) -> any View
    }

    /// The platform's default label style: the icon, then the title.
    struct DefaultLabelStyle: LabelStyle {
        /// The default style.
        init() {}
        /// The label drawn as usual.
        func makeBody(configuration: LabelStyleConfiguration) -> any View { Label(configuration) }
    }

    /// A label drawn with its icon, then its title.
    struct TitleAndIconLabelStyle: LabelStyle {
        /// The icon-and-title style.
        init() {}
        /// The label drawn as usual.
        func makeBody(configuration: LabelStyleConfiguration) -> any View { Label(configuration) }
    }

    /// A label drawn as its icon alone.
    struct IconOnlyLabelStyle: LabelStyle {
        /// The icon-only style.
        init() {}
        /// The label's icon.
        func makeBody(configuration: LabelStyleConfiguration) -> any View { configuration.icon }
    }

    /// A label drawn as its title alone.
    struct TitleOnlyLabelStyle: LabelStyle {
        /// The title-only style.
        init() {}
        /// The label's title.
        func makeBody(configuration: LabelStyleConfiguration) -> any View { configuration.title }
    }

    extension LabelStyle where Self == DefaultLabelStyle {
        /// The platform's default: the icon, then the title.
        static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
    }
    extension LabelStyle where Self == TitleAndIconLabelStyle {
        /// The icon, then the title.
        static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
    }
    extension LabelStyle where Self == IconOnlyLabelStyle {
        /// The icon alone.
        static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
    }
    extension LabelStyle where Self == TitleOnlyLabelStyle {
        /// The title alone.
        static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
    }

    extension Label {
        /// The label a `LabelStyle` is making (its title and icon), drawn as usual: what a
        /// `makeBody(configuration:)` writes to draw the default label.
        init(_ configuration: LabelStyleConfiguration) {
            _title = configuration.title
            _icon = configuration.icon
        }
    }

    extension View {
        /// How the labels inside are drawn: `.titleAndIcon`, `.iconOnly`, `.titleOnly`, or a
        /// `LabelStyle` of your own.
        func labelStyle<S: LabelStyle>(_ style: S) -> some View { _Styled(content: self, style: style, _kind: "LabelStyle") }
    }
    """#
}
