import Canvas
import Geometry

extension ViewBridge {
    /// The prelude globals `.onAppear` records its actions in.
    static let recordsAppearancesVariable = "_recordsAppearances", appearActionsVariable = "_appearActions"
    /// The prelude globals through which `.animation(_:value:)`, `.animation(_:)` and
    /// `withAnimation` tell `appearing` of repeating animations.
    static let notesRepeatsVariable = "_notesRepeats", repeatingMarksVariable = "_repeatingMarks",
               repeatsEveryChangeVariable = "_repeatsEveryChange", repeatingChangeRanVariable = "_repeatingChangeRan"

    /// The view `make` builds after the `.onAppear` actions its views met have run, as a preview
    /// shows a view once it appeared: the views are made (and laid out, when a GeometryReader's
    /// content is among them) once with the actions recorded, the actions run (changing
    /// `@State`), and the views are made again, each keeping its state
    /// by its position (`LiveStates`). A live view runs them on its first drawing only.
    ///
    /// A change that a repeating animation animates (made in `withAnimation(….repeatForever())`,
    /// watched by an `.animation(….repeatForever(), value:)` whose value it changes, or under a
    /// value-less `.animation(….repeatForever())`) never settles: the view is then shown at the
    /// end of the change that draws more (`paintedArea`), before the change when both draw alike,
    /// so a loader's dots that shrink to nothing show whole and a pulse that grows from nothing
    /// shows grown (docs/canvas.md §2).
    func appearing(_ make: () throws -> Canvas.View) throws -> Canvas.View {
        if let states = interpreter.liveStates, states.hasAppeared { return try make() }
        let states = interpreter.liveStates ?? types.declarations["_StateCell"].map(LiveStates.init(cellDecl:))
        let previous = interpreter.liveStates
        interpreter.liveStates = states
        defer { interpreter.liveStates = previous }
        states?.hasAppeared = true
        setGlobal(Self.appearActionsVariable, .array([]))
        setGlobal(Self.recordsAppearancesVariable, .bool(true))
        let first: (view: Canvas.View, marks: [Value], everyChange: Bool)
        do {
            defer { setGlobal(Self.recordsAppearancesVariable, .bool(false)) }
            first = try notingRepeats(make)
            // A GeometryReader's content is made only when it is laid out: lay the views out
            // once while recording, so the actions inside (and `.onGeometryChange`'s) run too.
            if first.view.containsGeometryReader { try layOutRecordingAppearances(first.view) }
        }
        guard case .array(let actions)? = global(Self.appearActionsVariable), !actions.isEmpty else { return first.view }
        setGlobal(Self.appearActionsVariable, .array([]))
        let before = states?.snapshot() ?? []
        setGlobal(Self.repeatingChangeRanVariable, .bool(false))
        for action in actions {
            guard case .function(let closure) = action.unboxed else { continue }
            _ = try interpreter.call(closure, [], line: line)
        }
        let ranRepeating = global(Self.repeatingChangeRanVariable) == .bool(true)
        states?.beginEvaluation()
        let second = try notingRepeats(make)
        let changed = before.contains { cell, old in cell.fields.first.map { $0 != old } ?? false }
        let watchedChanged = first.marks.count == second.marks.count
            && zip(first.marks, second.marks).contains { $0.unboxed != $1.unboxed }
        guard changed, ranRepeating || first.everyChange || watchedChanged, let states else { return second.view }
        let after = states.snapshot()
        states.restore(before)
        let beforeArea = try paintedArea(first.view)
        states.restore(after)
        let afterArea = try paintedArea(second.view)
        if afterArea > beforeArea * (1 + 1e-9) + 1e-9 { return second.view }
        states.restore(before)
        return first.view
    }

    /// `make`'s view with the repeating animations' marks it met: the values their
    /// `.animation(_:value:)` watch, and whether a value-less `.animation(_:)` repeats.
    private func notingRepeats(_ make: () throws -> Canvas.View) throws -> (view: Canvas.View, marks: [Value], everyChange: Bool) {
        setGlobal(Self.repeatingMarksVariable, .array([]))
        setGlobal(Self.repeatsEveryChangeVariable, .bool(false))
        setGlobal(Self.notesRepeatsVariable, .bool(true))
        defer { setGlobal(Self.notesRepeatsVariable, .bool(false)) }
        let view = try make()
        guard case .array(let marks)? = global(Self.repeatingMarksVariable) else { return (view, [], false) }
        return (view, marks, global(Self.repeatsEveryChangeVariable) == .bool(true))
    }

    /// How much `view` paints laid out as the cell's figure: the summed areas of the bounds of
    /// what it fills and strokes and of its images (a view scaled to nothing paints nothing).
    /// The session's random numbers are drawn on without being used up.
    private func paintedArea(_ view: Canvas.View) throws -> Double {
        let generator = interpreter.random.generator, sink = interpreter.outputSink
        let states = interpreter.liveStates, position = interpreter.liveStates?.position
        // What this layout prints and the state positions it takes belong to the figure's own.
        interpreter.outputSink = { _ in }
        defer {
            interpreter.random.generator = generator
            interpreter.outputSink = sink
            if let position { states?.rewind(to: position) }
        }
        let figure = try layout(view, nil, try figureSettings())
        return figure.displayList.items.reduce(0) { total, item in
            switch item {
            case .fill(let path, _, _):
                return total + path.boundingRect.width * path.boundingRect.height
            case .stroke(let path, _, let style):
                let bounds = path.boundingRect, reach = max(style.lineWidth, 0)
                return total + (bounds.width + reach) * (bounds.height + reach)
            case .image(_, let rect):
                return total + rect.width * rect.height
            default:
                return total
            }
        }
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
    func setGlobal(_ name: String, _ value: Value) {
        guard case .variable(let variable)? = interpreter.environment.globals[name], interpreter.globals.holds(variable.slot) else { return }
        interpreter.globals.put(value, variable.slot)
    }

    /// The prelude global `name`'s value; nil when there is none.
    func global(_ name: String) -> Value? {
        guard case .variable(let variable)? = interpreter.environment.globals[name], interpreter.globals.holds(variable.slot) else { return nil }
        return (try? interpreter.globals.value(variable.slot, line: 0))?.unboxed
    }
}
