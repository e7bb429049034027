// MARK: - Controls as live widgets
// A host that can show working widgets (the Jupyter kernel) asks each control what widget it is:
// its kind, label and value, all derived from the control's own data, and the handle through
// which the language changes its program. Controls that only display something (ProgressView,
// Label, Divider, Gauge, Link, NavigationLink) and controls nothing is bound to have none: they
// stay in the figure, drawn as a preview draws them.

extension Control {
    /// The kinds of control a widget can be, with what each widget needs.
    public enum Kind: Equatable, Sendable {
        /// `Slider(value:in:step:)`: a number in `bounds`, moved in `step`s (nil: continuous).
        case slider(bounds: ClosedRange<Double>, step: Double?)
        /// `Stepper(value:in:step:)`: a number changed by `step`, kept in `bounds` when given.
        case stepper(bounds: ClosedRange<Double>?, step: Double)
        /// `Toggle(isOn:)`: a switch, or a button that stays pressed with `.toggleStyle(.button)`.
        case toggle(style: ToggleStyle)
        /// `Picker(selection:)`: one of `options` (the labels of the tagged views, in order).
        case picker(options: [String], style: PickerStyle)
        /// `TextField(_:text:)`: a line of text; `prompt` is shown while it is empty.
        case textField(prompt: String)
        /// `SecureField(_:text:)`: a line of text shown as dots.
        case secureField(prompt: String)
        /// `Stepper(_:onIncrement:onDecrement:)`: a − and a + button, each running its action
        /// (the value is `.selection(0)` for −, `.selection(1)` for +).
        case stepButtons
        /// `ColorPicker(_:selection:supportsOpacity:)`.
        case colorPicker(supportsOpacity: Bool)
        /// `Button(_:action:)`: runs its action when pressed.
        case button
    }

    /// `.toggleStyle(_:)`.
    public enum ToggleStyle: String, Equatable, Sendable {
        /// A switch (`.automatic`, `.switch`, `.checkbox`).
        case automatic
        /// `.button`: a button that stays pressed while on.
        case button
    }

    /// `.pickerStyle(_:)`, as a widget shows it.
    public enum PickerStyle: String, Equatable, Sendable {
        /// A pop-up menu (`.automatic`, `.menu`, `.wheel`, `.inline`).
        case menu
        /// `.segmented`: the options side by side, one selected.
        case segmented
    }

    /// A control's current value, in the form its kind needs.
    public enum Value: Equatable, Sendable {
        /// A slider's or stepper's number.
        case number(Double)
        /// A toggle's state.
        case bool(Bool)
        /// A text field's text.
        case text(String)
        /// The index of a picker's selected option; nil when the selection matches no option.
        case selection(Int?)
        /// A colour picker's colour.
        case color(RGBA)
        /// A button has no value.
        case none
    }

    /// The control as a widget shows it; nil when it cannot be one: a control that only displays
    /// something, one that nothing connects to the program (no handle), or a slider or stepper
    /// whose range is reversed or not finite.
    public var interactive: InteractiveControl? {
        switch self {
        case .button(_, _, let action):
            return InteractiveControl(self, .button, value: .none, handle: action?.handle)
        case .toggle(_, let isOn, let style):
            return InteractiveControl(self, .toggle(style: style), value: .bool(isOn.value), handle: isOn.handle)
        case .slider(let value, let range, let step, _, _, _):
            guard let bounds = range.closedRange else { return nil }
            let isInteger = step.map(\.isWhole) == true && bounds.lowerBound.isWhole && bounds.upperBound.isWhole
            return InteractiveControl(self, .slider(bounds: bounds, step: step), value: .number(isInteger ? value.value.rounded() : value.value),
                                      isInteger: isInteger, handle: value.handle)
        case .stepper(_, let value?, let range, let step, _):
            let bounds = range?.closedRange
            guard range == nil || bounds != nil else { return nil }
            let isInteger = step.isWhole && value.value.isWhole && (bounds.map { $0.lowerBound.isWhole && $0.upperBound.isWhole } ?? true)
            return InteractiveControl(self, .stepper(bounds: bounds, step: step), value: .number(value.value), isInteger: isInteger,
                                      handle: value.handle)
        case .picker(_, let selection, let options, let selectedIndex, let isSegmented):
            return InteractiveControl(self, .picker(options: options.map(\.labelText), style: isSegmented ? .segmented : .menu),
                                      value: .selection(selectedIndex), handle: selection.handle)
        case .stepper(_, nil, _, _, let steps?):
            return InteractiveControl(self, .stepButtons, value: .none, handle: steps.handle)
        case .textField(let title, let text, let prompt, let isSecure):
            let prompt = prompt ?? title
            return InteractiveControl(self, isSecure ? .secureField(prompt: prompt) : .textField(prompt: prompt), value: .text(text.value),
                                      handle: text.handle)
        case .colorPicker(_, let selection, let supportsOpacity):
            return InteractiveControl(self, .colorPicker(supportsOpacity: supportsOpacity), value: .color(selection.value),
                                      handle: selection.handle)
        case .stepper(_, nil, _, _, nil), .progress, .label, .divider, .gauge, .link, .navigationLink:
            return nil
        }
    }

