import Canvas
import Foundation

/// Modifiers of controls and containers that change nothing in a figure (keyboard, focus,
/// submission, search, styles of containers drawn in their default style): accepted, their
/// arguments not evaluated, as `ignoredViewModifiers`.
let ignoredControlModifiers: Set<String> = [
    "textFieldStyle", "listStyle", "progressViewStyle", "toggleStyle", "gaugeStyle", "labelStyle",
    "navigationBarTitleDisplayMode", "navigationBarHidden", "navigationBarBackButtonHidden", "toolbar", "toolbarBackground",
    "scrollContentBackground", "scrollIndicators", "scrollDisabled", "listRowSeparator", "listRowInsets", "listRowBackground",
    "listSectionSeparator", "controlSize", "keyboardType", "autocorrectionDisabled", "disableAutocorrection",
    "textInputAutocapitalization", "autocapitalization", "submitLabel", "onSubmit", "focused", "searchable", "refreshable",
    "badge", "navigationDestination", "swipeActions", "contextMenu", "alert", "confirmationDialog", "fullScreenCover",
    "popover", "help", "keyboardShortcut", "symbolRenderingMode", "symbolVariant", "imageScale",
    "navigationViewStyle", "tabViewStyle", "presentationDetents", "interactiveDismissDisabled", "sensoryFeedback",
]

