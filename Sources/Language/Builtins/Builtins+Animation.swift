import Canvas
import Geometry

extension BuiltinTable {
    /// `animate(…)`: a progress-driven view as a looping animation (an animated PNG and SVG).
    func registerAnimation() {
        let timing = [param("duration", "Double", "2"), param("fps", "Int", "20"), param("autoreverses", "Bool", "false"),
                      param("curve", "AnimationCurve", ".linear")]
        function("animate", """
            An animation, shown as an animated PNG and an animated SVG that loop forever. \
            `animate { t in … }` calls the closure with the progress `t` (0…1) for each frame and draws the view it returns; \
            `animate(view)` draws the view with every `Morph` in it running from progress 0 to 1; \
            `animate(from: a, to: b)` interpolates the `animatableData` of two values of one Shape or View struct \
            (SwiftUI's `Animatable`, as the morphing article's `MorphableShape`), or morphs two shapes that have none. \
            `duration` is in seconds (one way), `fps` frames per second (a whole number, 1…60), `autoreverses` plays it \
            forwards then backwards (a loop of twice the duration), `curve` is `.linear`, `.easeIn`, `.easeOut` or `.easeInOut`. \
            A SwiftUI `Animation` may give the timing instead: `animate(.easeInOut(duration: 2).repeatForever()) { t in … }`. \
            Show it as a cell's value or with `display`, or write it with `save(_:to:)` (.png: APNG, .svg: SMIL).
            """,
                 overload([param(nil, "(Double) -> View")] + timing, "Animation") { call in
                     try Self.animate(call, content: 0, timingFrom: 1)
                 },
                 overload(timing + [param(nil, "(Double) -> View")], "Animation") { call in
                     try Self.animate(call, content: 4, timingFrom: 0)
                 },
                 overload([param(nil, "Animation"), param("fps", "Int", "20"), param(nil, "(Double) -> View")], "Animation") { call in
                     var timing = try Self.animationTiming(of: try call.value(0), call.i)
                     timing.framesPerSecond = try Self.framesPerSecond(call, 1)
                     return .animation(try call.i.animation(of: try Self.content(call, 2), timing: timing))
                 },
                 overload([param("from", "Shape"), param("to", "Shape")] + timing + [param("samples", "Int", "100")], "Animation") { call in
                     let samples = call.has(6) ? try Self.count(call, 6, "samples") : 100
                     guard (3...100_000).contains(samples) else { throw fail("'samples' must be in 3…100000, got \(samples)") }
                     let content = try call.i.animationContent(from: try call.value(0), to: try call.value(1), samples: samples)
                     return .animation(try call.i.animation(of: content, timing: try Self.animationTiming(call, from: 2)))
                 })
    }

    /// `animate` with the content at argument `content` and the four timing arguments from `timingFrom`.
    private static func animate(_ call: BuiltinCall, content index: Int, timingFrom start: Int) throws -> Value {
        let timing = try animationTiming(call, from: start)
        return .animation(try call.i.animation(of: try content(call, index), timing: timing))
    }

    /// The closure or the view with Morphs at argument `index`.
    private static func content(_ call: BuiltinCall, _ index: Int) throws -> AnimationContent {
        let value = try call.value(index)
        if case .function = value { return .closure(value) }
        if let view = try call.i.viewValue(value) { return .morphs(view) }
        throw fail("animate takes a closure { t in … } that returns a view, or a view with a Morph in it, not \(call.i.describeForError(value))")
    }

    /// SwiftUI's `Animation` values: the four timing curves with a duration, `default`, and
    /// `repeatForever`, `repeatCount`, `speed`, which `animate(_:fps:_:)` samples.
    func registerAnimationValues() {
        _ = type("Animation", "SwiftUI's Animation: a timing curve over a duration, for animate(_:fps:_:).")
        for curve in AnimationCurve.allCases {
            staticMethod("Animation", curve.rawValue, "The \(curve.rawValue) timing curve over `duration` seconds (SwiftUI's default 0.35).",
                         overload([param("duration", "Double", "0.35")], "Animation") { call in
                             .animationTiming(AnimationTiming(duration: try Self.positiveDuration(call.optionalNumber(0, "duration") ?? 0.35),
                                                              framesPerSecond: 20, autoreverses: false, curve: curve))
                         })
        }
        staticProperty("Animation", "default", "SwiftUI's default animation here: easeInOut over 0.35 s.", returns: "Animation") { _ in
            .animationTiming(AnimationTiming(duration: 0.35, framesPerSecond: 20, autoreverses: false, curve: .easeInOut))
        }
        method("Animation", "repeatForever", "Repeats the animation; with `autoreverses` (the default) there and back.",
               overload([param("autoreverses", "Bool", "true")], "Animation") { call in
                   var timing = try Self.receiverTiming(call)
                   timing.autoreverses = call.has(0) ? try call.bool(0, "autoreverses") : true
                   return .animationTiming(timing)
               })
        method("Animation", "repeatCount", "Repeats the animation (an animated image loops forever); `autoreverses` plays it there and back.",
               overload([param(nil, "Int"), param("autoreverses", "Bool", "true")], "Animation") { call in
                   var timing = try Self.receiverTiming(call)
                   timing.autoreverses = call.has(1) ? try call.bool(1, "autoreverses") : true
                   return .animationTiming(timing)
               })
        method("Animation", "speed", "The same animation played `speed` times as fast.",
               overload([param(nil, "Double")], "Animation") { call in
                   var timing = try Self.receiverTiming(call)
                   let speed = try call.number(0, "speed")
                   guard speed.isFinite, speed > 0 else { throw fail("'speed' must be a positive number, got \(NumberFormat.text(speed))") }
                   timing.duration = try Self.positiveDuration(timing.duration / speed)
                   return .animationTiming(timing)
               })
    }

