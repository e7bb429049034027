import Canvas

// MARK: - Bindings, state and animated state changes
// `$name` is the `Binding` of a @State or @Binding property (Live/Interpreter+State.swift); these
// are the other ways to make one, the storage types of property wrappers, and what tells a live
// view how to play a change: `withAnimation` and `.animation(_:value:)`.

extension BuiltinTable {
    /// `Binding`, `State`, `withAnimation`, `.animation(_:value:)` and the spring animations.
    func registerState() {
        registerBindings()
        registerAnimatedChanges()
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
        for name in ["StateObject", "ObservedObject"] {
            type(name, "A property wrapper's storage: here just its value (`_model = StateObject(wrappedValue: Model())` in an init).",
                 overload([param("initialValue", "Value")], "Value") { call in try call.value(0) },
                 overload([param("wrappedValue", "Value")], "Value") { call in try call.value(0) })
        }
    }

    private func registerAnimatedChanges() {
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
}

extension AnimationTiming {
    /// What `withAnimation` without an animation uses: `Animation.default`, easeInOut over 0.35 s.
    static let swiftUIDefault = AnimationTiming(duration: 0.35, framesPerSecond: 20, autoreverses: false, curve: .easeInOut)
}
