/// A value a control shows and, in a live app, changes: SwiftUI's `Binding`, reduced to what a
/// figure needs (the value now) and what a live widget needs to find its variable (the name).
public struct ControlBinding<Value> {
    /// The bound variable's name (`$volume` → "volume") when the language knows it.
    public var name: String?
    public var value: Value

    public init(_ value: Value, name: String? = nil) {
        self.value = value
        self.name = name
    }
}

/// A button's action: stored, never run while drawing (a figure has no taps).
public struct ControlAction {
    public var run: () throws -> Void

    public init(_ run: @escaping () throws -> Void) {
        self.run = run
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
/// Drawing uses only the values; bindings and actions stay reachable in the view tree so that a
/// host can make the control live (the `widgets` work).
public enum Control {
    /// `Button(action:label:)`: the label in `tint`: the accent colour, red for `role: .destructive`,
    /// nil for a label a button style has already coloured.
    case button(label: View, tint: RGBA?, action: ControlAction?)
    /// `Toggle(isOn:) { label }`: the label, then a switch at the trailing edge.
    case toggle(label: View, isOn: ControlBinding<Bool>)
    /// `Slider(value:in:step:)` with optional minimum and maximum value labels at its ends.
    case slider(value: ControlBinding<Double>, range: ValueRange, step: Double?, minimumLabel: View?, maximumLabel: View?)
    /// `Stepper(value:in:step:) { label }`: the label, then − and + buttons at the trailing edge.
    case stepper(label: View, value: ControlBinding<Double>?, range: ValueRange?, step: Double)
    /// `Picker(selection:) { options }`: in the menu style the selected option's label and a
    /// chevron in the accent colour (in a list row: the label, then the selection in grey); with
    /// `.pickerStyle(.segmented)` a segmented control of every option.
    case picker(label: View, selection: ControlBinding<String>, options: [View], selectedIndex: Int, isSegmented: Bool)
    /// `TextField(_:text:)`: the text, or the placeholder in the placeholder colour.
    case textField(placeholder: String, text: ControlBinding<String>)
    /// `ProgressView(value:total:)` (a bar) or `ProgressView()` (a spinner, when `value` is nil).
    case progress(value: Double?, total: Double, label: View?)
    /// `Label(_:systemImage:)` / `Label { title } icon: { icon }`: icon and title side by side.
    case label(title: View, icon: View)
    /// `Divider()`: a hairline across the enclosing stack's axis.
    case divider
    /// `Gauge(value:in:) { label }` in iOS's default linear capacity style.
    case gauge(value: Double, range: ValueRange, label: View?, currentValueLabel: View?, minimumLabel: View?, maximumLabel: View?)
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
        case .progress: "ProgressView"
        case .label: "Label"
        case .divider: "Divider"
        case .gauge: "Gauge"
        case .link: "Link"
        case .navigationLink: "NavigationLink"
        }
    }
}