    private static func receiverTiming(_ call: BuiltinCall) throws -> AnimationTiming {
        try animationTiming(of: call.receiver, call.i)
    }

    /// An `Animation` argument: a value, `.easeInOut(duration: 2)`, or a bare `.easeInOut`.
    static func animationTiming(of value: Value, _ interpreter: Interpreter) throws -> AnimationTiming {
        switch value {
        case .animationTiming(let timing):
            return timing
        case .implicit(let member):
            return try animationTiming(of: interpreter.resolveImplicit(member, as: "Animation"), interpreter)
        case .function(let callable):
            if case .builtin(let builtin, nil) = callable.kind, builtin.owner == "Animation" {
                return try animationTiming(of: interpreter.invoke(builtin, receiver: .null, [], at: nil).result, interpreter)
            }
        default:
            break
        }
        throw fail("expected an Animation such as .easeInOut(duration: 2), got \(interpreter.describeForError(value))")
    }

    private static func positiveDuration(_ duration: Double) throws -> Double {
        guard duration.isFinite, duration > 0 else {
            throw fail("'duration' must be a positive number of seconds, got \(NumberFormat.text(duration))")
        }
        return duration
    }

    /// `save(animation, to:, scale:)`: the host writes it as APNG (.png) or animated SVG (.svg).
    static func save(_ animation: AnimatedFigure, _ call: BuiltinCall) throws -> Value {
        let path = try call.string(1, "to")
        let scale = try saveScale(call, 2) ?? animation.scale
        guard let host = call.i.host else { throw fail("save(_:to:) needs a host that can write files") }
        do {
            try host.save(animation, to: path, scale: scale)
        } catch {
            throw saveFailure(error, path: path)
        }
        return .void
    }

    /// `save`'s `scale:` argument when given: positive and at most 16, as `Canvas.scale`.
    static func saveScale(_ call: BuiltinCall, _ index: Int) throws -> Double? {
        guard let scale = try call.optionalNumber(index, "scale") else { return nil }
        guard scale.isFinite, scale > 0, scale <= 16 else {
            throw fail("'scale' must be in 0 < scale ≤ 16, got \(NumberFormat.text(scale))")
        }
        return scale
    }

    /// The error of a failed `save`: the host's reason after the path, or the interrupt or
    /// memory refusal that stopped the drawing.
    static func saveFailure(_ error: any Error, path: String) -> LanguageError {
        if let limit = (error as? any ResourceLimitedError)?.limit { return LanguageError(limit) }
        return fail("could not save '\(FileSystemPath.escaped(path))': \(error)")
    }

    /// `duration:fps:autoreverses:curve:` from the four arguments starting at `start`.
    private static func animationTiming(_ call: BuiltinCall, from start: Int) throws -> AnimationTiming {
        let duration = try positiveDuration(call.optionalNumber(start, "duration") ?? 2)
        let fps = try framesPerSecond(call, start + 1)
        let autoreverses = call.has(start + 2) ? try call.bool(start + 2, "autoreverses") : false
        let curve = call.has(start + 3) ? try animationCurve(try call.value(start + 3), call.i) : .linear
        return AnimationTiming(duration: duration, framesPerSecond: fps, autoreverses: autoreverses, curve: curve)
    }

    /// The `fps` argument at `index`: a whole number in 1…60, 20 when absent.
    private static func framesPerSecond(_ call: BuiltinCall, _ index: Int) throws -> Int {
        let fps = try call.optionalNumber(index, "fps") ?? 20
        guard fps == fps.rounded(), (1...60).contains(fps) else {
            throw fail("'fps' must be a whole number of frames per second in 1…60, got \(NumberFormat.text(fps))")
        }
        return Int(fps)
    }

    /// `.linear`, `.easeIn`, `.easeOut` or `.easeInOut`.
    private static func animationCurve(_ value: Value, _ interpreter: Interpreter) throws -> AnimationCurve {
        let names = AnimationCurve.allCases.map(\.rawValue)
        let name: String
        switch value {
        case .symbol(let symbol): name = symbol
        case .implicit(let member) where member.arguments == nil: name = member.name
        default: throw fail("'curve' must be .linear, .easeIn, .easeOut or .easeInOut, got \(interpreter.describeForError(value))")
        }
        guard let curve = AnimationCurve(rawValue: name) else {
            throw fail("'curve' has no member '\(name)'" + suggestion(for: name, among: names) + " (use .linear, .easeIn, .easeOut or .easeInOut)")
        }
        return curve
    }
}
