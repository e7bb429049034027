import Canvas

/// What connects a control Canvas draws to the Lang value it came from: a `Binding` a live host
/// writes through, or a button's action closure it runs. A figure never uses it.
final class LangControlConnection: ControlConnection {
    /// The `Binding` value or the action closure.
    let value: Value
    /// A second action: `Stepper(_:onIncrement:onDecrement:)`'s decrement (`value` increments).
    var alternate: Value?
    /// A picker's option tags, in the order of its options (nil for an untagged option).
    var tags: [Value?] = []

    init(_ value: Value, alternate: Value? = nil) {
        self.value = value
        self.alternate = alternate
    }
}

extension ViewBridge {
    /// The Canvas view of the prelude's controls (Prelude+Controls), or nil for another name.
    func controlView(_ name: String, _ fields: [Value], depth: Int) throws -> Canvas.View? {
        func child(_ index: Int) throws -> Canvas.View { try label(field(fields, index), depth: depth) }
        func optionalChild(_ index: Int) throws -> Canvas.View? {
            try optional(field(fields, index)).map { try label($0, depth: depth) }
        }
        func control(_ control: Control) -> Canvas.View { .surface(.control(control)) }
        switch name {
        case "Button":
            let role = try optional(field(fields, 1)).map { try enumCase($0).0 }
            let (label, tint) = try styledButton(label: field(fields, 0), role: field(fields, 1),
                                                 tint: role == "destructive" ? .color(isDark ? RGBA.darkNamed["red"] ?? .red : .red)
                                                     : controlTint.accentStyle, depth: depth)
            return control(.button(label: label, tint: tint, action: ControlAction(handle: LangControlConnection(try field(fields, 2))) {}))
        case "Toggle":
            if let drawn = try styledToggle(label: field(fields, 0), isOn: field(fields, 1), depth: depth) { return drawn }
            return control(.toggle(label: try child(0), isOn: ControlBinding(try bool(field(fields, 2)), handle: connection(fields, 1)),
                                   style: try builtinToggleStyle()))
        case "Slider":
            let lower = try number(field(fields, 2)), upper = try number(field(fields, 3))
            guard lower.isFinite, upper.isFinite, lower < upper else {
                throw failure("a Slider's range must be finite numbers, the lower below the upper")
            }
            return control(.slider(value: ControlBinding(try number(field(fields, 1)), name: bindingName(fields, 0), handle: connection(fields, 0)),
                                   range: ValueRange(lower, upper), step: try optionalNumber(field(fields, 4)),
                                   minimumLabel: try optionalChild(6), maximumLabel: try optionalChild(7), label: try optionalChild(5)))
        case "Stepper":
            let value = try optionalNumber(field(fields, 2)).map { ControlBinding($0, name: bindingName(fields, 1), handle: connection(fields, 1)) }
            let lower = try optionalNumber(field(fields, 3)), upper = try optionalNumber(field(fields, 4))
            let range = lower.flatMap { lower in upper.map { ValueRange(lower, $0) } }
            let steps = try optional(field(fields, 6)).map {
                ControlAction(handle: LangControlConnection($0, alternate: optional(try field(fields, 7)))) {}
            }
            return control(.stepper(label: try child(0), value: value, range: range, step: try number(field(fields, 5)), steps: steps))
        case "Picker":
            return try picker(fields, depth: depth)
        case "_TaggedView":
            return try view(field(fields, 0), depth: depth + 1).surfaceModifier(.tag(tagText(field(fields, 1))))
        case "_ControlStyled":
            return try styled(fields, depth: depth)
        case "TextField":
            return try textField(fields, secure: nil)
        case "SecureField":
            guard let (_, inner) = structure(try field(fields, 0)) else { throw failure("malformed SecureField") }
            return try textField(inner, secure: true)
        case "ProgressView":
            let currentValueLabel = try optional(field(fields, 3))
            if let drawn = try styledProgress(value: optionalNumber(field(fields, 0)), total: number(field(fields, 1)),
                                              label: optional(field(fields, 2)), currentValueLabel: currentValueLabel,
                                              depth: depth) { return drawn }
            let bar = control(.progress(value: try optionalNumber(field(fields, 0)), total: try number(field(fields, 1)),
                                        label: try optionalChild(2)))
            // SwiftUI puts the current value's label under the bar, in the caption font and the secondary colour.
            guard let currentValueLabel else { return bar }
            return .vStack(alignment: .leading, spacing: 4, children: [
                bar, try label(currentValueLabel, depth: depth).font(.caption).foregroundStyle(.color(.secondary)),
            ])
        case "Label":
            if let drawn = try styledLabel(title: field(fields, 0), icon: field(fields, 1), depth: depth) { return drawn }
            return control(.label(title: try child(0), icon: try child(1)))
        case "_Symbol":
            guard let symbol = try field(fields, 0).stringValue else { throw failure("malformed symbol") }
            return .surface(.symbol(symbol, resizable: false))
        case "Divider":
            return control(.divider)
        case "_GaugeStyledView": return try gaugeStyled(fields, depth: depth)
        case "_TintedView": return try tinted(fields, depth: depth)
        case "Gauge":
            if let drawn = try styledGauge(fields, depth: depth) { return drawn }
            return control(.gauge(value: try number(field(fields, 0)),
                                  range: ValueRange(try number(field(fields, 1)), try number(field(fields, 2))),
                                  label: try child(3), currentValueLabel: try optionalChild(4),
                                  minimumLabel: try optionalChild(5), maximumLabel: try optionalChild(6)))
        case "ColorPicker":
            let selection = ControlBinding(try rgba(field(fields, 2)), handle: connection(fields, 1))
            return control(.colorPicker(label: try child(0), selection: selection, supportsOpacity: try bool(field(fields, 3))))
        case "NavigationLink":
            return control(.navigationLink(label: try child(0), destination: try optionalChild(1)))
        case "Link":
            guard let (_, url) = structure(try field(fields, 1)), let destination = try field(url, 0).stringValue else {
                throw failure("malformed URL")
            }
            return control(.link(title: try child(0), destination: destination))
        default:
            return nil
        }
    }

