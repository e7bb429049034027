import Canvas

extension NativeTable {
    /// `animate(…)`'s check and the descriptions of `Animation` and `AnimatedFigure`, which
    /// read their timing and lay frames out through `ViewBridge+Animation`.
    static let animation: [String: NativeFunction] = [
        "animate.closure": { call in
            try call.animation(content: ("closure", [call.argument(4)]), timing: call.animationTiming(duration: 0, curve: 3, autoreverses: 2),
                               fps: call.argument(1))
        },
        "animate.timed": { call in
            try call.animation(content: ("closure", [call.argument(2)]), timing: call.argument(0), fps: call.argument(1))
        },
        "animate.morphs": { call in
            try call.animation(content: ("morphs", [call.argument(0)]), timing: call.animationTiming(duration: 1, curve: 4, autoreverses: 3),
                               fps: call.argument(2))
        },
        "animate.between": { call in
            try call.animation(content: ("between", [call.argument(0), call.argument(1), call.argument(6)]),
                               timing: call.animationTiming(duration: 2, curve: 5, autoreverses: 4), fps: call.argument(3))
        },
        "AnimatedFigure.description": { call in
            .string(try call.bridge.keptAnimation(call.selfValue, in: call.interpreter.animations).description)
        },
        "Animation.description": { call in
            .string(try call.bridge.animationTiming(call.selfValue, fps: .int(20)).description)
        },
    ]
}

extension NativeCall {
    /// A bridge running the program's code (frames, `path(in:)`, `body`) on this call's interpreter.
    var bridge: ViewBridge { ViewBridge(types: types, interpreter: interpreter, line: line) }

    /// The prelude's `Animation` of the `duration`, `curve` and `autoreverses` arguments.
    func animationTiming(duration: Int, curve: Int, autoreverses: Int) throws -> Value {
        guard let decl = types.declarations["Animation"] else { throw RuntimeError("the library has no Animation", line: line) }
        return .structValue(decl, [try argument(curve), try argument(duration), try argument(autoreverses), .bool(false), .array([])])
    }

    /// The prelude's `AnimatedFigure` of `content` (a `_AnimationContent` case and its payload),
    /// laid out once here so that an error in it stops the cell.
    func animation(content: (name: String, payload: [Value]), timing: Value, fps: Value) throws -> Value {
        guard let figure = types.declarations["AnimatedFigure"], let contents = types.declarations["_AnimationContent"],
              let index = contents.cases.firstIndex(where: { $0.name == content.name }) else {
            throw RuntimeError("the library has no AnimatedFigure", line: line)
        }
        let value = Value.structValue(figure, [.enumValue(contents, index, content.payload), timing, fps, .int(0)])
        let animation = try bridge.animation(value)
        let id = interpreter.animations?.keep(animation) ?? 0
        return .structValue(figure, [.enumValue(contents, index, content.payload), timing, fps, .int(id)])
    }
}
