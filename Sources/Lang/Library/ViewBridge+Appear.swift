import Canvas

extension ViewBridge {
    /// The prelude globals `.onAppear` records its actions in.
    static let recordsAppearancesVariable = "_recordsAppearances", appearActionsVariable = "_appearActions"

    /// The view `make` builds after the `.onAppear` actions its views met have run, as a preview
    /// shows a view once it appeared: the views are made (and laid out, when a GeometryReader's
    /// content is among them) once with the actions recorded, the actions run (changing
    /// `@State`), and the views are made again, each keeping its state
    /// by its position (`LiveStates`). A live view runs them on its first drawing only.
    func appearing(_ make: () throws -> Canvas.View) throws -> Canvas.View {
        if let states = interpreter.liveStates, states.hasAppeared { return try make() }
        let states = interpreter.liveStates ?? types.declarations["_StateCell"].map(LiveStates.init(cellDecl:))
        let previous = interpreter.liveStates
        interpreter.liveStates = states
        defer { interpreter.liveStates = previous }
        states?.hasAppeared = true
        setGlobal(Self.appearActionsVariable, .array([]))
        setGlobal(Self.recordsAppearancesVariable, .bool(true))
        let first: Canvas.View
        do {
            defer { setGlobal(Self.recordsAppearancesVariable, .bool(false)) }
            first = try make()
            // A GeometryReader's content is made only when it is laid out: lay the views out
            // once while recording, so the actions inside (and `.onGeometryChange`'s) run too.
            if first.containsGeometryReader { try layOutRecordingAppearances(first) }
        }
        guard case .array(let actions)? = global(Self.appearActionsVariable), !actions.isEmpty else { return first }
        setGlobal(Self.appearActionsVariable, .array([]))
        for action in actions {
            guard case .function(let closure) = action.unboxed else { continue }
            _ = try interpreter.call(closure, [], line: line)
        }
        states?.beginEvaluation()
        return try make()
    }

    /// Lays `view` out once so the GeometryReaders inside make their content and meet its
    /// `.onAppear` actions. What the content prints, the animation marks it meets and the
    /// positions of its states belong to the figure's own layout, which follows: this one keeps
    /// none of them, and leaves its refusals (but not an interrupt) for that layout to report.
    private func layOutRecordingAppearances(_ view: Canvas.View) throws {
        let sink = interpreter.outputSink, marks = global(Lang.Session.recordsAnimationMarksVariable)
        let states = interpreter.liveStates, position = interpreter.liveStates?.position
        interpreter.outputSink = { _ in }
        setGlobal(Lang.Session.recordsAnimationMarksVariable, .bool(false))
        defer {
            interpreter.outputSink = sink
            if let position { states?.rewind(to: position) }
            if let marks { setGlobal(Lang.Session.recordsAnimationMarksVariable, marks) }
        }
        do {
            _ = try layoutFigure(view, proposedSize: try figureSettings().size, description: "")
        } catch let error as CanvasError where error.limit == nil {}
    }

    /// Sets the prelude global `name` (nothing when the prelude has none).
    private func setGlobal(_ name: String, _ value: Value) {
        guard case .variable(let variable)? = interpreter.environment.globals[name], interpreter.globals.holds(variable.slot) else { return }
        interpreter.globals.put(value, variable.slot)
    }

    /// The prelude global `name`'s value; nil when there is none.
    private func global(_ name: String) -> Value? {
        guard case .variable(let variable)? = interpreter.environment.globals[name], interpreter.globals.holds(variable.slot) else { return nil }
        return (try? interpreter.globals.value(variable.slot, line: 0))?.unboxed
    }
}