extension BuiltinTable {
    /// Buttons, toggles, sliders, steppers, pickers, text fields, progress views, labels,
    /// dividers, gauges, links and `Image(systemName:)`, drawn as an iOS 17 preview draws them.
    func registerControls() {
        func control(_ control: Control) -> Value { .view(ViewValue(.surface(.control(control)))) }
        func title(_ call: BuiltinCall, _ index: Int) throws -> View { .text(call.i.describe(try call.value(index))) }
        type("Button", "A button: its label in the accent colour (red for role: .destructive); the action is kept, not run.",
             overload([param("action", "() -> Void"), param("label", "() -> View")], "View") { call in
                 control(.button(label: try Self.builderView(call, 1), tint: .accent, action: Self.action(call, 0)))
             },
             overload([param(nil, "String"), param("action", "() -> Void")], "View") { call in
                 control(.button(label: try title(call, 0), tint: .accent, action: Self.action(call, 1)))
             },
             overload([param(nil, "String"), param("role", "ButtonRole?"), param("action", "() -> Void")], "View") { call in
                 control(.button(label: try title(call, 0), tint: try Self.buttonTint(call, 1), action: Self.action(call, 2)))
             },
             overload([param("role", "ButtonRole?"), param("action", "() -> Void"), param("label", "() -> View")], "View") { call in
                 control(.button(label: try Self.builderView(call, 2), tint: try Self.buttonTint(call, 0), action: Self.action(call, 1)))
             },
             overload([param(nil, "String"), param("systemImage", "String"), param("action", "() -> Void")], "View") { call in
                 control(.button(label: .surface(.control(.label(title: try title(call, 0), icon: .surface(.symbol(try call.string(1)))))),
                                 tint: .accent, action: Self.action(call, 2)))
             })
        type("Toggle", "A switch: its label, then the switch (green when on) at the trailing edge.",
             overload([param("isOn", "Binding<Bool>"), param("label", "() -> View")], "View") { call in
                 control(.toggle(label: try Self.builderView(call, 1), isOn: ControlBinding(try call.bool(0, "isOn"))))
             },
             overload([param(nil, "String"), param("isOn", "Binding<Bool>")], "View") { call in
                 control(.toggle(label: try title(call, 0), isOn: ControlBinding(try call.bool(1, "isOn"))))
             })
        type("Slider", "A slider: a track filled in the accent colour up to the thumb at the value's place in the range.",
             overload([param("value", "Binding<Double>"), param("in", "ClosedRange<Double>", "0...1"), param("step", "Double?", "nil"),
                       param("label", "() -> View", "nil"), param("minimumValueLabel", "() -> View", "nil"),
                       param("maximumValueLabel", "() -> View", "nil"), param("onEditingChanged", "(Bool) -> Void", "nil")], "View") { call in
                 control(.slider(value: ControlBinding(try call.finiteNumber(0, "value")), range: try Self.valueRange(call, 1) ?? ValueRange(0, 1),
                                 step: try call.optionalFiniteNumber(2, "step"),
                                 minimumLabel: call.has(4) ? try Self.builderView(call, 4) : nil,
                                 maximumLabel: call.has(5) ? try Self.builderView(call, 5) : nil))
             })
        type("Stepper", "A stepper: its label, then − and + buttons at the trailing edge.",
             overload([param(nil, "String"), param("value", "Binding<Double>"), param("in", "ClosedRange<Double>", "nil"), param("step", "Double", "1")], "View") { call in
                 control(.stepper(label: try title(call, 0), value: ControlBinding(try call.finiteNumber(1, "value")),
                                  range: try Self.valueRange(call, 2), step: try call.optionalFiniteNumber(3, "step") ?? 1))
             },
             overload([param("value", "Binding<Double>"), param("in", "ClosedRange<Double>", "nil"), param("step", "Double", "1"), param("label", "() -> View")], "View") { call in
                 control(.stepper(label: try Self.builderView(call, 3), value: ControlBinding(try call.finiteNumber(0, "value")),
                                  range: try Self.valueRange(call, 1), step: try call.optionalFiniteNumber(2, "step") ?? 1))
             },
             overload([param(nil, "String"), param("onIncrement", "() -> Void"), param("onDecrement", "() -> Void")], "View") { call in
                 control(.stepper(label: try title(call, 0), value: nil, range: nil, step: 1))
             })
        type("Picker", "A menu picker: the selected option (the one tagged with the selection, or whose text it is) and a chevron in the accent colour.",
             overload([param(nil, "String"), param("selection", "Binding<Value>"), param("content", "() -> View")], "View") { call in
                 try Self.picker(call, label: try title(call, 0), selection: 1, content: 2)
             },
             overload([param("selection", "Binding<Value>"), param("content", "() -> View"), param("label", "() -> View")], "View") { call in
                 try Self.picker(call, label: try Self.builderView(call, 2), selection: 0, content: 1)
             })
        for (name, isSecure) in [("TextField", false), ("SecureField", true)] {
            type(name, "A text field: its text, or the placeholder in the placeholder colour\(isSecure ? " (the text shown as dots)" : "").",
                 overload([param(nil, "String"), param("text", "Binding<String>"), param("prompt", "Text?", "nil"), param("axis", "Axis", ".horizontal")], "View") { call in
                     let text = try call.string(1, "text")
                     let shown = isSecure ? String(repeating: "•", count: text.count) : text
                     return control(.textField(placeholder: try call.string(0, "title"), text: ControlBinding(shown)))
                 })
        }
        type("ProgressView", "A progress bar for a value out of a total, or a spinner without one.",
             overload([], "View") { _ in control(.progress(value: nil, total: 1, label: nil)) },
             overload([param(nil, "String")], "View") { call in control(.progress(value: nil, total: 1, label: try title(call, 0))) },
             overload([param("value", "Double?"), param("total", "Double", "1"), param("label", "() -> View", "nil")], "View") { call in
                 control(.progress(value: call.has(0) ? try call.finiteNumber(0, "value") : nil, total: try call.optionalFiniteNumber(1, "total") ?? 1,
                                   label: call.has(2) ? try Self.builderView(call, 2) : nil))
             },
             overload([param(nil, "String"), param("value", "Double?"), param("total", "Double", "1")], "View") { call in
                 control(.progress(value: call.has(1) ? try call.finiteNumber(1, "value") : nil, total: try call.optionalFiniteNumber(2, "total") ?? 1,
                                   label: try title(call, 0)))
             })
        type("Label", "An icon and a title side by side.",
             overload([param(nil, "String"), param("systemImage", "String")], "View") { call in
                 control(.label(title: try title(call, 0), icon: .surface(.symbol(try call.string(1)))))
             },
             overload([param("title", "() -> View"), param("icon", "() -> View")], "View") { call in
                 control(.label(title: try Self.builderView(call, 0), icon: try Self.builderView(call, 1)))
             })
        type("Divider", "A hairline across the enclosing stack (horizontal in a VStack, vertical in an HStack).",
             overload([], "View") { _ in control(.divider) })
        type("Gauge", "A gauge in iOS's linear capacity style: a bar filled to the value's place in the range, with its labels.",
             overload([param("value", "Double"), param("in", "ClosedRange<Double>", "0...1"), param("label", "() -> View"),
                       param("currentValueLabel", "() -> View", "nil"), param("minimumValueLabel", "() -> View", "nil"),
                       param("maximumValueLabel", "() -> View", "nil")], "View") { call in
                 func optional(_ index: Int) throws -> View? { call.has(index) ? try Self.builderView(call, index) : nil }
                 return control(.gauge(value: try call.finiteNumber(0, "value"), range: try Self.valueRange(call, 1) ?? ValueRange(0, 1),
                                       label: try optional(2), currentValueLabel: try optional(3),
                                       minimumLabel: try optional(4), maximumLabel: try optional(5)))
             })
        type("Link", "A link: its title in the accent colour.",
             overload([param(nil, "String"), param("destination", "URL")], "View") { call in
                 control(.link(title: try title(call, 0), destination: call.i.describe(try call.value(1))))
             },
             overload([param("destination", "URL"), param("label", "() -> View")], "View") { call in
                 control(.link(title: try Self.builderView(call, 1), destination: call.i.describe(try call.value(0))))
             })
        type("NavigationLink", "A link to another screen: its label in the accent colour; in a List, the label and a chevron. The destination is kept, not shown.",
             overload([param(nil, "String"), param("destination", "() -> View")], "View") { call in
                 control(.navigationLink(label: try title(call, 0), destination: try Self.builderView(call, 1)))
             },
             overload([param(nil, "String"), param("value", "Hashable")], "View") { call in
                 control(.navigationLink(label: try title(call, 0), destination: nil))
             },
             overload([param("destination", "View"), param("label", "() -> View")], "View") { call in
                 control(.navigationLink(label: try Self.builderView(call, 1), destination: try call.view(0)))
             },
             overload([param("value", "Hashable"), param("label", "() -> View")], "View") { call in
                 control(.navigationLink(label: try Self.builderView(call, 1), destination: nil))
             },
             overload([param("destination", "() -> View"), param("label", "() -> View")], "View") { call in
                 control(.navigationLink(label: try Self.builderView(call, 1), destination: try Self.builderView(call, 0)))
             })
        viewModifier("pickerStyle", "How pickers inside are drawn: .segmented as a segmented control; .menu and the others as a menu.",
                     overload([param(nil, "PickerStyle")], "View") { call in
                         let segmented: Bool
                         if case .implicit(let m) = try call.value(0) { segmented = m.name == "segmented" } else { segmented = false }
                         return .view(ViewValue(Self.restylingPickers(try call.receiverView(), segmented: segmented)))
                     })
        type("URL", "A web address (kept as its text).",
             overload([param("string", "String")], "URL?") { call in .string(try call.string(0, "string")) })
    }

