extension Prelude {
    /// Accessibility modifiers: what VoiceOver reads about a view (its label, value, hint and
    /// traits) changes nothing a figure draws, so each gives the view back as it is; `hidden`
    /// hides the view from VoiceOver, not from the screen. Both spellings: today's
    /// (`accessibilityLabel(_:)`) and iOS 13's (`accessibility(label:)`).
    static let accessibility = #"""
    /// A trait VoiceOver announces for a view (`.isButton`, `.isHeader`, …).
    struct AccessibilityTraits: OptionSet {
        /// The traits as bits.
        let rawValue: Int
        /// The view acts as a button.
        static let isButton = AccessibilityTraits(rawValue: 1)
        /// The view heads a section.
        static let isHeader = AccessibilityTraits(rawValue: 2)
        /// The view is selected.
        static let isSelected = AccessibilityTraits(rawValue: 4)
        /// The view opens a link.
        static let isLink = AccessibilityTraits(rawValue: 8)
        /// The view is an image.
        static let isImage = AccessibilityTraits(rawValue: 16)
        /// The view is text that does not change.
        static let isStaticText = AccessibilityTraits(rawValue: 32)
        /// The view's value changes often.
        static let updatesFrequently = AccessibilityTraits(rawValue: 64)
    }

    /// How VoiceOver combines a view's children: one element made of all of them, or each apart.
    struct AccessibilityChildBehavior {
        var _name: String
        /// The view is one element; its children are not read.
        static let ignore = AccessibilityChildBehavior(_name: "ignore")
        /// The children are read as one element.
        static let combine = AccessibilityChildBehavior(_name: "combine")
        /// The children are read one by one inside the view.
        static let contain = AccessibilityChildBehavior(_name: "contain")
    }

    extension View {
        /// What VoiceOver reads for the view; the figure draws the view as it is.
        func accessibilityLabel(_ label: Text) -> some View { self }
        /// What VoiceOver reads for the view; the figure draws the view as it is.
        func accessibilityLabel(_ label: String) -> some View { self }
        /// The value VoiceOver reads after the label; the figure draws the view as it is.
        func accessibilityValue(_ value: Text) -> some View { self }
        /// The value VoiceOver reads after the label; the figure draws the view as it is.
        func accessibilityValue(_ value: String) -> some View { self }
        /// What VoiceOver says an action does; the figure draws the view as it is.
        func accessibilityHint(_ hint: Text) -> some View { self }
        /// What VoiceOver says an action does; the figure draws the view as it is.
        func accessibilityHint(_ hint: String) -> some View { self }
        /// Hides the view from VoiceOver, not from the screen.
        func accessibilityHidden(_ hidden: Bool) -> some View { self }
        /// The name UI tests find the view by; the figure draws the view as it is.
        func accessibilityIdentifier(_ identifier: String) -> some View { self }
        /// Traits VoiceOver announces; the figure draws the view as it is.
        func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
        /// How VoiceOver groups the view's children; the figure draws the view as it is.
        func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
        /// iOS 13's spelling of `accessibilityLabel(_:)`.
        func accessibility(label: Text) -> some View { self }
        /// iOS 13's spelling of `accessibilityValue(_:)`.
        func accessibility(value: Text) -> some View { self }
        /// iOS 13's spelling of `accessibilityHint(_:)`.
        func accessibility(hint: Text) -> some View { self }
        /// iOS 13's spelling of `accessibilityHidden(_:)`.
        func accessibility(hidden: Bool) -> some View { self }
        /// iOS 13's spelling of `accessibilityIdentifier(_:)`.
        func accessibility(identifier: String) -> some View { self }
        /// iOS 13's spelling of `accessibilityAddTraits(_:)`.
        func accessibility(addTraits traits: AccessibilityTraits) -> some View { self }
    }
    """#
}
