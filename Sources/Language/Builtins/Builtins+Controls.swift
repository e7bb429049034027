import Canvas

// MARK: - SwiftUI's controls
// Each control is a `.surface(.control(…))` node of the view tree. Canvas draws it as an iOS 17
// preview does (Control+Appearance.swift); the language attaches a `ControlHandle` to its binding
// or action, so that a live view can list it as a widget and change the program through it
// (Live/). Bindings are Swift's: `$name` is the Binding of a @State or @Binding property,
// `.constant(x)` one that never moves, `Binding(get:set:)` two closures (Builtins+State.swift).
// Controls that only display something are in Builtins+Indicators.swift.

/// Modifiers of controls and containers that change nothing in a figure (keyboard, focus,
/// submission, search, styles of containers drawn in their default style): accepted, their
/// arguments not evaluated, as `ignoredViewModifiers`.
let ignoredControlModifiers: Set<String> = [
    "textFieldStyle", "listStyle", "progressViewStyle", "gaugeStyle", "labelStyle",
    "navigationBarTitleDisplayMode", "navigationBarHidden", "navigationBarBackButtonHidden", "toolbar", "toolbarBackground",
    "scrollContentBackground", "scrollIndicators", "scrollDisabled", "listRowSeparator", "listRowInsets", "listRowBackground",
    "listSectionSeparator", "controlSize", "keyboardType", "autocorrectionDisabled", "disableAutocorrection",
    "textInputAutocapitalization", "autocapitalization", "submitLabel", "onSubmit", "focused", "searchable", "refreshable",
    "badge", "navigationDestination", "swipeActions", "contextMenu", "alert", "confirmationDialog", "fullScreenCover",
    "popover", "help", "keyboardShortcut", "symbolRenderingMode", "symbolVariant", "imageScale",
    "navigationViewStyle", "tabViewStyle", "presentationDetents", "interactiveDismissDisabled", "sensoryFeedback",
]

extension BuiltinTable {
    /// Buttons, toggles, sliders, steppers, pickers, text fields and colour pickers, with the
    /// styles that change how they show.
    func registerControls() {
        registerButton()
        registerToggleAndSlider()
        registerStepper()
        registerPicker()
        registerTextFields()
        registerControlStyles()
    }

    private func registerButton() {
        type("Button", """
            A button: its label in the accent colour (red for `role: .destructive`). A live view shows it as a button \
            that runs its action; a figure draws it and never runs the action.
            """,
             overload([param("action", "() -> Void"), param("label", "() -> View")], "View") { call in
                 Self.control(.button(label: try Self.builderView(call, 1), tint: .accent, action: Self.action(call, 0)))
             },
             overload([param(nil, "String"), param("action", "() -> Void")], "View") { call in
                 Self.control(.button(label: try Self.title(call, 0), tint: .accent, action: Self.action(call, 1)))
             },
             overload([param(nil, "String"), param("role", "ButtonRole?"), param("action", "() -> Void")], "View") { call in
                 Self.control(.button(label: try Self.title(call, 0), tint: try Self.buttonTint(call, 1), action: Self.action(call, 2)))
             },
             overload([param("role", "ButtonRole?"), param("action", "() -> Void"), param("label", "() -> View")], "View") { call in
                 Self.control(.button(label: try Self.builderView(call, 2), tint: try Self.buttonTint(call, 0), action: Self.action(call, 1)))
             },
             overload([param(nil, "String"), param("systemImage", "String"), param("action", "() -> Void")], "View") { call in
                 Self.control(.button(label: .surface(.control(.label(title: try Self.title(call, 0), icon: .surface(.symbol(try call.string(1)))))),
                                      tint: .accent, action: Self.action(call, 2)))
             })
    }

