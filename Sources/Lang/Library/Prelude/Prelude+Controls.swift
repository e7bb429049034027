extension Prelude {
    /// SwiftUI's controls (`Button`, `Toggle`, `Slider`, `Stepper`, `Picker`, `TextField`,
    /// `SecureField`) and indicators (`ProgressView`, `Label`, `Divider`, `Gauge`, `Link`). Each
    /// records what it shows, with its binding or action kept for a live host;
    /// `ViewBridge+Controls` draws them as an iOS preview in light mode does.
    static let controls = #"""
    /// What a button does: a destructive button's title is red.
    enum ButtonRole { case destructive, cancel }

    /// A button: its label in the accent colour (red for `role: .destructive`). A figure draws it
    /// and never runs its action.
    struct Button: View {
        var _label: any View
        var _role: ButtonRole?
        var _action: () -> Void
        /// A button showing `label`'s views that runs `action` when pressed.
        init(action: @escaping () -> Void, @ViewBuilder label: () -> _ViewList) {
            self.init(_label: label(), _role: nil, _action: action)
        }
        /// A button titled by the key `titleKey` (a string literal, whose interpolations may be
        /// texts and images, as `Text`'s).
        init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
            self.init(_label: Text(titleKey), _role: nil, _action: action)
        }
        /// A button titled `title` as written (SwiftUI ranks it below the key's, so a string
        /// literal is a key).
        @_disfavoredOverload init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
            self.init(_label: Text(title), _role: nil, _action: action)
        }
        /// A button titled `titleKey` with a role (`.destructive` draws it red).
        init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
            self.init(_label: Text(titleKey), _role: role, _action: action)
        }
        /// A button titled `title` as written, with a role.
        @_disfavoredOverload init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
            self.init(_label: Text(title), _role: role, _action: action)
        }
        /// A button with a role showing `label`'s views.
        init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> _ViewList) {
            self.init(_label: label(), _role: role, _action: action)
        }
        /// A button showing a symbol and the key `titleKey` side by side.
        init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
            self.init(_label: Label(titleKey, systemImage: systemImage), _role: nil, _action: action)
        }
        /// A button showing a symbol and `title` as written side by side.
        @_disfavoredOverload init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
            self.init(_label: Label(title, systemImage: systemImage), _role: nil, _action: action)
        }
        init(_label: any View, _role: ButtonRole?, _action: @escaping () -> Void) {
            self._label = _label
            self._role = _role
            self._action = _action
        }
    }

    /// A switch bound to a Bool: its label, then the switch (green when on).
    struct Toggle: View {
        var _label: any View
        var _isOn: Binding<Bool>
        var _value: Bool
        /// A toggle titled `title`.
        init(_ title: String, isOn: Binding<Bool>) {
            _label = Text(title)
            _isOn = isOn
            _value = isOn.wrappedValue
        }
        /// A toggle showing `label`'s views.
        init(isOn: Binding<Bool>, @ViewBuilder label: () -> _ViewList) {
            _label = label()
            _isOn = isOn
            _value = isOn.wrappedValue
        }
    }

    /// A slider bound to a number: a track filled in the accent colour up to the thumb. `bounds`
    /// is its range, `step` the increment (nil: continuous); the label is not drawn.
    struct Slider: View {
        var _binding: Any
        var _value: Double
        var _lower: Double
        var _upper: Double
        var _step: Double?
        var _label: (any View)?
        var _minimumLabel: (any View)?
        var _maximumLabel: (any View)?
        /// A slider for `value` in `bounds`.
        init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double? = nil) {
            self.init(_binding: value, _value: value.wrappedValue, _lower: bounds.lowerBound, _upper: bounds.upperBound,
                      _step: step, _label: nil, _minimumLabel: nil, _maximumLabel: nil)
        }
        /// A slider for `value` in `bounds`, named by `label`.
        init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double? = nil,
             @ViewBuilder label: () -> _ViewList) {
            self.init(_binding: value, _value: value.wrappedValue, _lower: bounds.lowerBound, _upper: bounds.upperBound,
                      _step: step, _label: label(), _minimumLabel: nil, _maximumLabel: nil)
        }
        /// A slider for `value` in `bounds` with labels at its ends.
        init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double? = nil,
             @ViewBuilder label: () -> _ViewList, @ViewBuilder minimumValueLabel: () -> _ViewList,
             @ViewBuilder maximumValueLabel: () -> _ViewList) {
            self.init(_binding: value, _value: value.wrappedValue, _lower: bounds.lowerBound, _upper: bounds.upperBound,
                      _step: step, _label: label(), _minimumLabel: minimumValueLabel(), _maximumLabel: maximumValueLabel())
        }
        /// A slider for a `CGFloat` `value` in `bounds`.
        init(value: Binding<CGFloat>, in bounds: ClosedRange<CGFloat> = 0...1, step: CGFloat? = nil) {
            self.init(_binding: value, _value: Double(value.wrappedValue), _lower: Double(bounds.lowerBound),
                      _upper: Double(bounds.upperBound), _step: step.map { Double($0) }, _label: nil, _minimumLabel: nil,
                      _maximumLabel: nil)
        }
        /// A slider for a `CGFloat` `value` in `bounds`, named by `label`.
        init(value: Binding<CGFloat>, in bounds: ClosedRange<CGFloat> = 0...1, step: CGFloat? = nil,
             @ViewBuilder label: () -> _ViewList) {
            self.init(_binding: value, _value: Double(value.wrappedValue), _lower: Double(bounds.lowerBound),
                      _upper: Double(bounds.upperBound), _step: step.map { Double($0) }, _label: label(), _minimumLabel: nil,
                      _maximumLabel: nil)
        }
        init(_binding: Any, _value: Double, _lower: Double, _upper: Double, _step: Double?, _label: (any View)?,
             _minimumLabel: (any View)?, _maximumLabel: (any View)?) {
            self._binding = _binding
            self._value = _value
            self._lower = _lower
            self._upper = _upper
            self._step = _step
            self._label = _label
            self._minimumLabel = _minimumLabel
            self._maximumLabel = _maximumLabel
        }
    }

    /// A stepper: its label, then − and + buttons. `step` is the increment, `bounds` the range
    /// it stays in (nil: unbounded).
    struct Stepper: View {
        var _label: any View
        var _binding: Any?
        var _value: Double?
        var _lower: Double?
        var _upper: Double?
        var _step: Double
        var _onIncrement: (() -> Void)?
        var _onDecrement: (() -> Void)?
        /// A stepper titled `title` for a `Double` value.
        init(_ title: String, value: Binding<Double>, in bounds: ClosedRange<Double>? = nil, step: Double = 1) {
            self.init(_label: Text(title), _binding: value, _value: value.wrappedValue,
                      _lower: bounds.map { $0.lowerBound }, _upper: bounds.map { $0.upperBound },
                      _step: step, _onIncrement: nil, _onDecrement: nil)
        }
        /// A stepper titled `title` for an `Int` value.
        init(_ title: String, value: Binding<Int>, in bounds: ClosedRange<Int>? = nil, step: Int = 1) {
            self.init(_label: Text(title), _binding: value, _value: Double(value.wrappedValue),
                      _lower: bounds.map { Double($0.lowerBound) }, _upper: bounds.map { Double($0.upperBound) },
                      _step: Double(step), _onIncrement: nil, _onDecrement: nil)
        }
        /// A stepper showing `label`'s views for a `Double` value.
        init(value: Binding<Double>, in bounds: ClosedRange<Double>? = nil, step: Double = 1,
             @ViewBuilder label: () -> _ViewList) {
            self.init(_label: label(), _binding: value, _value: value.wrappedValue,
                      _lower: bounds.map { $0.lowerBound }, _upper: bounds.map { $0.upperBound },
                      _step: step, _onIncrement: nil, _onDecrement: nil)
        }
        /// A stepper showing `label`'s views for an `Int` value.
        init(value: Binding<Int>, in bounds: ClosedRange<Int>? = nil, step: Int = 1, @ViewBuilder label: () -> _ViewList) {
            self.init(_label: label(), _binding: value, _value: Double(value.wrappedValue),
                      _lower: bounds.map { Double($0.lowerBound) }, _upper: bounds.map { Double($0.upperBound) },
                      _step: Double(step), _onIncrement: nil, _onDecrement: nil)
        }
        /// A stepper titled `title` whose buttons run `onIncrement` and `onDecrement`.
        init(_ title: String, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
            self.init(_label: Text(title), _binding: nil, _value: nil, _lower: nil, _upper: nil, _step: 1,
                      _onIncrement: onIncrement, _onDecrement: onDecrement)
        }
        init(_label: any View, _binding: Any?, _value: Double?, _lower: Double?, _upper: Double?, _step: Double,
             _onIncrement: (() -> Void)?, _onDecrement: (() -> Void)?) {
            self._label = _label
            self._binding = _binding
            self._value = _value
            self._lower = _lower
            self._upper = _upper
            self._step = _step
            self._onIncrement = _onIncrement
            self._onDecrement = _onDecrement
        }
    }

    /// A choice among tagged views bound to a value: drawn as a menu (the selected option and a
    /// chevron in the accent colour), or as a segmented control with `.pickerStyle(.segmented)`.
    struct Picker: View {
        var _label: any View
        var _binding: Any
        var _selection: Any
        var _options: _ViewList
        /// A picker titled `title` choosing among `content`'s views by their `.tag`.
        init<T: Hashable>(_ title: String, selection: Binding<T>, @ViewBuilder content: () -> _ViewList) {
            _label = Text(title)
            _binding = selection
            _selection = selection.wrappedValue
            _options = content()
        }
        /// A picker showing `label`'s views, choosing among `content`'s views by their `.tag`.
        init<T: Hashable>(selection: Binding<T>, @ViewBuilder content: () -> _ViewList, @ViewBuilder label: () -> _ViewList) {
            _label = label()
            _binding = selection
            _selection = selection.wrappedValue
            _options = content()
        }
    }

    /// A view standing for `tag` among a picker's options.
    struct _TaggedView: View {
        var content: any View
        var tag: Any
    }

    /// How pickers show.
    enum _PickerStyleKind { case menu, segmented, wheel, inline }
    /// A picker style: `.menu`, `.segmented` …
    struct PickerStyle {
        var _kind: _PickerStyleKind
        static var menu: PickerStyle { PickerStyle(_kind: .menu) }
        static var automatic: PickerStyle { PickerStyle(_kind: .menu) }
        static var segmented: PickerStyle { PickerStyle(_kind: .segmented) }
        static var wheel: PickerStyle { PickerStyle(_kind: .wheel) }
        static var inline: PickerStyle { PickerStyle(_kind: .inline) }
        static var navigationLink: PickerStyle { PickerStyle(_kind: .menu) }
    }
    /// A view whose pickers show in a style.
    struct _ControlStyled: View {
        var content: any View
        var pickerStyle: PickerStyle
    }

    extension View {
        /// The value this view stands for in a Picker.
        func tag<T: Hashable>(_ tag: T) -> some View { _TaggedView(content: self, tag: tag) }
        /// How the Pickers in the view show: `.segmented` or a menu.
        func pickerStyle(_ style: PickerStyle) -> some View { _ControlStyled(content: self, pickerStyle: style) }
    }

    /// An axis: the direction text in a `TextField` grows, or a scroll view scrolls.
    enum Axis {
        case horizontal, vertical
        /// A set of axes, as SwiftUI's `Axis.Set` (an `OptionSet`): `.horizontal`, `.vertical`, or
        /// both as `[.horizontal, .vertical]`.
        struct Set: OptionSet {
            let rawValue: Int
            init(rawValue: Int) { self.rawValue = rawValue }
            static let horizontal = Axis.Set(rawValue: 1)
            static let vertical = Axis.Set(rawValue: 2)
        }
    }

    /// A line of text bound to a String: its text, or the placeholder (the prompt, else the title)
    /// in the placeholder colour.
    struct TextField: View {
        var _title: String
        var _text: Binding<String>
        var _value: String
        var _prompt: Text?
        var _isSecure: Bool
        /// A text field titled `title` for `text`.
        init(_ title: String, text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal) {
            _title = title
            _text = text
            _value = text.wrappedValue
            _prompt = prompt
            _isSecure = false
        }
    }

    /// A password field bound to a String: a dot for each character, or the placeholder.
    struct SecureField: View {
        var _field: TextField
        /// A secure field titled `title` for `text`.
        init(_ title: String, text: Binding<String>, prompt: Text? = nil) {
            var field = TextField(title, text: text, prompt: prompt)
            field._isSecure = true
            _field = field
        }
    }

    /// A progress bar for a value out of a total, or a spinner without one.
    struct ProgressView: View {
        var _value: Double?
        var _total: Double
        var _label: (any View)?
        /// The views that say the current value, below the bar (`currentValueLabel:`).
        var _currentValueLabel: (any View)? = nil
        /// A spinner.
        init() { self.init(_value: nil, _total: 1, _label: nil) }
        /// A spinner titled `title`.
        init(_ title: String) { self.init(_value: nil, _total: 1, _label: Text(title)) }
        /// A bar filled to `value` of `total` (a spinner when `value` is nil).
        init(value: Double?, total: Double = 1) { self.init(_value: value, _total: total, _label: nil) }
        /// A bar filled to `value` of `total`, with `label`'s views above it.
        init(value: Double?, total: Double = 1, @ViewBuilder label: () -> _ViewList) {
            self.init(_value: value, _total: total, _label: label())
        }
        /// A bar filled to `value` of `total`, with `label`'s views above it and
        /// `currentValueLabel`'s below (in the caption font and the secondary colour).
        init(value: Double?, total: Double = 1, @ViewBuilder label: () -> _ViewList,
             @ViewBuilder currentValueLabel: () -> _ViewList) {
            self.init(_value: value, _total: total, _label: label())
            _currentValueLabel = currentValueLabel()
        }
        /// A bar titled `title` filled to `value` of `total`.
        init(_ title: String, value: Double?, total: Double = 1) { self.init(_value: value, _total: total, _label: Text(title)) }
        init(_value: Double?, _total: Double, _label: (any View)?) {
            self._value = _value
            self._total = _total
            self._label = _label
        }
    }

    /// An icon and a title side by side.
    struct Label: View {
        var _title: any View
        var _icon: any View
        /// The key `titleKey` (a string literal) after the SF Symbol `systemImage` (drawn as a
        /// placeholder of its size).
        init(_ titleKey: LocalizedStringKey, systemImage: String) {
            _title = Text(titleKey)
            _icon = _Symbol(name: systemImage)
        }
        /// `title` as written after the SF Symbol `systemImage`.
        @_disfavoredOverload init<S: StringProtocol>(_ title: S, systemImage: String) {
            _title = Text(title)
            _icon = _Symbol(name: systemImage)
        }
        /// `title`'s views after `icon`'s.
        init(@ViewBuilder title: () -> _ViewList, @ViewBuilder icon: () -> _ViewList) {
            _title = title()
            _icon = icon()
        }
    }

    /// An SF Symbol, drawn as a neutral placeholder of its size (symbols are not available here).
    struct _Symbol: View {
        var name: String
    }

    /// A hairline across the enclosing stack (horizontal in a VStack, vertical in an HStack).
    struct Divider: View {}

    /// A gauge in iOS's linear capacity style: a bar filled to the value's place in the range.
    struct Gauge: View {
        var _value: Double
        var _lower: Double
        var _upper: Double
        var _label: any View
        var _currentValueLabel: (any View)?
        var _minimumLabel: (any View)?
        var _maximumLabel: (any View)?
        var _markedValueLabels: (any View)?
        /// A gauge of `value` in `bounds` named by `label`.
        init(value: Double, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> _ViewList) {
            self.init(_value: value, _lower: bounds.lowerBound, _upper: bounds.upperBound, _label: label(),
                      _currentValueLabel: nil, _minimumLabel: nil, _maximumLabel: nil)
        }
        /// A gauge with the current value's label.
        init(value: Double, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> _ViewList,
             @ViewBuilder currentValueLabel: () -> _ViewList) {
            self.init(_value: value, _lower: bounds.lowerBound, _upper: bounds.upperBound, _label: label(),
                      _currentValueLabel: currentValueLabel(), _minimumLabel: nil, _maximumLabel: nil)
        }
        /// A gauge with every label.
        init(value: Double, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> _ViewList,
             @ViewBuilder currentValueLabel: () -> _ViewList, @ViewBuilder minimumValueLabel: () -> _ViewList,
             @ViewBuilder maximumValueLabel: () -> _ViewList) {
            self.init(_value: value, _lower: bounds.lowerBound, _upper: bounds.upperBound, _label: label(),
                      _currentValueLabel: currentValueLabel(), _minimumLabel: minimumValueLabel(),
                      _maximumLabel: maximumValueLabel())
        }
        /// A gauge with the current value's label and views marking values (each `.tag`ged with
        /// its value), which a `GaugeStyle` of your own draws; iOS's styles do not show them.
        init(value: Double, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> _ViewList,
             @ViewBuilder currentValueLabel: () -> _ViewList, @ViewBuilder markedValueLabels: () -> _ViewList) {
            self.init(_value: value, _lower: bounds.lowerBound, _upper: bounds.upperBound, _label: label(),
                      _currentValueLabel: currentValueLabel(), _minimumLabel: nil, _maximumLabel: nil,
                      _markedValueLabels: markedValueLabels())
        }
        /// A gauge with every label and views marking values (each `.tag`ged with its value).
        init(value: Double, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> _ViewList,
             @ViewBuilder currentValueLabel: () -> _ViewList, @ViewBuilder minimumValueLabel: () -> _ViewList,
             @ViewBuilder maximumValueLabel: () -> _ViewList, @ViewBuilder markedValueLabels: () -> _ViewList) {
            self.init(_value: value, _lower: bounds.lowerBound, _upper: bounds.upperBound, _label: label(),
                      _currentValueLabel: currentValueLabel(), _minimumLabel: minimumValueLabel(),
                      _maximumLabel: maximumValueLabel(), _markedValueLabels: markedValueLabels())
        }
        init(_value: Double, _lower: Double, _upper: Double, _label: any View, _currentValueLabel: (any View)?,
             _minimumLabel: (any View)?, _maximumLabel: (any View)?, _markedValueLabels: (any View)? = nil) {
            self._value = _value
            self._lower = _lower
            self._upper = _upper
            self._label = _label
            self._currentValueLabel = _currentValueLabel
            self._minimumLabel = _minimumLabel
            self._maximumLabel = _maximumLabel
            self._markedValueLabels = _markedValueLabels
        }
    }

    /// A colour bound to a Color: its label, then a colour well.
    struct ColorPicker: View {
        var _label: any View
        var _selection: Binding<Color>
        var _value: Color
        var _supportsOpacity: Bool
        /// A colour picker titled `title`.
        init(_ title: String, selection: Binding<Color>, supportsOpacity: Bool = true) {
            _label = Text(title)
            _selection = selection
            _value = selection.wrappedValue
            _supportsOpacity = supportsOpacity
        }
    }

    /// A link to another screen: its label in the accent colour; in a List, the label and a
    /// chevron. The destination is kept (a figure shows the root of the navigation).
    struct NavigationLink: View {
        var _label: any View
        var _destination: (any View)?
        /// A link titled `title` to `destination`'s views.
        init(_ title: String, @ViewBuilder destination: () -> _ViewList) {
            _label = Text(title)
            _destination = destination()
        }
        /// A link titled `title` that presents `value`.
        init<V: Hashable>(_ title: String, value: V) {
            _label = Text(title)
            _destination = nil
        }
        /// A link showing `label`'s views to `destination`.
        init(destination: any View, @ViewBuilder label: () -> _ViewList) {
            _label = label()
            _destination = destination
        }
        /// A link showing `label`'s views that presents `value`.
        init<V: Hashable>(value: V, @ViewBuilder label: () -> _ViewList) {
            _label = label()
            _destination = nil
        }
        /// A link showing `label`'s views to `destination`'s views.
        init(@ViewBuilder destination: () -> _ViewList, @ViewBuilder label: () -> _ViewList) {
            _label = label()
            _destination = destination()
        }
    }

    /// A web address, kept as its text.
    struct URL: CustomStringConvertible {
        var absoluteString: String
        /// The address `string` (nil never: any text is kept).
        init?(string: String) { absoluteString = string }
        /// The address, as `print` shows it.
        var description: String { absoluteString }
    }

    /// A link: its title in the accent colour.
    struct Link: View {
        var _title: any View
        var _destination: URL
        /// A link titled `title` to `destination`.
        init(_ title: String, destination: URL) {
            _title = Text(title)
            _destination = destination
        }
        /// A link showing `label`'s views.
        init(destination: URL, @ViewBuilder label: () -> _ViewList) {
            _title = label()
            _destination = destination
        }
    }
    """#
}
