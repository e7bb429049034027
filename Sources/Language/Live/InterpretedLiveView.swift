import Canvas

/// What a live view evaluates again after each change.
enum LiveSource {
    /// The cell's last expression (`DemoView()`, `DemoView().padding()`), evaluated in the session's
    /// globals: its view structs are constructed again and find their state in the registry.
    case expression(Expr)
    /// A view struct that `display(_:)` was given: its body is evaluated again.
    case instance(Value)

    func evaluate(_ interpreter: Interpreter) throws -> Value {
        switch self {
        case .expression(let expr): return try interpreter.evaluate(expr, interpreter.globals)
        case .instance(let value): return value
        }
    }
}

/// One evaluation of a live view's body: its figure without controls, its controls, and the
/// `.animation(_:value:)` modifiers it met.
struct LiveEvaluation {
    var figure: Figure
    var controls: [InteractiveControl]
    var markers: [AnimationMarker]
    /// The whole view, controls included (what `stillFigure` lays out).
    var view: ViewValue

    /// The controls as front ends list them, each with its id (`Slider#0`).
    var liveControls: [LiveControl] { LiveControl.identified(controls) }
}

/// The tree-walking interpreter's `LiveView`: a source evaluated again in its session after each
/// change, with its view structs' `@State` kept in a registry between evaluations.
final class InterpretedLiveView: LiveView {
    private let session: Session
    private let source: LiveSource
    private let registry: StateRegistry
    /// The cell the view was shown by: errors point into it.
    private let cellSource: SourceText
    /// The last evaluation that succeeded: its figure stays on screen when a change fails.
    private var current: LiveEvaluation

    init(session: Session, source: LiveSource, registry: StateRegistry, cellSource: SourceText, evaluation: LiveEvaluation) {
        self.session = session
        self.source = source
        self.registry = registry
        self.cellSource = cellSource
        self.current = evaluation
    }

    var figure: Figure { current.figure }

    var stillFigure: Figure {
        let view = current.view
        let still = session.runLive(host: NoHost(), source: cellSource) { interpreter in try interpreter.figure(view) }
        return (try? still.get()) ?? current.figure
    }

    var controls: [LiveControl] { current.liveControls }

    var controlArrangement: ControlArrangement { current.view.view.controlArrangement }

    func setValue(_ value: Control.Value, of id: LiveControl.ID, host: any SessionHost) -> LiveUpdate {
        change(id, host: host) { interpreter, control, handle in
            if let steps = handle.steps {
                // Stepper(_:onIncrement:onDecrement:): the value says which button was pressed.
                guard case .selection(let index?) = value, index == 0 || index == 1 else {
                    throw fail("Stepper '\(control.label)' has a − button (0) and a + button (1), not \(value)")
                }
                _ = try interpreter.callValue(index == 1 ? steps.increment : steps.decrement, [])
                return
            }
            guard let binding = handle.binding else { throw fail("\(control.typeName) '\(control.label)' is not bound to any state") }
            let newValue = try interpreter.boundValue(value, for: control, handle: handle)
            try interpreter.modifyBinding(binding, verb: .assign) { $0 = newValue }
        }
    }

    func press(_ id: LiveControl.ID, host: any SessionHost) -> LiveUpdate {
        change(id, host: host) { interpreter, control, handle in
            guard let action = handle.action else { throw fail("\(control.typeName) '\(control.label)' has no action") }
            _ = try interpreter.callValue(action, [])
        }
    }

    // MARK: - Changing

    /// Applies `action` to the control `id`, then evaluates the body again.
    ///
    /// A failing action is undone (state cells and session); a failing body keeps the state the
    /// action set, so the controls show what the reader chose, and reports the error.
    private func change(_ id: LiveControl.ID, host: any SessionHost,
                        _ action: @escaping (Interpreter, InteractiveControl, ControlHandle) throws -> Void) -> LiveUpdate {
        guard let index = current.liveControls.firstIndex(where: { $0.id == id }),
              let handle = current.controls[index].handle as? ControlHandle else {
            return failure(LanguageError.runtime("this view has no control \(id)"))
        }
        let control = current.controls[index]
        let log = StateChangeLog()
        let acted = ActionFlag()
        let outcome = session.runLive(host: host, source: cellSource) { [self] interpreter in
            interpreter.live.changes = log
            do {
                try action(interpreter, control, handle)
            } catch {
                log.undo()
                throw error
            }
            interpreter.live.changes = nil
            acted.done = true
            return try evaluate(interpreter)
        }
        switch outcome {
        case .success(let evaluation):
            let transition = self.transition(for: log, before: current.markers, after: evaluation.markers, host: host)
            current = evaluation
            return LiveUpdate(result: .success(evaluation.figure), transition: transition, controls: evaluation.liveControls)
        case .failure(let error):
            if !acted.done { log.undo() }
            return LiveUpdate(result: .failure(error), transition: nil, controls: currentControls(after: acted.done))
        }
    }