    /// The text that names the control: its label's (or title's) text; a slider or stepper
    /// without one is named after the variable it is bound to ("value" when that is unknown).
    public var title: String {
        func named(_ label: String, _ variable: String?) -> String { label.isEmpty ? variable ?? "value" : label }
        switch self {
        case .button(let label, _, _), .toggle(let label, _, _), .picker(let label, _, _, _, _), .colorPicker(let label, _, _),
             .label(let label, _), .link(let label, _), .navigationLink(let label, _):
            return label.labelText
        case .slider(let value, _, _, _, _, let label): return named(label?.labelText ?? "", value.name)
        case .stepper(let label, let value, _, _, _): return named(label.labelText, value?.name)
        case .textField(let title, _, _, _): return title
        case .progress(_, _, let label), .gauge(_, _, let label, _, _, _, _, _): return label?.labelText ?? ""
        case .divider: return ""
        }
    }
}

/// A control that a host can show as a working widget: its kind, label and value, and the
/// language's handle that changes the program when the widget moves.
public struct InteractiveControl {
    /// The control in the view tree.
    public var control: Control
    public var kind: Control.Kind
    /// Its label's text (a slider without a label is named after the variable it is bound to).
    public var label: String
    /// Its value now.
    public var value: Control.Value
    /// Whether its number is whole (a slider with a whole step and bounds, a stepper with a whole
    /// step and value): the widget shows integers.
    public var isInteger: Bool
    /// What the language attached: its binding or action.
    public var handle: any ControlConnection

    init?(_ control: Control, _ kind: Control.Kind, value: Control.Value, isInteger: Bool = false,
          handle: (any ControlConnection)?) {
        guard let handle else { return nil }
        self.control = control
        self.kind = kind
        self.label = control.title
        self.value = value
        self.isInteger = isInteger
        self.handle = handle
    }

    /// `Slider`, `Toggle`, `Button` …: the SwiftUI name of the control.
    public var typeName: String { control.description }
}

extension ValueRange {
    /// The range as Swift's `ClosedRange`; nil when it is reversed or not finite (which
    /// `ClosedRange` cannot hold without trapping).
    var closedRange: ClosedRange<Double>? {
        guard lower.isFinite, upper.isFinite, lower <= upper else { return nil }
        return lower...upper
    }
}

extension Double {
    /// Whether the number is whole (and finite).
    fileprivate var isWhole: Bool { isFinite && self == rounded() }
}

extension View {
    /// The text a label view shows: its first text, looking through modifiers and into stacks;
    /// a control's label; "" when there is none.
    public var labelText: String {
        switch self {
        case .text(let text): return text
        case .surface(.styledText(let runs)): return runs.map(\.string).joined()
        case .surface(.control(let control)): return control.title
        case .modified(let inner, _): return inner.labelText
        case .vStack(_, _, let children), .hStack(_, _, let children), .zStack(_, let children), .group(let children):
            return children.lazy.map(\.labelText).first { !$0.isEmpty } ?? ""
        case .empty, .shape, .color, .image, .canvas, .spacer, .surface:
            return ""
        }
    }
}