    /// `view` with every picker inside drawn segmented (or as a menu).
    private static func restylingPickers(_ view: View, segmented: Bool) -> View {
        let restyle = { (child: View) in restylingPickers(child, segmented: segmented) }
        switch view {
        case .surface(.control(.picker(let label, let selection, let options, let index, _))):
            return .surface(.control(.picker(label: label, selection: selection, options: options, selectedIndex: index, isSegmented: segmented)))
        case .modified(let inner, let modifier): return .modified(restyle(inner), modifier)
        case .vStack(let alignment, let spacing, let children): return .vStack(alignment: alignment, spacing: spacing, children: children.map(restyle))
        case .hStack(let alignment, let spacing, let children): return .hStack(alignment: alignment, spacing: spacing, children: children.map(restyle))
        case .zStack(let alignment, let children): return .zStack(alignment: alignment, children: children.map(restyle))
        case .group(let children): return .group(children.map(restyle))
        case .surface(.list(let children)): return .surface(.list(children.map(restyle)))
        case .surface(.section(let header, let footer, let rows)): return .surface(.section(header: header, footer: footer, rows: rows.map(restyle)))
        default: return view
        }
    }

    /// The views of a builder closure as one view.
    static func builderView(_ call: BuiltinCall, _ index: Int) throws -> View {
        let views = try call.builderViews(index)
        return views.count == 1 ? views[0] : .group(views)
    }

    /// A button's action, stored to run later (never while drawing).
    static func action(_ call: BuiltinCall, _ index: Int) -> ControlAction? {
        guard call.has(index), let function = try? call.value(index) else { return nil }
        return ControlAction { [unowned interpreter = call.i] in _ = try interpreter.callValue(function, []) }
    }

    /// A button's label colour for its role: red for `.destructive`, else the accent colour.
    private static func buttonTint(_ call: BuiltinCall, _ index: Int) throws -> RGBA {
        guard call.has(index) else { return .accent }
        return try call.symbol(index, "ButtonRole") == "destructive" ? .red : .accent
    }

    /// A `ClosedRange<Double>` argument, nil when not given.
    static func valueRange(_ call: BuiltinCall, _ index: Int) throws -> ValueRange? {
        guard call.has(index) else { return nil }
        guard case .range(let range) = try call.value(index) else {
            throw fail("expected a range such as 0...10, got \(call.i.describeForError(try call.value(index)))")
        }
        return ValueRange(range.lower, range.upper)
    }

    /// A menu picker: the option tagged with the selection (`.tag(x)`), else the one whose text is
    /// the selection, else the first.
    private static func picker(_ call: BuiltinCall, label: View, selection: Int, content: Int) throws -> Value {
        let selected = try call.value(selection)
        let text = call.i.describe(selected)
        let options = View.spliced(try call.builderViews(content))
        let index = options.firstIndex { option in option.tagText == text }
            ?? options.firstIndex { option in option.textRuns.map { $0.map(\.string).joined() } == text }
            ?? 0
        return .view(ViewValue(.surface(.control(.picker(label: label, selection: ControlBinding(text), options: options,
                                                         selectedIndex: index, isSegmented: false)))))
    }
}
