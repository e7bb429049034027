import Canvas
import Geometry

extension Lang.Session {
    /// What a cell's view draws: a figure, or, when the view has working controls and the host
    /// can show them, a live cell.
    public enum CellDrawing {
        /// The cell's figure (nil when its value is no view).
        case figure(Figure?)
        /// The cell's view with working controls, its first evaluation drawn.
        case live(Lang.LiveCell)
    }

    /// The last cell's figure as `cellFigure` draws it, or its view as a live cell when `live`
    /// and the cell's final value is a view with working controls (not a `#Preview`'s, which
    /// draws its controls as an iOS preview does, docs/language.md "Live or still").
    /// - Throws: `RuntimeError` when a program's `body` or the library fails.
    public func drawCell(live: Bool) throws -> CellDrawing {
        guard live, !lastCellIsPreview, let value = cellValue else { return .figure(try cellFigure()) }
        return try runLive(output: outputSink) { [self] interpreter -> CellDrawing in
            try liveDrawing(of: value, interpreter: interpreter) { try cellFigureView(interpreter: interpreter) }
        }
    }

    /// `value` drawn for a host that shows working controls: a live cell when its view (as
    /// `found` lays it out) has them, else its figure (nil when it draws nothing). The
    /// interpreter's live states become the new cell's.
    func liveDrawing(of value: Value, interpreter: Interpreter,
                     view found: () throws -> (view: Canvas.View, proposal: Size?)?) throws -> CellDrawing {
        let states = libraryTypes?.declarations["_StateCell"].map(LiveStates.init(cellDecl:))
        interpreter.liveStates = states
        // Layout is recorded too: a GeometryReader's content runs (and meets its marks) then.
        let (drawing, marks) = try recordingAnimationMarks { () throws -> (view: Canvas.View, figure: Figure)? in
            guard let (view, proposal) = try found() else { return nil }
            return try liveFigure(of: view, proposal: proposal, interpreter: interpreter)
        }
        guard let (view, drawn) = drawing else { return .figure(nil) }
        guard !view.controls.isEmpty else { return .figure(drawn) }
        return .live(Lang.LiveCell(session: self, value: value, states: states, view: view, figure: drawn, marks: marks))
    }

    /// `view` drawn for a live cell: without its interactive controls, nor those of the contents
    /// its `GeometryReader`s make while it is drawn; the view with those contents in place of
    /// their readers (so their controls are listed, and become widgets, in the view's order) and
    /// the figure.
    func liveFigure(of view: Canvas.View, proposal: Size?, interpreter: Interpreter) throws -> (view: Canvas.View, figure: Figure) {
        let readers = ReaderContents()
        let drawn = try figure(of: view.controls.isEmpty ? view : view.withoutControls, proposal: proposal, described: view,
                               interpreter: interpreter, readerContents: readers)
        return (readers.placed(in: view), drawn)
    }

    /// The prelude global `withAnimation` records its animation in.
    static let withAnimationVariable = "_withAnimation"

    /// The prelude globals through which `.animation(_:value:)` tells a live view what it watches.
    static let recordsAnimationMarksVariable = "_recordsAnimationMarks", animationMarksVariable = "_animationMarks"

    /// Sets the prelude global `name` to `value` (nothing when there is no such global).
    func setGlobal(_ name: String, _ value: Value) {
        guard case .variable(let variable)? = environment.globals[name], globals.holds(variable.slot) else { return }
        globals.put(value, variable.slot)
    }

    /// The value of the prelude global `name`, which is set to nil; nil when it was nil.
    func takeGlobal(_ name: String) -> Value? {
        let value = global(name)
        setGlobal(name, .null)
        return value
    }

    /// The value of the prelude global `name`; nil when it is nil or there is no such global.
    func global(_ name: String) -> Value? {
        guard case .variable(let variable)? = environment.globals[name], globals.holds(variable.slot),
              let value = try? globals.value(variable.slot, line: 0) else { return nil }
        if case .null = value { return nil }
        return value.unboxed
    }

    /// Runs `body` with `.animation(_:value:)` recording its marks; the marks it met.
    func recordingAnimationMarks<T>(_ body: () throws -> T) rethrows -> (T, marks: [Value]) {
        setGlobal(Self.animationMarksVariable, .array([]))
        setGlobal(Self.recordsAnimationMarksVariable, .bool(true))
        defer {
            setGlobal(Self.recordsAnimationMarksVariable, .bool(false))
            setGlobal(Self.animationMarksVariable, .array([]))
        }
        let result = try body()
        guard case .array(let marks)? = global(Self.animationMarksVariable) else { return (result, []) }
        return (result, marks)
    }

    /// Runs `body` as the work of a cell, with a new interpreter whose printed text goes to
    /// `output` (kept in the interpreter when nil).
    func runLive<T>(output: ((String) -> Void)?, _ body: @escaping (Interpreter) throws -> T) throws -> T {
        let result = underCellLimits { [self] () -> Result<T, any Error> in
            Result { try body(cellInterpreter(output: output)) }
        }
        guard let result else { throw RuntimeError("the view was not drawn", line: 0) }
        return try result.get()
    }

    /// An interpreter over the session's globals, as a cell's code and its figure's `body` run on.
    func cellInterpreter(output: ((String) -> Void)?) -> Interpreter {
        let interpreter = Interpreter(globals: globals, environment: environment, stepBudget: stepBudget, maximumDepth: maximumCallDepth,
                                      interrupt: interrupt, random: random, origin: cellSources.count)
        interpreter.printer = ValuePrinter(customDescription: descriptionHook(interpreter))
        interpreter.notes = notes
        interpreter.outputSink = output
        interpreter.session = self
        return interpreter
    }
}
