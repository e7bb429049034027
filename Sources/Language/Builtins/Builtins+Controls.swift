import Canvas
import Geometry

// MARK: - SwiftUI's controls, bindings and animated state changes
// Each control is a `.control` node in the view tree carrying its binding or action
// (`ControlHandle`), so a live view can list it as a widget and move it; a still figure draws
// its appearance. `withAnimation` and `.animation(_:value:)` tell a live view how to play a change.

extension BuiltinTable {
    func registerControls() {
        registerSliderAndStepper()
        registerChoiceControls()
        registerButton()
        registerBindings()
        registerControlStyles()
    }

    private func registerSliderAndStepper() {
        type("Slider", """
            A slider bound to a number: `Slider(value: $radius, in: 0...20, step: 1) { Text("Radius") }`. \
            `in` is the range (0...1 by default), `step` the increment (none: continuous), `label` names it \
            (without one, the bound property's name does). Shown live as a slider widget; a figure leaves it out.
            """,
             overload([param("value", "Binding<Double>"), param("in", "ClosedRange<Double>", "0...1"), param("step", "Double?", "nil"),
                       param("label", "() -> View", "nil"), param("minimumValueLabel", "() -> View", "nil"),
                       param("maximumValueLabel", "() -> View", "nil"), param("onEditingChanged", "(Bool) -> Void", "nil")], "View") { call in
                 let binding = try Self.binding(call, 0, "value")
                 let bounds = call.has(1) ? try Self.closedRange(call, 1) : 0...1
                 let step = try call.optionalNumber(2, "step")
                 if let step { guard step.isFinite, step > 0 else { throw fail("'step' must be a positive number, got \(NumberFormat.text(step))") } }
                 let isInteger = step.map { $0 == $0.rounded() } == true && bounds.lowerBound == bounds.lowerBound.rounded()
                     && bounds.upperBound == bounds.upperBound.rounded()
                 let label = try Self.label(call, 3) ?? binding.name ?? "value"
                 let track = View.shape(.capsule(), .fill(.color(RGBA.named["systemGray4"] ?? .black), .nonZero)).frame(height: 4)
                 return try Self.control(call, .slider(bounds: bounds, step: step), label: label, binding: binding, isInteger: isInteger,
                                         appearance: track)
             })
        type("Stepper", """
            A stepper bound to a number: `Stepper("Sides: \\(sides)", value: $sides, in: 3...12)`. `step` is the increment \
            (1 by default), `in` the range it stays in (none: unbounded). Shown live as a number field with up and down arrows.
            """,
             overload([param(nil, "String"), param("value", "Binding<Int>"), param("in", "ClosedRange<Int>?", "nil"), param("step", "Int", "1"),
                       param("onEditingChanged", "(Bool) -> Void", "nil")], "View") { call in
                 try Self.stepper(call, label: try call.string(0, "title"), value: 1)
             },
             overload([param("value", "Binding<Int>"), param("in", "ClosedRange<Int>?", "nil"), param("step", "Int", "1"),
                       param("label", "() -> View")], "View") { call in
                 try Self.stepper(call, label: try Self.label(call, 3) ?? "", value: 0)
             })
    }

    /// A stepper whose binding is argument `value`, range and step the two after it.
    private static func stepper(_ call: BuiltinCall, label: String, value index: Int) throws -> Value {
        let binding = try binding(call, index, "value")
        let bounds = call.has(index + 1) ? try closedRange(call, index + 1) : nil
        let step = try call.optionalNumber(index + 2, "step") ?? 1
        guard step.isFinite, step > 0 else { throw fail("'step' must be a positive number, got \(NumberFormat.text(step))") }
        let current = try call.i.requireNumber(try call.i.read(binding), "value")
        let isInteger = step == step.rounded() && current == current.rounded()
            && (bounds.map { $0.lowerBound == $0.lowerBound.rounded() && $0.upperBound == $0.upperBound.rounded() } ?? true)
        return try control(call, .stepper(bounds: bounds, step: step), label: label.isEmpty ? binding.name ?? "value" : label,
                           binding: binding, isInteger: isInteger, appearance: .text(label))
    }