    private func registerToggleAndSlider() {
        type("Toggle", """
            A switch bound to a Bool: `Toggle("Outline", isOn: $outlined)`: its label, then the switch (green when on). \
            Shown live as a checkbox, or as a button that stays pressed with `.toggleStyle(.button)`.
            """,
             overload([param(nil, "String"), param("isOn", "Binding<Bool>")], "View") { call in
                 Self.control(.toggle(label: try Self.title(call, 0), isOn: try Self.bound(call, 1, "isOn") { try call.i.requireBool($0, "isOn") }))
             },
             overload([param("isOn", "Binding<Bool>"), param("label", "() -> View")], "View") { call in
                 Self.control(.toggle(label: try Self.builderView(call, 1), isOn: try Self.bound(call, 0, "isOn") { try call.i.requireBool($0, "isOn") }))
             })
        type("Slider", """
            A slider bound to a number: `Slider(value: $radius, in: 0...20, step: 1) { Text("Radius") }`: a track filled \
            in the accent colour up to the thumb. `in` is the range (0...1 by default), `step` the increment (none: continuous), \
            `label` names it (not drawn; without one, the bound property's name does). Shown live as a slider widget.
            """,
             overload([param("value", "Binding<Double>"), param("in", "ClosedRange<Double>", "0...1"), param("step", "Double?", "nil"),
                       param("label", "() -> View", "nil"), param("minimumValueLabel", "() -> View", "nil"),
                       param("maximumValueLabel", "() -> View", "nil"), param("onEditingChanged", "(Bool) -> Void", "nil")], "View") { call in
                 Self.control(.slider(value: try Self.bound(call, 0, "value") { try call.i.requireFiniteNumber($0, "value") },
                                      range: call.has(1) ? try Self.controlRange(call, 1) : ValueRange(0, 1), step: try Self.step(call, 2),
                                      minimumLabel: call.has(4) ? try Self.builderView(call, 4) : nil,
                                      maximumLabel: call.has(5) ? try Self.builderView(call, 5) : nil,
                                      label: call.has(3) ? try Self.builderView(call, 3) : nil))
             })
    }

    private func registerStepper() {
        type("Stepper", """
            A stepper bound to a number: `Stepper("Sides: \\(sides)", value: $sides, in: 3...12)`: its label, then − and + \
            buttons. `step` is the increment (1 by default), `in` the range it stays in (none: unbounded). Shown live as a \
            number field with up and down arrows; with `onIncrement:onDecrement:` as a − and a + button that run them.
            """,
             overload([param(nil, "String"), param("value", "Binding<Double>"), param("in", "ClosedRange<Double>?", "nil"),
                       param("step", "Double", "1"), param("onEditingChanged", "(Bool) -> Void", "nil")], "View") { call in
                 try Self.stepper(call, label: try Self.title(call, 0), value: 1)
             },
             overload([param("value", "Binding<Double>"), param("in", "ClosedRange<Double>?", "nil"), param("step", "Double", "1"),
                       param("label", "() -> View")], "View") { call in
                 try Self.stepper(call, label: try Self.builderView(call, 3), value: 0)
             },
             overload([param(nil, "String"), param("onIncrement", "() -> Void"), param("onDecrement", "() -> Void")], "View") { call in
                 Self.control(.stepper(label: try Self.title(call, 0), value: nil, range: nil, step: 1, steps: Self.steps(call, 1, 2)))
             })
    }

    /// The actions of `Stepper(_:onIncrement:onDecrement:)` (arguments `increment` and
    /// `decrement`), kept for a live view: its − and + buttons run them through the handle.
    /// Drawing never runs them, so `run` does nothing.
    private static func steps(_ call: BuiltinCall, _ increment: Int, _ decrement: Int) -> ControlAction? {
        guard let onIncrement = try? call.value(increment), let onDecrement = try? call.value(decrement) else { return nil }
        return ControlAction(handle: ControlHandle(steps: (increment: onIncrement, decrement: onDecrement))) {}
    }

    /// A stepper whose binding is argument `value`, its range and step the two after it.
    private static func stepper(_ call: BuiltinCall, label: View, value index: Int) throws -> Value {
        let step = try Self.step(call, index + 2) ?? 1
        return control(.stepper(label: label, value: try bound(call, index, "value") { try call.i.requireFiniteNumber($0, "value") },
                                range: call.has(index + 1) ? try controlRange(call, index + 1) : nil, step: step))
    }

    private func registerPicker() {
        type("Picker", """
            A choice among tagged views bound to a value: `Picker("Style", selection: $style) { Text("Quad").tag(0); \
            Text("Cubic").tag(1) }`; the views of a `ForEach` are tagged with its elements. Drawn as a menu (the selected \
            option and a chevron in the accent colour), or as a segmented control with `.pickerStyle(.segmented)`; shown \
            live as a drop-down, or as buttons side by side. An option without a tag cannot be chosen, as in SwiftUI.
            """,
             overload([param(nil, "String"), param("selection", "Binding<Value>"), param("content", "() -> View")], "View") { call in
                 try Self.picker(call, label: try Self.title(call, 0), selection: 1, content: 2)
             },
             overload([param("selection", "Binding<Value>"), param("label", "View"), param("content", "() -> View")], "View") { call in
                 try Self.picker(call, label: try call.view(1), selection: 0, content: 2)
             },
             overload([param("selection", "Binding<Value>"), param("content", "() -> View"), param("label", "() -> View")], "View") { call in
                 try Self.picker(call, label: try Self.builderView(call, 2), selection: 0, content: 1)
             })
        viewModifier("tag", "The value this view stands for in a Picker: choosing it sets the Picker's selection to the value.",
                     overload([param(nil, "Hashable")], "View") { call in
                         let tag = try call.value(0)
                         let text = call.i.describe(tag)
                         call.i.live.pickerTags?.append((text, tag))
                         return .view(ViewValue(try call.receiverView().surfaceModifier(.tag(text))))
                     })
    }

