import Canvas

extension Interpreter {
    /// Starts the evaluation of the cell's last expression: its view structs keep their state in a
    /// new registry, so that a live result can evaluate it again and find the same state.
    func beginResultEvaluation(_ expr: Expr) {
        live.registry = StateRegistry()
        live.animationMarkers = []
        live.resultExpression = expr
    }

    /// What the cell's result shows: a live view when it is a view with controls, else as
    /// `displayValue`.
    func resultDisplayValue(_ value: Value) throws -> DisplayValue {
        guard let registry = live.registry, let expr = live.resultExpression else { return try displayValue(value) }
        return try displayValue(value, liveSource: .expression(expr), registry: registry)
    }

    /// What `display(x)` shows: a view struct with controls is live (its body is evaluated again
    /// after each change); anything else as `displayValue`.
    func displayCallValue(_ value: Value) throws -> DisplayValue {
        guard case .instance(let instance) = value, instance.type.isView else { return try displayValue(value) }
        let saved = live
        defer { live = saved }
        let registry = StateRegistry()
        live.registry = registry
        live.animationMarkers = []
        return try displayValue(value, liveSource: .instance(value), registry: registry)
    }

    private func displayValue(_ value: Value, liveSource: LiveSource, registry: StateRegistry) throws -> DisplayValue {
        if case .animation = value { return try displayValue(value) }
        guard let view = try viewValue(value) else { return .text(describe(value)) }
        guard let session, !view.view.controls.isEmpty else { return .figure(try figure(view)) }
        let evaluation = try liveEvaluation(of: view)
        return .live(InterpretedLiveView(session: session, source: liveSource, registry: registry, cellSource: source,
                                         evaluation: evaluation))
    }

    /// Lays out a live view's value without its controls and lists them.
    func liveEvaluation(of value: Value) throws -> LiveEvaluation {
        guard let view = try viewValue(value) else {
            throw fail("the live view's value is now \(describeForError(value)), not a view")
        }
        return try liveEvaluation(of: view)
    }

    private func liveEvaluation(of view: ViewValue) throws -> LiveEvaluation {
        let drawn = ViewValue(view.view.withoutControls, absoluteBounds: view.absoluteBounds)
        var evaluation = LiveEvaluation(figure: try figure(drawn), controls: view.view.controls, markers: live.animationMarkers, view: view)
        let size = evaluation.figure.displayList.size
        evaluation.figure.description = "\(describeView(view.view)) \(NumberFormat.text(size.width))×\(NumberFormat.text(size.height))"
        return evaluation
    }
}