    private func registerChoiceControls() {
        type("Toggle", """
            A switch bound to a Bool: `Toggle("Outline", isOn: $outlined)`. Shown live as a checkbox, or as a button \
            that stays pressed with `.toggleStyle(.button)`.
            """,
             overload([param(nil, "String"), param("isOn", "Binding<Bool>")], "View") { call in
                 let title = try call.string(0, "title")
                 return try Self.control(call, .toggle(style: .automatic), label: title, binding: try Self.binding(call, 1, "isOn"),
                                         appearance: .text(title))
             },
             overload([param("isOn", "Binding<Bool>"), param("label", "() -> View")], "View") { call in
                 let label = try Self.label(call, 1) ?? ""
                 return try Self.control(call, .toggle(style: .automatic), label: label, binding: try Self.binding(call, 0, "isOn"),
                                         appearance: .text(label))
             })
        type("Picker", """
            A choice among tagged views bound to a value: `Picker("Style", selection: $style) { Text("Quad").tag(0); Text("Cubic").tag(1) }`; \
            the views of a `ForEach` are tagged with its elements. Shown live as a drop-down, or as buttons side by side with \
            `.pickerStyle(.segmented)`.
            """,
             overload([param(nil, "String"), param("selection", "Binding<Value>"), param("content", "() -> View")], "View") { call in
                 try Self.picker(call, label: try call.string(0, "title"), selection: 1, content: 2)
             },
             overload([param("selection", "Binding<Value>"), param("label", "View"), param("content", "() -> View")], "View") { call in
                 try Self.picker(call, label: call.i.labelText(try call.view(1)), selection: 0, content: 2)
             },
             overload([param("selection", "Binding<Value>"), param("content", "() -> View"), param("label", "() -> View")], "View") { call in
                 try Self.picker(call, label: try Self.label(call, 2) ?? "", selection: 0, content: 1)
             })
        type("TextField", """
            A line of text bound to a String: `TextField("Title", text: $title)`; the title is shown while it is empty, \
            unless a `prompt` is given. Shown live as a text box.
            """,
             overload([param(nil, "String"), param("text", "Binding<String>"), param("prompt", "Text?", "nil")], "View") { call in
                 let title = try call.string(0, "title")
                 let prompt = call.has(2) ? call.i.labelText(try call.view(2)) : title
                 return try Self.control(call, .textField(prompt: prompt), label: title, binding: try Self.binding(call, 1, "text"),
                                         appearance: .text(title))
             })
        type("ColorPicker", """
            A colour bound to a Color: `ColorPicker("Fill", selection: $fill)`. Shown live as a colour well; a front end \
            without opacity keeps the colour's opacity (or makes it opaque with `supportsOpacity: false`).
            """,
             overload([param(nil, "String"), param("selection", "Binding<Color>"), param("supportsOpacity", "Bool", "true")], "View") { call in
                 let title = try call.string(0, "title")
                 let supportsOpacity = call.has(2) ? try call.bool(2, "supportsOpacity") : true
                 return try Self.control(call, .colorPicker(supportsOpacity: supportsOpacity), label: title,
                                         binding: try Self.binding(call, 1, "selection"), appearance: .text(title))
             })
        viewModifier("tag", "Tags a view with the value a Picker's selection takes when the view is chosen.",
                     overload([param(nil, "Hashable")], "View") { call in
                         call.i.live.pickerTags?.append(try call.value(0))
                         return call.receiver
                     })
    }

    /// A Picker with its selection binding at `selection` and its option views from `content`.
    private static func picker(_ call: BuiltinCall, label: String, selection: Int, content: Int) throws -> Value {
        let binding = try binding(call, selection, "selection")
        let saved = call.i.live.pickerTags
        call.i.live.pickerTags = []
        defer { call.i.live.pickerTags = saved }
        let options = try call.builderViews(content).flatMap(call.i.pickerOptions)
        let tags = call.i.live.pickerTags ?? []
        guard tags.count == options.count else {
            throw fail("the Picker '\(label)' has \(options.count) options and \(tags.count) tags: tag each option with .tag(_:), or list them with ForEach over their values")
        }
        let handle = ControlHandle(binding: binding, tags: tags)
        let kind = Control.Kind.picker(options: options.map(call.i.labelText), style: .menu)
        let control = Control(kind: kind, label: label, value: try call.i.controlValue(of: kind, binding: binding, tags: tags),
                              appearance: .text(label), binding: handle)
        return .view(ViewValue(.control(control)))
    }

    private func registerButton() {
        type("Button", "A button that runs its action when pressed: `Button(\"Randomize\") { … }`. Shown live as a button; a figure draws its label.",
             overload([param("action", "() -> Void"), param("label", "() -> View")], "View") { call in
                 let views = try call.builderViews(1)
                 let label = views.count == 1 ? views[0] : .group(views)
                 return Self.button(label: call.i.labelText(label), appearance: label, action: try call.value(0))
             },
             overload([param(nil, "String"), param("role", "ButtonRole?", "nil"), param("action", "() -> Void")], "View") { call in
                 let title = try call.string(0, "title")
                 return Self.button(label: title, appearance: .text(title), action: try call.value(2))
             })
    }

    private static func button(label: String, appearance: View, action: Value) -> Value {
        let control = Control(kind: .button, label: label, value: .none, appearance: appearance, binding: ControlHandle(action: action))
        return .view(ViewValue(.control(control)))
    }

