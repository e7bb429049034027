/// What connects a control to the program that made it: the language's binding that a slider
/// writes, the action a button runs. Canvas only carries it; the language that made the control
/// knows what it is, and a host that makes the control live hands it back to that language.
public protocol ControlConnection: AnyObject {}

/// A value a control shows and, in a live app, changes: SwiftUI's `Binding`, reduced to what a
/// figure needs (the value now), what a live widget is named after (the variable's name) and
/// what writes the value back (`handle`).
public struct ControlBinding<Value> {
    /// The bound variable's name (`$volume` → "volume") when the language knows it.
    public var name: String?
    public var value: Value
    /// How the language writes a new value (its `Binding`); nil for a value nothing can change.
    public var handle: (any ControlConnection)?

    public init(_ value: Value, name: String? = nil, handle: (any ControlConnection)? = nil) {
        self.value = value
        self.name = name
        self.handle = handle
    }
}

/// A button's action: stored, never run while drawing (a figure has no taps).
public struct ControlAction {
    public var run: () throws -> Void
    /// The action as the language holds it, for a host that presses the button live (a live
    /// press runs it through the language, which can undo it when it fails).
    public var handle: (any ControlConnection)?

    public init(handle: (any ControlConnection)? = nil, _ run: @escaping () throws -> Void) {
        self.run = run
        self.handle = handle
    }
}

/// A closed range of values for sliders, steppers and gauges, without Swift's trap on a reversed range.
public struct ValueRange: Hashable, Sendable {
    public var lower: Double
    public var upper: Double

    public init(_ lower: Double, _ upper: Double) {
        self.lower = lower
        self.upper = upper
    }

    /// Where `value` lies in the range, 0…1 (0 for an empty or non-finite range).
    public func fraction(of value: Double) -> Double {
        let span = upper - lower
        guard span > 0, span.isFinite, value.isFinite else { return 0 }
        return min(max((value - lower) / span, 0), 1)
    }
}

/// A SwiftUI control with its data: what it shows, what it is bound to and what it does.
///
/// Drawing uses only the values; bindings and actions stay reachable in the view tree, each with
/// the language's handle, so that a host can show the control as a working widget
/// (Control+Live.swift) and leave it out of the figure it draws (View+Controls.swift).
public enum Control {
    /// `Button(action:label:)`: the label in `tint`: the environment's tint (ControlTint.swift),
    /// red for `role: .destructive`, nil for a label a button style has already coloured.
    case button(label: View, tint: ShapeStyle?, action: ControlAction?)
    /// `Toggle(isOn:) { label }`: the label, then a switch at the trailing edge; with
    /// `.toggleStyle(.button)` a bordered button, filled with the tint while on.
    case toggle(label: View, isOn: ControlBinding<Bool>, style: ToggleStyle = .automatic)
    /// `Slider(value:in:step:)` with optional minimum and maximum value labels at its ends. Its
    /// `label` is not drawn (iOS does not show it); a live widget is named after it.
    case slider(value: ControlBinding<Double>, range: ValueRange, step: Double?, minimumLabel: View?, maximumLabel: View?,
                label: View? = nil)
    /// `Stepper(value:in:step:) { label }`: the label, then − and + buttons at the trailing edge.
    /// `Stepper(_:onIncrement:onDecrement:)` has no value; `steps` carries its two actions (the
    /// language's handle tells them apart).
    case stepper(label: View, value: ControlBinding<Double>?, range: ValueRange?, step: Double, steps: ControlAction? = nil)
    /// `Picker(selection:) { options }`: in the menu style the selected option's label and a
    /// chevron in the accent colour (in a list row: the label, then the selection in grey); with
    /// `.pickerStyle(.segmented)` a segmented control of every option. `selectedIndex` is nil when
    /// the selection matches no option's tag (nothing is shown selected, as in SwiftUI).
    case picker(label: View, selection: ControlBinding<String>, options: [View], selectedIndex: Int?, isSegmented: Bool)
    /// `TextField(_:text:prompt:)`: the text, or the placeholder (the prompt, else the title) in
    /// the placeholder colour; `SecureField` (`isSecure`) shows a dot for each character.
    case textField(title: String, text: ControlBinding<String>, prompt: String? = nil, isSecure: Bool = false)
    /// `ColorPicker(_:selection:supportsOpacity:)`: the label, then a colour well (the colour in a
    /// ring of hues) at the trailing edge.
    case colorPicker(label: View, selection: ControlBinding<RGBA>, supportsOpacity: Bool)
    /// `ProgressView(value:total:)` (a bar) or `ProgressView()` (a spinner, when `value` is nil).
    case progress(value: Double?, total: Double, label: View?)
    /// `Label(_:systemImage:)` / `Label { title } icon: { icon }`: icon and title side by side.
    case label(title: View, icon: View)
    /// `Divider()`: a hairline across the enclosing stack's axis.
    case divider
    /// `Gauge(value:in:) { label }`, in iOS's default linear capacity style or the one
    /// `.gaugeStyle(_:)` chose, in the accent colour or the `tint` `.tint(_:)` or
    /// `CircularGaugeStyle(tint:)` set (Control+Gauge.swift).
    case gauge(value: Double, range: ValueRange, label: View?, currentValueLabel: View?, minimumLabel: View?, maximumLabel: View?,
               style: GaugeStyle = .linearCapacity, tint: ShapeStyle? = nil)
    /// `Link(_:destination:)`: the title in the accent colour.
    case link(title: View, destination: String)
    /// `NavigationLink`: its label in the accent colour; in a list row, the label and a chevron.
    /// The destination is kept (a figure shows the root of the navigation).
    case navigationLink(label: View, destination: View?)
}

extension Control: CustomStringConvertible {
    /// A short name for `text/plain`.
    public var description: String {
        switch self {
        case .button: "Button"
        case .toggle: "Toggle"
        case .slider: "Slider"
        case .stepper: "Stepper"
        case .picker: "Picker"
        case .textField: "TextField"
        case .colorPicker: "ColorPicker"
        case .progress: "ProgressView"
        case .label: "Label"
        case .divider: "Divider"
        case .gauge: "Gauge"
        case .link: "Link"
        case .navigationLink: "NavigationLink"
        }
    }
}
