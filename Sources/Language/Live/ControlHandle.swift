import Canvas

/// What the language attaches to a control in the view tree (Canvas carries it opaquely in the
/// control's binding or action): the binding it writes, the action it runs, and for a Picker the
/// tag of each option.
final class ControlHandle: ControlConnection {
    let binding: StateBinding?
    let action: Value?
    /// `Stepper(_:onIncrement:onDecrement:)`'s two actions.
    let steps: (increment: Value, decrement: Value)?
    /// A Picker's option tags, in the order of its options; nil for an option without a tag.
    let tags: [Value?]
    /// A ColorPicker's colour before the change (its opacity survives a front end without one).
    let color: RGBA?

    init(binding: StateBinding? = nil, action: Value? = nil, steps: (increment: Value, decrement: Value)? = nil,
         tags: [Value?] = [], color: RGBA? = nil) {
        self.binding = binding
        self.action = action
        self.steps = steps
        self.tags = tags
        self.color = color
    }
}

extension Interpreter {
    /// The value a control's new `value` stores in its binding.
    ///
    /// - Throws: when the value has the wrong form for the control (a text for a slider), is not
    ///   finite, or names no option (or one without a tag).
    func boundValue(_ value: Control.Value, for control: InteractiveControl, handle: ControlHandle) throws -> Value {
        switch (control.kind, value) {
        case (.slider(let bounds, _), .number(let x)), (.stepper(let bounds?, _), .number(let x)):
            guard x.isFinite else { throw fail("\(control.typeName) '\(control.label)' needs a finite number, not \(x)") }
            let clamped = min(max(x, bounds.lowerBound), bounds.upperBound)
            return .number(control.isInteger ? clamped.rounded() : clamped)
        case (.stepper(nil, _), .number(let x)):
            guard x.isFinite else { throw fail("Stepper '\(control.label)' needs a finite number, not \(x)") }
            return .number(control.isInteger ? x.rounded() : x)
        case (.toggle, .bool(let on)):
            return .bool(on)
        case (.textField, .text(let text)), (.secureField, .text(let text)):
            return .string(text)
        case (.picker(let options, _), .selection(let index?)):
            guard handle.tags.indices.contains(index) else {
                throw fail("Picker '\(control.label)' has \(options.count) options; there is no option \(index)")
            }
            guard let tag = handle.tags[index] else {
                let option = options.indices.contains(index) ? options[index] : "\(index)"
                throw fail("the option '\(option)' of Picker '\(control.label)' has no tag: tag it with .tag(_:) to make it choosable")
            }
            return tag
        case (.colorPicker(let supportsOpacity), .color(let color)):
            var chosen = color
            if !supportsOpacity { chosen.alpha = 1 } else if let old = handle.color, color.alpha == 1 { chosen.alpha = old.alpha }
            return .style(.color(chosen))
        default:
            throw fail("\(control.typeName) '\(control.label)' cannot take the value \(value)")
        }
    }

    /// A control's value read from its binding again (after a change whose body failed), in the
    /// form its kind shows.
    func controlValue(of control: InteractiveControl, handle: ControlHandle) throws -> Control.Value {
        guard let binding = handle.binding else { return control.value }
        let value = try read(binding)
        switch control.kind {
        case .slider, .stepper:
            let number = try requireFiniteNumber(value, "value")
            return .number(control.isInteger ? number.rounded() : number)
        case .toggle: return .bool(try requireBool(value, "isOn"))
        case .textField, .secureField: return .text(try requireString(value, "text"))
        case .picker: return .selection(try handle.tags.firstIndex { tag in try tag.map { try equal($0, value) } ?? false })
        case .colorPicker: return .color(try colorValue(of: binding))
        case .button, .stepButtons: return .none
        }
    }
}
