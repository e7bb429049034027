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
            Show it as a cell's value or with `display`, or write it with `save(_:to:)` (.png: APNG, .svg: SMIL).
            """,
                 overload([param(nil, "(Double) -> View")] + timing, "Animation") { call in
                     try Self.animate(call, content: 0, timingFrom: 1)
                 },
                 overload(timing + [param(nil, "(Double) -> View")], "Animation") { call in
                     try Self.animate(call, content: 4, timingFrom: 0)
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
        let value = try call.value(index)
        let content: AnimationContent
        if case .function = value {
            content = .closure(value)
        } else if let view = try call.i.viewValue(value) {
            content = .morphs(view)
        } else {
            throw fail("animate takes a closure { t in … } that returns a view, or a view with a Morph in it, not \(call.i.describeForError(value))")
        }
        return .animation(try call.i.animation(of: content, timing: timing))
    }

    /// `save(animation, to:, scale:)`: the host writes it as APNG (.png) or animated SVG (.svg).
    static func save(_ animation: AnimatedFigure, _ call: BuiltinCall) throws -> Value {
        let path = try call.string(1, "to")
        let scale = try call.optionalNumber(2, "scale") ?? animation.scale
        guard scale.isFinite, scale > 0 else { throw fail("'scale' must be a positive number, got \(NumberFormat.text(scale))") }
        guard let host = call.i.host else { throw fail("save(_:to:) needs a host that can write files") }
        do {
            try host.save(animation, to: path, scale: scale)
        } catch {
            throw fail("could not save '\(path)': \(error)")
        }
        return .void
    }

    /// `duration:fps:autoreverses:curve:` from the four arguments starting at `start`.
    private static func animationTiming(_ call: BuiltinCall, from start: Int) throws -> AnimationTiming {
        let duration = try call.optionalNumber(start, "duration") ?? 2
        guard duration.isFinite, duration > 0 else {
            throw fail("'duration' must be a positive number of seconds, got \(NumberFormat.text(duration))")
        }
        let fps = try call.optionalNumber(start + 1, "fps") ?? 20
        guard fps == fps.rounded(), (1...60).contains(fps) else {
            throw fail("'fps' must be a whole number of frames per second in 1…60, got \(NumberFormat.text(fps))")
        }
        let autoreverses = call.has(start + 2) ? try call.bool(start + 2, "autoreverses") : false
        let curve = call.has(start + 3) ? try animationCurve(try call.value(start + 3), call.i) : .linear
        return AnimationTiming(duration: duration, framesPerSecond: Int(fps), autoreverses: autoreverses, curve: curve)
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