    /// A label argument's view: a builder's one view as it is, several as a group.
    func label(_ value: Value, depth: Int) throws -> Canvas.View {
        let drawn = try view(value, depth: depth + 1)
        if case .group(let views) = drawn, views.count == 1 { return views[0] }
        return drawn
    }

    /// An optional's value, or nil.
    func optional(_ value: Value) -> Value? {
        switch value.unboxed {
        case .null: return nil
        case .some(let inner): return inner.unboxed
        case let other: return other
        }
    }

    /// The connection of the binding or closure in field `index`.
    private func connection(_ fields: [Value], _ index: Int) -> LangControlConnection? {
        guard index < fields.count, let value = optional(fields[index]) else { return nil }
        return LangControlConnection(value)
    }

    /// The name of the property whose projection is the binding in field `index` (`$volume` is
    /// "volume", Prelude+State's `Binding._name`), or nil: what an unlabelled control is called.
    private func bindingName(_ fields: [Value], _ index: Int) -> String? {
        guard index < fields.count, let binding = optional(fields[index]), let (_, bindingFields) = structure(binding),
              bindingFields.count == 3 else { return nil }
        return optional(bindingFields[2])?.stringValue
    }

    /// A picker: its options' tags compared with the selection.
    private func picker(_ fields: [Value], depth: Int) throws -> Canvas.View {
        let selection = try field(fields, 2)
        let items = try self.items(of: field(fields, 3), depth: depth)
        var options: [Canvas.View] = []
        var tags: [Value?] = []
        for item in items {
            for option in try pickerOptions(item) {
                tags.append(option.tag)
                options.append(try view(option.view, depth: depth + 1))
            }
        }
        let spliced = Canvas.View.spliced(options)
        // Splicing drops empty views only; keep the tags of the options that remain in step.
        let index = spliced.count == options.count ? tags.firstIndex { $0 == selection.unboxed } : nil
        let handle = connection(fields, 1)
        if spliced.count == options.count { handle?.tags = tags }
        return .surface(.control(.picker(label: try label(field(fields, 0), depth: depth),
                                         selection: ControlBinding(tagText(selection), handle: handle),
                                         options: spliced, selectedIndex: index, isSegmented: false)))
    }

    /// A picker's option values with their tags, looking into groups (`ForEach`, `Group`).
    private func pickerOptions(_ value: Value) throws -> [(view: Value, tag: Value?)] {
        guard let (decl, fields) = structure(value) else { return [(value, nil)] }
        switch types.libraryName(of: decl) {
        case "_TaggedView": return [(value, try field(fields, 1).unboxed)]
        case "_ViewList":
            return try items(of: value, depth: 0).flatMap { try pickerOptions($0) }
        case "Group": return try pickerOptions(field(fields, 0))
        case "ForEach":
            // A ForEach's views are tagged with their identities (`id: \.self`), as SwiftUI's are.
            let options = try pickerOptions(field(fields, 0))
            guard fields.count > 1, case .array(let tags)? = optional(fields[1]), tags.count == options.count else { return options }
            return zip(options, tags).map { option, tag in (option.view, option.tag ?? tag.unboxed) }
        default: return [(value, nil)]
        }
    }

    /// A tag's value as the text a picker option is marked with.
    private func tagText(_ value: Value) -> String {
        switch value.unboxed {
        case .int(let number): return String(number)
        case .double(let number): return String(number)
        case .string(let text), .substring(let text, _): return text
        case .bool(let flag): return String(flag)
        case .enumValue(let decl, let index, _) where index < decl.cases.count: return decl.cases[index].name
        default: return "\(value.unboxed.hashValue)"
        }
    }

    /// `.pickerStyle(_:)` applied to the pickers inside.
    private func styled(_ fields: [Value], depth: Int) throws -> Canvas.View {
        let content = try view(field(fields, 0), depth: depth + 1)
        guard let (_, styleFields) = structure(try field(fields, 1)) else { throw failure("malformed PickerStyle") }
        let segmented = try enumCase(field(styleFields, 0)).0 == "segmented"
        return content.mappingControls { control in
            guard case .picker(let label, let selection, let options, let index, _) = control else { return control }
            return .picker(label: label, selection: selection, options: options, selectedIndex: index, isSegmented: segmented)
        }
    }

    /// A `TextField`'s fields as Canvas's text field (`secure` overrides its own flag).
    private func textField(_ fields: [Value], secure: Bool?) throws -> Canvas.View {
        guard let title = try field(fields, 0).stringValue, let text = try field(fields, 2).stringValue else {
            throw failure("malformed TextField")
        }
        let prompt = try optional(field(fields, 3)).flatMap { prompt -> String? in
            guard let (_, promptFields) = structure(prompt) else { return nil }
            return try field(promptFields, 0).stringValue
        }
        return textFieldStyled(.surface(.control(.textField(title: title, text: ControlBinding(text, handle: connection(fields, 1)),
                                                            prompt: prompt, isSecure: try secure ?? bool(field(fields, 4))))))
    }
}