    /// A Picker with its selection binding at `selection` and its option views from `content`.
    ///
    /// While the content is evaluated, `.tag(_:)` and `ForEach` record each tag's text and value
    /// (`live.pickerTags`); an option's tag is the value recorded for its `.tag` text.
    private static func picker(_ call: BuiltinCall, label: View, selection: Int, content: Int) throws -> Value {
        let binding = try binding(call, selection, "selection")
        let saved = call.i.live.pickerTags
        call.i.live.pickerTags = []
        defer { call.i.live.pickerTags = saved }
        let options = View.spliced(try call.builderViews(content))
        let recorded = call.i.live.pickerTags ?? []
        let tags = options.map { option in option.tagText.flatMap { text in recorded.first { $0.text == text }?.value } }
        let selected = try call.i.read(binding)
        let index = try tags.firstIndex { tag in try tag.map { try call.i.equal($0, selected) } ?? false }
        let bound = ControlBinding(call.i.describe(selected), name: binding.name, handle: ControlHandle(binding: binding, tags: tags))
        return control(.picker(label: label, selection: bound, options: options, selectedIndex: index, isSegmented: false))
    }

    private func registerTextFields() {
        type("TextField", """
            A line of text bound to a String: `TextField("Title", text: $title)`: its text, or the placeholder (the prompt, \
            else the title) in the placeholder colour. Shown live as a text box.
            """,
             overload([param(nil, "String"), param("text", "Binding<String>"), param("prompt", "Text?", "nil"),
                       param("axis", "Axis", ".horizontal")], "View") { call in
                 let text = try Self.bound(call, 1, "text") { try call.i.requireString($0, "text") }
                 return Self.control(.textField(title: try call.string(0, "title"), text: text,
                                                prompt: call.has(2) ? try call.view(2).labelText : nil))
             })
        type("SecureField", """
            A password field bound to a String: its text as dots, or the placeholder in the placeholder colour. \
            Shown live as a password box (ipywidgets' Password), which also shows dots.
            """,
             overload([param(nil, "String"), param("text", "Binding<String>"), param("prompt", "Text?", "nil")], "View") { call in
                 let text = try Self.bound(call, 1, "text") { try call.i.requireString($0, "text") }
                 return Self.control(.textField(title: try call.string(0, "title"), text: text,
                                                prompt: call.has(2) ? try call.view(2).labelText : nil, isSecure: true))
             })
        type("ColorPicker", """
            A colour bound to a Color: `ColorPicker("Fill", selection: $fill)`: its label, then a colour well. Shown live \
            as a colour well; a front end without opacity keeps the colour's opacity (or makes it opaque with \
            `supportsOpacity: false`).
            """,
             overload([param(nil, "String"), param("selection", "Binding<Color>"), param("supportsOpacity", "Bool", "true")], "View") { call in
                 let binding = try Self.binding(call, 1, "selection")
                 let color = try call.i.colorValue(of: binding)
                 let selection = ControlBinding(color, name: binding.name, handle: ControlHandle(binding: binding, color: color))
                 return Self.control(.colorPicker(label: try Self.title(call, 0), selection: selection,
                                                  supportsOpacity: call.has(2) ? try call.bool(2, "supportsOpacity") : true))
             })
    }

    private func registerControlStyles() {
        viewModifier("pickerStyle", """
            How the Pickers in the view show: `.segmented` (a segmented control; buttons side by side live) or a menu \
            (`.menu`, `.automatic`, …).
            """,
                     overload([param(nil, "PickerStyle")], "View") { call in
                         let segmented = try Self.styleName(call) == "segmented"
                         return .view(ViewValue(try call.receiverView().mappingControls { control in
                             guard case .picker(let label, let selection, let options, let index, _) = control else { return control }
                             return .picker(label: label, selection: selection, options: options, selectedIndex: index, isSegmented: segmented)
                         }))
                     })
        viewModifier("toggleStyle", """
            How the Toggles in the view show: `.button` (a bordered button, tinted while on; live, a button that stays pressed) \
            or a switch (`.switch`, `.automatic`, …).
            """,
                     overload([param(nil, "ToggleStyle")], "View") { call in
                         let style: Control.ToggleStyle = try Self.styleName(call) == "button" ? .button : .automatic
                         return .view(ViewValue(try call.receiverView().mappingControls { control in
                             guard case .toggle(let label, let isOn, _) = control else { return control }
                             return .toggle(label: label, isOn: isOn, style: style)
                         }))
                     })
    }