    /// The controls after a change whose body failed: the last good list, with values read from
    /// state again (the change may have moved them).
    private func currentControls(after acted: Bool) -> [LiveControl] {
        guard acted else { return current.liveControls }
        let result = session.runLive(host: NoHost(), source: cellSource) { [self] interpreter in
            try zip(current.liveControls, current.controls).map { live, control in
                var updated = live
                if let handle = control.handle as? ControlHandle {
                    updated.value = try interpreter.controlValue(of: control, handle: handle)
                }
                return updated
            }
        }
        return (try? result.get()) ?? current.liveControls
    }

    /// Evaluates the source again under this view's registry.
    func evaluate(_ interpreter: Interpreter) throws -> LiveEvaluation {
        interpreter.live.registry = registry
        interpreter.live.animationMarkers = []
        registry.beginEvaluation()
        return try interpreter.liveEvaluation(of: try source.evaluate(interpreter))
    }

    private func failure(_ error: LanguageError) -> LiveUpdate {
        LiveUpdate(result: .failure(Session.cellError(from: error, source: cellSource)), transition: nil,
                   controls: current.liveControls)
    }

    // MARK: - Animation

    /// The animation a change asked for: the writes made inside `withAnimation`, or, when there
    /// were none, every write when an `.animation(_:value:)` saw its value change.
    private func transition(for log: StateChangeLog, before: [AnimationMarker], after: [AnimationMarker],
                            host: any SessionHost) -> LiveTransition? {
        var animated = log.changes.filter { $0.animation != nil }
        var timing = animated.first?.animation
        if timing == nil, let marked = changedMarker(before: before, after: after) {
            timing = marked
            animated = log.changes
        }
        guard let timing, !animated.isEmpty else { return nil }
        let targets = animated.map { (cell: $0.cell, from: $0.oldValue, to: $0.cell.value) }
        return LiveTransition(duration: timing.duration, description: timing.description) { [self] progress in
            let linear = min(max(progress, 0), 1)
            let eased = timing.curve(linear)
            let frame = session.runLive(host: host, source: cellSource) { [self] interpreter in
                defer { for target in targets { target.cell.value = target.to } }
                var moved = false
                for target in targets {
                    // The ends are the states themselves (interpolating at 1 can miss the target by an ulp).
                    if linear == 0 || linear == 1 {
                        target.cell.value = linear == 0 ? target.from : target.to
                        moved = true
                    } else if let value = try? interpreter.interpolate(target.from, target.to, eased) {
                        target.cell.value = value
                        moved = true
                    }
                }
                guard moved else { throw fail("nothing to animate") }
                return try evaluate(interpreter).figure
            }
            return try? frame.get()
        }
    }

    /// The timing of the first `.animation(_:value:)` whose value differs from the last
    /// evaluation's (or that has no value), when the body lists the same modifiers as before.
    private func changedMarker(before: [AnimationMarker], after: [AnimationMarker]) -> AnimationTiming? {
        guard before.count == after.count else { return nil }
        let result = session.runLive(host: NoHost(), source: cellSource) { interpreter in
            zip(before, after).first { old, new in
                guard let oldValue = old.value, let newValue = new.value else { return true }
                return !((try? interpreter.equal(oldValue, newValue)) ?? false)
            }?.1.timing
        }
        return (try? result.get()) ?? nil
    }
}

/// Whether a change's action finished (set on the cell thread, read after it).
private final class ActionFlag: @unchecked Sendable {
    var done = false
}

/// A host for internal evaluations that print nothing and save nothing.
private final class NoHost: SessionHost {
    func print(_ text: String) {}
    func display(_ value: DisplayValue) {}
    func save(_ figure: Figure, to path: String, scale: Double) throws {
        throw LanguageError.runtime("nothing can be saved here")
    }
}
