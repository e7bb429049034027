/// A SwiftUI control in a view tree (`Slider`, `Toggle`, `Button` …): what it is, its label and
/// value, the view a still figure draws for it, and the binding through which it changes the
/// program that made it.
///
/// Layout draws a control as its `appearance` (what a preview would show). A live view shows its
/// controls as working widgets instead and draws its figure without them
/// (`View.withoutControls`), so a control is never shown twice.
public struct Control {
    /// The kinds of control, with what each needs to be shown as a widget.
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

    /// `.pickerStyle(_:)`.
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

    /// What the control is.
    public var kind: Kind
    /// Its label's text (a slider without a label is named after the value it is bound to).
    public var label: String
    /// Its value when the view was made.
    public var value: Value
    /// Whether its number is whole (an `Int` bound to a stepper, a slider with a whole step).
    public var isInteger: Bool
    /// What a still figure draws for it.
    public var appearance: View
    /// How the control changes its program (a binding, an action); opaque to Canvas.
    public var binding: (any ControlBinding)?

    /// A control of `kind` labelled `label`, showing `value`, drawn as `appearance`.
    public init(kind: Kind, label: String, value: Value, isInteger: Bool = false, appearance: View,
                binding: (any ControlBinding)? = nil) {
        self.kind = kind
        self.label = label
        self.value = value
        self.isInteger = isInteger
        self.appearance = appearance
        self.binding = binding
    }

    /// `Slider`, `Toggle`, `Button` …: the SwiftUI name of the kind.
    public var typeName: String {
        switch kind {
        case .slider: "Slider"
        case .stepper: "Stepper"
        case .toggle: "Toggle"
        case .picker: "Picker"
        case .textField: "TextField"
        case .colorPicker: "ColorPicker"
        case .button: "Button"
        }
    }
}

/// What connects a control to the language that made it: a `@State` binding, a Button's action.
///
/// Canvas only carries it; the language that made the control knows what it is.
public protocol ControlBinding: AnyObject {}
