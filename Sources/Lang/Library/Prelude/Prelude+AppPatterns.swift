extension Prelude {
    /// What app code wraps its drawing in: custom `ViewModifier`s applied with `.modifier(_:)`,
    /// button styles (the builtin ones and `ButtonStyle` conformances), `UUID()` ids for
    /// `Identifiable` data, and `Timer` publishers with `.onReceive`
    /// (accepted; a figure has no time).
    static let appPatterns = #"""
    /// The view a `ViewModifier`'s `body(content:)` is given.
    struct _ViewModifierContent: View {
        var _view: any View
    }

    /// A modifier of your own: `body(content:)` returns the view made of `content`.
    protocol ViewModifier {
        /// The view `body(content:)` is given.
        typealias Content = _ViewModifierContent
        /// The view made of `content`.
        func body(content: _ViewModifierContent) -> any View
    }

    /// What a `ButtonStyle`'s `makeBody(configuration:)` is given: the button's label, whether it
    /// is pressed (never, in a figure) and its role.
    struct ButtonStyleConfiguration {
        var label: _ViewModifierContent
        var isPressed: Bool
        var role: ButtonRole?
    }

    /// How buttons look: a style of your own makes each button's body from its configuration.
    protocol ButtonStyle {
        /// What `makeBody(configuration:)` is given.
        typealias Configuration = ButtonStyleConfiguration
        /// The button drawn from its label.
        func makeBody(configuration: ButtonStyleConfiguration) -> any View
    }

    /// The sizes of controls, smallest first.
    enum ControlSize: CaseIterable { case mini, small, regular, large, extraLarge }

    /// The builtin button styles: `.bordered`, `.borderedProminent`, `.plain`, `.borderless`, `.automatic`.
    struct _BuiltinButtonStyle: ButtonStyle {
        var _name: String
        func makeBody(configuration: ButtonStyleConfiguration) -> any View { configuration.label }
    }

    extension ButtonStyle {
        /// A tinted rounded rectangle behind the label.
        static var bordered: _BuiltinButtonStyle { _BuiltinButtonStyle(_name: "bordered") }
        /// The label in white on a rounded rectangle of the tint.
        static var borderedProminent: _BuiltinButtonStyle { _BuiltinButtonStyle(_name: "borderedProminent") }
        /// The label as it is, uncoloured.
        static var plain: _BuiltinButtonStyle { _BuiltinButtonStyle(_name: "plain") }
        /// The label in the tint, without a border.
        static var borderless: _BuiltinButtonStyle { _BuiltinButtonStyle(_name: "borderless") }
        /// The platform's default: the label in the tint.
        static var automatic: _BuiltinButtonStyle { _BuiltinButtonStyle(_name: "automatic") }
    }

    /// A view whose controls of one kind are drawn in `style`: `_kind` names the style's protocol
    /// (`ButtonStyle`, `ProgressViewStyle`), which says which controls (a style of your own may
    /// conform to both, and `.buttonStyle` styles only buttons).
    struct _Styled<Style>: View {
        var content: any View
        var style: Style
        var _kind: String
    }

    /// A view with a `ViewModifier` applied: the modifier's `body(content:)` is made when the
    /// view is drawn, as SwiftUI makes it, so that its `@Environment` properties read the
    /// environment the view is drawn in (`.badge { … }.badgeStyle(.fancy)`).
    struct _ModifierView: View {
        var content: any View
        var modifier: any ViewModifier
        /// The modifier's body of the content.
        var body: some View { AnyView(modifier.body(content: _ViewModifierContent(_view: content))) }
    }

    extension View {
        /// The view made by `modifier`'s `body(content:)` with this view as the content, made when
        /// the view is drawn. Generic, as SwiftUI's is: a `? :` of two modifier types is a
        /// mismatch, not an existential.
        func modifier<T: ViewModifier>(_ modifier: T) -> some View { _ModifierView(content: self, modifier: modifier) }
        /// How buttons inside are drawn: `.bordered`, `.borderedProminent`, `.plain`, or a
        /// `ButtonStyle` of your own.
        func buttonStyle(_ style: any ButtonStyle) -> some View { _Styled(content: self, style: style, _kind: "ButtonStyle") }
        /// The controls inside disabled (`true`): buttons drawn dimmed, as iOS draws them. An
        /// outer `.disabled(true)` is not undone by an inner `.disabled(false)`.
        func disabled(_ disabled: Bool) -> some View { _Styled(content: self, style: disabled, _kind: "Disabled") }
        /// The size of the controls inside: bordered buttons are smaller or larger.
        func controlSize(_ controlSize: ControlSize) -> some View { _Styled(content: self, style: controlSize, _kind: "ControlSize") }
        /// Runs `action` with each value `publisher` sends (a figure has no time, so never).
        func onReceive(_ publisher: _TimerPublisher, perform action: @escaping (Date) -> Void) -> some View { self }
    }

    /// The number of `UUID()`s made so far in this session (their ids follow from it).
    var _uuidCount = 0

    /// A unique identifier: the same sequence in every run of a notebook, so figures do not change.
    struct UUID: Hashable, CustomStringConvertible {
        /// The identifier's text, as Foundation writes it.
        var uuidString: String
        /// The identifier's text: Foundation prints a UUID as its `uuidString`.
        var description: String { uuidString }
        /// The next identifier of the session.
        init() {
            _uuidCount += 1
            let digits = String(_uuidCount)
            uuidString = "00000000-0000-4000-8000-" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits
        }
    }

    /// The run loop a timer publishes on (accepted; a figure has no time).
    struct RunLoop {
        /// The run loop's modes.
        enum Mode { case common, `default`, tracking }
        static var main: RunLoop { RunLoop() }
        static var current: RunLoop { RunLoop() }
    }

    /// A timer's publisher: `.onReceive` accepts it, and a figure never sees it fire.
    struct _TimerPublisher {
        var interval: Double
        /// The publisher, started when subscribed.
        func autoconnect() -> _TimerPublisher { self }
    }

    /// Foundation's `Timer`: only its publisher, for `.onReceive`.
    struct Timer {
        /// A publisher firing every `interval` seconds.
        static func publish(every interval: Double, tolerance: Double? = nil, on runLoop: RunLoop,
                            in mode: RunLoop.Mode) -> _TimerPublisher {
            _TimerPublisher(interval: interval)
        }
    }
    """#
}