    // MARK: - Helpers

    /// A control as a view value.
    static func control(_ control: Control) -> Value {
        .view(ViewValue(.surface(.control(control))))
    }

    /// A title argument as a label view (any value, as its text).
    private static func title(_ call: BuiltinCall, _ index: Int) throws -> View {
        .text(call.i.describe(try call.value(index)))
    }

    /// The views of a builder closure as one view.
    static func builderView(_ call: BuiltinCall, _ index: Int) throws -> View {
        let views = try call.builderViews(index)
        return views.count == 1 ? views[0] : .group(views)
    }

    /// A button's action, kept to run later (never while drawing): a live view presses it through
    /// its handle; `run` calls it directly while the interpreter is alive.
    private static func action(_ call: BuiltinCall, _ index: Int) -> ControlAction? {
        guard call.has(index), let function = try? call.value(index) else { return nil }
        return ControlAction(handle: ControlHandle(action: function)) { [weak interpreter = call.i] in
            guard let interpreter else { throw fail("the session that made this button has ended") }
            _ = try interpreter.callValue(function, [])
        }
    }

    /// A button's label colour for its role: red for `.destructive`, else the accent colour.
    private static func buttonTint(_ call: BuiltinCall, _ index: Int) throws -> RGBA {
        guard call.has(index) else { return .accent }
        return try call.symbol(index, "ButtonRole") == "destructive" ? .red : .accent
    }

    /// The binding at argument `index`; a plain value gets a message showing the `$`.
    static func binding(_ call: BuiltinCall, _ index: Int, _ what: String) throws -> StateBinding {
        var value = try call.value(index)
        if case .implicit(let member) = value { value = try call.i.resolveImplicit(member, as: "Binding") }
        guard case .binding(let binding) = value else {
            throw fail("'\(what)' needs a binding such as $name (a @State property's) or .constant(…), not \(call.i.describeForError(value))")
        }
        return binding
    }

    /// The binding at argument `index` as a control holds it: its value now (read with `read`),
    /// the bound property's name, and the handle a live view writes through.
    private static func bound<T>(_ call: BuiltinCall, _ index: Int, _ what: String, _ read: (Value) throws -> T) throws -> ControlBinding<T> {
        let binding = try binding(call, index, what)
        return ControlBinding(try read(try call.i.read(binding)), name: binding.name, handle: ControlHandle(binding: binding))
    }

    /// A slider's or stepper's range: finite numbers, the lower below the upper (a reversed
    /// `ClosedRange` traps in Swift).
    private static func controlRange(_ call: BuiltinCall, _ index: Int) throws -> ValueRange {
        guard case .range(let range) = try call.value(index), range.lower.isFinite, range.upper.isFinite, range.lower < range.upper else {
            throw fail("'in' must be a range of finite numbers such as 0...20, not \(call.i.describeForError(try call.value(index)))")
        }
        return ValueRange(range.lower, range.upper)
    }

    /// A slider's or stepper's step: a positive number, or nil when not given.
    private static func step(_ call: BuiltinCall, _ index: Int) throws -> Double? {
        guard let step = try call.optionalNumber(index, "step") else { return nil }
        guard step.isFinite, step > 0 else { throw fail("'step' must be a positive number, got \(NumberFormat.text(step))") }
        return step
    }

    /// The name of a style argument: `.segmented`, `.button`, `.menu` … (any name is accepted:
    /// styles this language does not draw show as the default).
    private static func styleName(_ call: BuiltinCall) throws -> String {
        switch try call.value(0) {
        case .symbol(let name): return name
        case .implicit(let member): return member.name
        case let other: throw fail("expected a style such as .segmented or .button, not \(call.i.describeForError(other))")
        }
    }
}

extension Interpreter {
    /// A number that must be finite (a control's value).
    func requireFiniteNumber(_ value: Value, _ what: String) throws -> Double {
        let number = try requireNumber(value, what)
        guard number.isFinite else { throw fail("'\(what)' must be a finite number, got \(NumberFormat.text(number))") }
        return number
    }

    /// The colour a ColorPicker's binding holds.
    func colorValue(of binding: StateBinding) throws -> RGBA {
        let value = try read(binding)
        guard case .color(let color) = try requireStyle(value) else {
            throw fail("a ColorPicker's selection must be a Color, not \(describeForError(value))")
        }
        return color
    }
}
