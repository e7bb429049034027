import Canvas

extension Lang.Session {
    /// The figure `display(x)` shows of `value`, laid out as a cell's final value is (a bare
    /// path where its coordinates put it, another view offered `Canvas.size`, the cell's
    /// figure settings); nil when the value does not draw.
    func displayedFigure(of value: Value, interpreter: Interpreter) throws -> Figure? {
        guard let types = libraryTypes else { return nil }
        let bridge = ViewBridge(types: types, interpreter: interpreter, line: interpreter.callLine)
        guard let (view, proposal) = try figureView(of: value, bridge: bridge) else { return nil }
        return try figure(of: view, proposal: proposal, interpreter: interpreter)
    }

    /// What `display(x)` shows of `value` where the host shows working controls: a view with
    /// them as a live cell, another view as its figure, laid out as `displayedFigure` does; nil
    /// when the value does not draw. The running cell's live states are left as they were.
    func displayedLive(_ value: Value, interpreter: Interpreter) throws -> Lang.DisplayValue? {
        guard let types = libraryTypes else { return nil }
        let bridge = ViewBridge(types: types, interpreter: interpreter, line: interpreter.callLine)
        let running = interpreter.liveStates
        defer { interpreter.liveStates = running }
        switch try liveDrawing(of: value, interpreter: interpreter, view: { try figureView(of: value, bridge: bridge) }) {
        case .live(let cell): return .live(cell)
        case .figure(let figure): return figure.map(Lang.DisplayValue.figure)
        }
    }

    /// Whether `value` is the handle `display(_:)` returned: a cell ending in `display(x)` has
    /// shown x already, and its handle is not shown again.
    func isDisplayHandle(_ value: Value) -> Bool {
        guard case .structValue(let decl, _) = value.unboxed, let handle = libraryTypes?.declarations["DisplayHandle"] else {
            return false
        }
        return decl === handle
    }
}