    private func registerBindings() {
        type("Binding", "A binding: `Binding(get: { … }, set: { newValue in … })`; `$name` is the binding of a @State property.",
             overload([param("get", "() -> Value"), param("set", "(Value) -> Void")], "Binding<Value>") { call in
                 .binding(StateBinding(source: .computed(get: try call.value(0), set: try call.value(1))))
             })
        staticMethod("Binding", "constant", "A binding to a value that never changes (a control bound to it does not move).",
                     overload([param(nil, "Value")], "Binding<Value>") { call in
                         .binding(StateBinding(source: .constant(try call.value(0))))
                     })
        type("State", "The storage of a @State property: `_radius = State(initialValue: 3)` in an init gives it its first value.",
             overload([param("initialValue", "Value")], "State<Value>") { call in try call.value(0) },
             overload([param("wrappedValue", "Value")], "State<Value>") { call in try call.value(0) })
        function("withAnimation", """
            Runs the closure; the state it changes is played as an animation when a live view shows it \
            (`withAnimation(.easeInOut(duration: 1)) { … }`; the default is easeInOut over 0.35 s). Returns the closure's result.
            """,
                 overload([param(nil, "Animation?", ".default"), param(nil, "() -> Result")], "Result") { call in
                     let timing = call.has(0) ? try Self.animationTiming(of: try call.value(0), call.i) : nil
                     let saved = call.i.live.transaction
                     call.i.live.transaction = call.has(0) ? timing : AnimationTiming.swiftUIDefault
                     defer { call.i.live.transaction = saved }
                     return try call.callFunction(1, [])
                 },
                 overload([param(nil, "() -> Result")], "Result") { call in
                     let saved = call.i.live.transaction
                     call.i.live.transaction = AnimationTiming.swiftUIDefault
                     defer { call.i.live.transaction = saved }
                     return try call.callFunction(0, [])
                 })
        viewModifier("animation", """
            Animates the view's changes when `value` changes: a live view plays a change of state as an animation when any \
            `.animation(_:value:)` in its body sees a new value (`nil` animates nothing).
            """,
                     overload([param(nil, "Animation?"), param("value", "Equatable")], "View") { call in
                         if call.has(0) {
                             call.i.live.animationMarkers.append(AnimationMarker(timing: Self.markerTiming(call), value: try call.value(1)))
                         }
                         return call.receiver
                     },
                     overload([param(nil, "Animation?")], "View") { call in
                         if call.has(0) { call.i.live.animationMarkers.append(AnimationMarker(timing: Self.markerTiming(call), value: nil)) }
                         return call.receiver
                     })
        for (name, doc) in [("spring", "A spring, played here as easeOut over its response (0.55 s by default)."),
                            ("interactiveSpring", "A quick spring, played here as easeOut over its response (0.15 s by default)."),
                            ("bouncy", "A bouncy spring, played here as easeOut over its duration (0.5 s by default)."),
                            ("smooth", "A smooth spring, played here as easeOut over its duration (0.5 s by default)."),
                            ("snappy", "A snappy spring, played here as easeOut over its duration (0.5 s by default).")] {
            let standard = name == "interactiveSpring" ? 0.15 : (name == "spring" ? 0.55 : 0.5)
            staticMethod("Animation", name, doc,
                         overload([param("response", "Double", "\(standard)"), param("dampingFraction", "Double", "0.825"),
                                   param("blendDuration", "Double", "0")], "Animation") { call in
                             try Self.spring(try call.optionalNumber(0, "response") ?? standard)
                         },
                         overload([param("duration", "Double", "\(standard)"), param("bounce", "Double", "0")], "Animation") { call in
                             try Self.spring(try call.optionalNumber(0, "duration") ?? standard)
                         })
        }
    }

    private func registerControlStyles() {
        viewModifier("pickerStyle", "How the Pickers in the view show: `.segmented` (buttons side by side) or a menu (`.menu`, `.automatic`, …).",
                     overload([param(nil, "PickerStyle")], "View") { call in
                         let style: Control.PickerStyle = try Self.styleName(call) == "segmented" ? .segmented : .menu
                         return .view(ViewValue(try call.receiverView().mappingControls { control in
                             guard case .picker(let options, _) = control.kind else { return control }
                             var styled = control
                             styled.kind = .picker(options: options, style: style)
                             return styled
                         }))
                     })
        viewModifier("toggleStyle", "How the Toggles in the view show: `.button` (a button that stays pressed) or a switch (`.switch`, `.automatic`, …).",
                     overload([param(nil, "ToggleStyle")], "View") { call in
                         let style: Control.ToggleStyle = try Self.styleName(call) == "button" ? .button : .automatic
                         return .view(ViewValue(try call.receiverView().mappingControls { control in
                             guard case .toggle = control.kind else { return control }
                             var styled = control
                             styled.kind = .toggle(style: style)
                             return styled
                         }))
                     })
    }

