import Canvas
import Foundation
import Jupyter

/// How a SwiftUI control is shown as a Jupyter widget, and how the widget's messages become
/// changes of the control.
///
/// | control | widget |
/// |---|---|
/// | `Slider` | `FloatSlider`, or `IntSlider` for a whole step and bounds |
/// | `Stepper` | `BoundedIntText` / `BoundedFloatText` (`IntText` / `FloatText` without a range): a number with up and down arrows |
/// | `Toggle` | `Checkbox`; `ToggleButton` with `.toggleStyle(.button)` |
/// | `Picker` | `Dropdown`; `ToggleButtons` with `.pickerStyle(.segmented)` |
/// | `Stepper(_:onIncrement:onDecrement:)` | `ToggleButtons` with − and +, none selected (a click runs one action) |
/// | `TextField` | `Text` |
/// | `SecureField` | `Password` |
/// | `ColorPicker` | `ColorPicker` (`#rrggbb`) |
/// | `Button` | `Button` (a click is a `custom` message `{event: click}`) |
enum ControlWidget {
    /// The widget kind for `control`.
    static func kind(for control: LiveControl) -> WidgetKind {
        switch control.kind {
        case .slider: return control.isInteger ? .intSlider : .floatSlider
        case .stepper(let bounds, _):
            switch (bounds != nil, control.isInteger) {
            case (true, true): return .boundedIntText
            case (true, false): return .boundedFloatText
            case (false, true): return .intText
            case (false, false): return .floatText
            }
        case .toggle(let style): return style == .button ? .toggleButton : .checkbox
        case .picker(_, let style): return style == .segmented ? .toggleButtons : .dropdown
        case .textField: return .text
        case .secureField: return .password
        case .stepButtons: return .toggleButtons
        case .colorPicker: return .colorPicker
        case .button: return .button
        }
    }

    /// The widget state that shows `control` (without the model's identity, layout and style).
    static func state(for control: LiveControl) -> JSONObject {
        var state: JSONObject = ["description": .string(control.label)]
        switch control.kind {
        case .slider(let bounds, let step):
            let step = step ?? continuousStep(bounds)
            state["min"] = number(bounds.lowerBound, integer: control.isInteger)
            state["max"] = number(bounds.upperBound, integer: control.isInteger)
            state["step"] = number(step, integer: control.isInteger)
            state["continuous_update"] = true
            if !control.isInteger { state["readout_format"] = .string(".\(decimals(step))f") }
        case .stepper(let bounds, let step):
            if let bounds {
                state["min"] = number(bounds.lowerBound, integer: control.isInteger)
                state["max"] = number(bounds.upperBound, integer: control.isInteger)
            }
            state["step"] = number(step, integer: control.isInteger)
        case .toggle(let style):
            if style == .automatic { state["indent"] = false }
        case .picker(let options, _):
            state["_options_labels"] = .array(options.map(JSONValue.string))
        case .textField(let prompt), .secureField(let prompt):
            state["placeholder"] = .string(prompt)
            state["continuous_update"] = false
        case .stepButtons:
            state["_options_labels"] = ["−", "+"]
            state["tooltips"] = ["Decrement", "Increment"]
            // No button stays selected: each click is an action, not a choice.
            state["index"] = .null
        case .colorPicker:
            state["concise"] = false
        case .button:
            break
        }
        switch control.value {
        case .number(let x): state["value"] = number(x, integer: control.isInteger)
        case .bool(let on): state["value"] = .bool(on)
        case .text(let text): state["value"] = .string(text)
        case .selection(let index): state["index"] = index.map(JSONValue.int) ?? .null
        case .color(let color): state["value"] = .string(hex(color))
        case .none: break
        }
        return state
    }

    /// The control value an `update` from the front end sets, if it sets one.
    static func value(from changes: JSONObject, for control: LiveControl) -> Control.Value? {
        switch control.kind {
        case .slider, .stepper:
            switch changes["value"] {
            case .int(let x)?: return .number(Double(x))
            case .double(let x)?: return .number(x)
            default: return nil
            }
        case .toggle: return changes["value"]?.boolValue.map(Control.Value.bool)
        case .textField, .secureField: return changes["value"]?.stringValue.map(Control.Value.text)
        case .stepButtons:
            guard let index = changes["index"]?.intValue else { return nil }
            return .selection(index)
        case .picker:
            guard let index = changes["index"] else { return nil }
            return .selection(index.intValue)
        case .colorPicker: return changes["value"]?.stringValue.flatMap(color).map(Control.Value.color)
        case .button: return nil
        }
    }

    /// A continuous slider's step: a thousandth of its range, rounded down to a power of ten.
    static func continuousStep(_ bounds: ClosedRange<Double>) -> Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard span.isFinite, span > 0 else { return 0.01 }
        return pow(10, (log10(span / 1000)).rounded(.down))
    }

    /// Digits after the point that show a multiple of `step` exactly (at most 6).
    static func decimals(_ step: Double) -> Int {
        guard step.isFinite, step > 0 else { return 2 }
        var digits = 0
        var scaled = step
        while digits < 6, abs(scaled - scaled.rounded()) > 1e-9 * max(1, abs(scaled)) {
            scaled *= 10
            digits += 1
        }
        return digits
    }

    private static func number(_ x: Double, integer: Bool) -> JSONValue {
        integer && abs(x) < 1e15 ? .int(Int(x.rounded())) : .double(x)
    }

    /// `#rrggbb`, as the ColorPicker widget spells a colour.
    static func hex(_ color: RGBA) -> String {
        func byte(_ x: Double) -> String {
            let value = x.isFinite ? Int((min(max(x, 0), 1) * 255).rounded()) : 0
            let text = String(value, radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    }

    /// A colour from `#rrggbb` or `#rgb` (what the ColorPicker widget sends); nil otherwise.
    static func color(_ text: String) -> RGBA? {
        var digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        return RGBA(red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
    }
}