    // MARK: - Helpers

    /// A spring's timing: easeOut over `duration` seconds (a spring settles like an ease-out; the
    /// overshoot is not played).
    private static func spring(_ duration: Double) throws -> Value {
        guard duration.isFinite, duration > 0 else { throw fail("a spring's duration must be a positive number of seconds") }
        return .animationTiming(AnimationTiming(duration: duration, framesPerSecond: 20, autoreverses: false, curve: .easeOut))
    }

    /// The animation of `.animation(_:value:)`; one this language cannot time is played as the default.
    private static func markerTiming(_ call: BuiltinCall) -> AnimationTiming {
        (try? animationTiming(of: try call.value(0), call.i)) ?? .swiftUIDefault
    }

    /// A control node for `kind`, bound through `binding`, showing the binding's value now.
    private static func control(_ call: BuiltinCall, _ kind: Control.Kind, label: String, binding: StateBinding,
                                isInteger: Bool = false, appearance: View) throws -> Value {
        var value = try call.i.controlValue(of: kind, binding: binding, tags: [])
        if isInteger, case .number(let x) = value { value = .number(x.rounded()) }
        let control = Control(kind: kind, label: label, value: value, isInteger: isInteger, appearance: appearance,
                              binding: ControlHandle(binding: binding, color: value.color))
        return .view(ViewValue(.control(control)))
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

    /// The binding at argument `index`; a plain value gets a message showing the `$`.
    private static func binding(_ call: BuiltinCall, _ index: Int, _ what: String) throws -> StateBinding {
        var value = try call.value(index)
        if case .implicit(let member) = value { value = try call.i.resolveImplicit(member, as: "Binding") }
        guard case .binding(let binding) = value else {
            throw fail("'\(what)' needs a binding such as $name (a @State property's) or .constant(…), not \(call.i.describeForError(value))")
        }
        return binding
    }

    /// A closed range of finite numbers with its lower bound below its upper.
    private static func closedRange(_ call: BuiltinCall, _ index: Int) throws -> ClosedRange<Double> {
        guard case .range(let range) = try call.value(index), range.lower.isFinite, range.upper.isFinite, range.lower < range.upper else {
            throw fail("'in' must be a range of finite numbers such as 0...20, not \(call.i.describeForError(try call.value(index)))")
        }
        return range.lower...range.upper
    }

    /// The text of a label closure at `index`, or nil without one.
    private static func label(_ call: BuiltinCall, _ index: Int) throws -> String? {
        guard call.has(index) else { return nil }
        let views = try call.builderViews(index)
        return call.i.labelText(views.count == 1 ? views[0] : .group(views))
    }
}

extension Control.Value {
    /// The colour, for a colour picker's value.
    fileprivate var color: RGBA? {
        if case .color(let color) = self { return color }
        return nil
    }
}

extension AnimationTiming {
    /// What `withAnimation` without an animation uses: `Animation.default`, easeInOut over 0.35 s.
    static let swiftUIDefault = AnimationTiming(duration: 0.35, framesPerSecond: 20, autoreverses: false, curve: .easeInOut)
}

extension Interpreter {
    /// A control's value read from its binding, in the form its kind shows.
    func controlValue(of kind: Control.Kind, binding: StateBinding, tags: [Value]) throws -> Control.Value {
        let value = try read(binding)
        switch kind {
        case .slider, .stepper: return .number(try requireNumber(value, "value"))
        case .toggle: return .bool(try requireBool(value, "isOn"))
        case .textField: return .text(try requireString(value, "text"))
        case .picker: return .selection(try tags.firstIndex { try equal($0, value) })
        case .colorPicker:
            guard case .color(let color) = try requireStyle(value) else {
                throw fail("a ColorPicker's selection must be a Color, not \(describeForError(value))")
            }
            return .color(color)
        case .button: return .none
        }
    }

    /// The text a label view shows: its first `Text`, else its description.
    func labelText(_ view: View) -> String {
        switch view {
        case .text(let text): return text
        case .modified(let inner, _): return labelText(inner)
        case .vStack(_, _, let children), .hStack(_, _, let children), .zStack(_, let children), .group(let children):
            for child in children {
                let text = labelText(child)
                if !text.isEmpty { return text }
            }
            return ""
        case .control(let control): return control.label
        default: return ""
        }
    }

    /// A Picker's option views: its content with groups (a ForEach) opened up and empty views dropped.
    func pickerOptions(_ view: View) -> [View] {
        switch view {
        case .group(let children): return children.flatMap(pickerOptions)
        case .empty: return []
        default: return [view]
        }
    }
}
