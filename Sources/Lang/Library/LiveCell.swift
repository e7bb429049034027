import Canvas
import Geometry

extension Lang {
    /// A cell's view with working controls, as a live host (the Jupyter kernel) shows it: the
    /// view value the cell ended with, evaluated again after each change.
    ///
    /// The value is kept, not the cell's code: its `@State` properties are `_StateCell`s
    /// (Prelude+State), shared by every copy of the view, so a change a control writes through
    /// its `Binding` is what the next `body` reads; the views its `body` makes keep their state by
    /// position (`LiveStates`), as SwiftUI keeps it. Every evaluation runs as a cell does: on the
    /// cells' stack, under the session's memory budget, stopped by its interrupt.
    public final class LiveCell {
        let session: Session
        let value: Value
        /// The state of the view and the views inside it.
        let states: LiveStates?
        /// The view of the last evaluation that succeeded, controls included, followed by the
        /// contents its `GeometryReader`s made that have controls (`Session.liveFigure`).
        public private(set) var view: Canvas.View
        /// That view drawn without its controls (the host shows them as working widgets).
        public private(set) var figure: Figure
        /// The animation the last change asked for (`withAnimation`, or an `.animation(_:value:)`
        /// whose value it changed), nil when it asked for none.
        public private(set) var animation: LiveAnimation?
        /// The `.animation(_:value:)` marks (prelude `_AnimationMark`s) the last good evaluation met.
        var marks: [Value] = []

        init(session: Session, value: Value, states: LiveStates?, view: Canvas.View, figure: Figure, marks: [Value]) {
            self.session = session
            self.value = value
            self.states = states
            self.view = view
            self.figure = figure
            self.marks = marks
        }

        /// Moves `control` to `value` by writing through its binding (a slider dragged, text
        /// typed, an option picked), or runs its action (a button pressed, `value` nil; a
        /// step button, `value` `.selection(0)` for − and `.selection(1)` for +), then evaluates
        /// the view again; `output` gets what the action and the body print. A number outside
        /// a slider's or stepper's range is brought into it, and rounded for a whole-number control.
        ///
        /// - Throws: `RuntimeError` when the action or the body fails: the last good view and
        ///   figure stay; a failing action's state changes are undone, a failing body's are kept
        ///   (the controls show what the reader chose).
        public func change(_ value: Control.Value?, of control: InteractiveControl, output: @escaping (String) -> Void) throws {
            animation = nil
            try session.runLive(output: output) { [self] interpreter in
                guard let connection = control.handle as? LangControlConnection else {
                    throw RuntimeError("this control is not connected to the program", line: 0)
                }
                let before = states?.snapshot() ?? []
                _ = session.takeGlobal(Session.withAnimationVariable)
                do {
                    try apply(value.map { Self.bounded($0, for: control) }, kind: control.kind, connection: connection,
                              interpreter: interpreter)
                } catch {
                    states?.restore(before)
                    throw error
                }
                let requested = session.takeGlobal(Session.withAnimationVariable)
                let changes = before.compactMap { cell, old -> (cell: Instance, from: Value, to: Value)? in
                    guard let new = cell.fields.first, new != old else { return nil }
                    return (cell, old, new)
                }
                let evaluation = try evaluate(interpreter)
                if let timing = requested ?? Self.changedMark(before: marks, after: evaluation.marks) {
                    animation = LiveAnimation(timing, changes: changes)
                }
                (view, figure, marks) = evaluation
            }
        }

        /// The animation of the first `.animation(_:value:)` whose value differs from the last
        /// evaluation's, when the body met the same marks as before; nil otherwise.
        static func changedMark(before: [Value], after: [Value]) -> Value? {
            guard before.count == after.count else { return nil }
            for (old, new) in zip(before, after) {
                guard case .structValue(_, let oldFields) = old.unboxed, case .structValue(_, let newFields) = new.unboxed,
                      oldFields.count == 2, newFields.count == 2 else { return nil }
                if oldFields[1] != newFields[1] {
                    if case .null = newFields[0].unboxed { return nil }
                    return newFields[0].unboxed
                }
            }
            return nil
        }

        /// The value `control` shows now, read through its binding (nil for a button, or when it
        /// cannot be read).
        public func currentValue(of control: InteractiveControl) -> Control.Value? {
            guard let connection = control.handle as? LangControlConnection, let get = Self.accessors(connection)?.get else { return nil }
            return try? session.runLive(output: { _ in }) { [session] interpreter -> Control.Value? in
                let current = try interpreter.call(get, [], line: 0).unboxed
                switch (control.kind, current) {
                case (.picker, _): return .selection(connection.tags.firstIndex { $0 == current })
                case (_, .int(let x)): return .number(Double(x))
                case (_, .double(let x)): return .number(x)
                case (_, .float(let x)): return .number(Double(x))
                case (_, .bool(let on)): return .bool(on)
                case (_, .string(let text)): return .text(text)
                case (.colorPicker, _):
                    guard let types = session.libraryTypes else { return nil }
                    return .color(try ViewBridge(types: types, interpreter: interpreter, line: 0).rgba(current))
                default: return nil
                }
            }
        }

        /// The view drawn with its controls, as a preview draws them (for places without working
        /// controls); nil when the body fails now.
        public func stillFigure() -> Figure? {
            try? session.runLive(output: { _ in }) { [self] interpreter in
                interpreter.liveStates = states
                states?.beginEvaluation()
                let (view, proposal) = try Self.view(of: value, session: session, interpreter: interpreter)
                return try session.figure(of: view, proposal: proposal, interpreter: interpreter)
            }
        }

        // MARK: - Evaluating

        /// Evaluates the view again with its states: the view, its figure without controls, and
        /// the `.animation(_:value:)` marks its body met.
        func evaluate(_ interpreter: Interpreter) throws -> (view: Canvas.View, figure: Figure, marks: [Value]) {
            interpreter.liveStates = states
            states?.beginEvaluation()
            // Layout is recorded too: a GeometryReader's content runs (and meets its marks) then.
            let ((view, figure), marks) = try session.recordingAnimationMarks { () throws -> (Canvas.View, Figure) in
                let (view, proposal) = try Self.view(of: value, session: session, interpreter: interpreter)
                return try session.liveFigure(of: view, proposal: proposal, interpreter: interpreter)
            }
            return (view, figure, marks)
        }

        /// `value`'s view and the size a cell's figure offers it.
        static func view(of value: Value, session: Session, interpreter: Interpreter) throws -> (Canvas.View, Size?) {
            guard let types = session.libraryTypes else { throw RuntimeError("the library is not loaded", line: 0) }
            let bridge = ViewBridge(types: types, interpreter: interpreter, line: 0)
            guard let view = try bridge.viewIfDrawable(value) else { throw RuntimeError("the live view's value is no longer a view", line: 0) }
            return (view, try session.figureSettings(bridge).size)
        }

        // MARK: - Changing

        /// A number brought into its slider's or stepper's range, rounded for a whole-number control.
        static func bounded(_ value: Control.Value, for control: InteractiveControl) -> Control.Value {
            guard case .number(var x) = value, x.isFinite else { return value }
            switch control.kind {
            case .slider(let bounds, _): x = min(max(x, bounds.lowerBound), bounds.upperBound)
            case .stepper(let bounds?, _): x = min(max(x, bounds.lowerBound), bounds.upperBound)
            default: break
            }
            return .number(control.isInteger ? x.rounded() : x)
        }

        /// Runs a control's action or writes its new value through its binding.
        private func apply(_ value: Control.Value?, kind: Control.Kind, connection: LangControlConnection,
                           interpreter: Interpreter) throws {
            func run(_ action: Value?) throws {
                guard let action else { return }
                guard case .function(let closure) = action.unboxed else { throw RuntimeError("the control's action is not a function", line: 0) }
                _ = try interpreter.call(closure, [], line: 0)
            }
            switch kind {
            case .button:
                guard value == nil else { throw RuntimeError("a Button is pressed, not set to \(value.map { "\($0)" } ?? "")", line: 0) }
                try run(connection.value)
            case .stepButtons:
                guard case .selection(let index?)? = value, index == 0 || index == 1 else {
                    throw RuntimeError("a Stepper's buttons are − (0) and + (1), not \(value.map { "\($0)" } ?? "a press")", line: 0)
                }
                try run(index == 1 ? connection.value : connection.alternate)
            default:
                guard let value, let (get, set) = Self.accessors(connection) else {
                    throw RuntimeError("the control is set to a value, not pressed", line: 0)
                }
                let current = try interpreter.call(get, [], line: 0)
                _ = try interpreter.call(set, [try Self.converted(value, like: current.unboxed, tags: connection.tags)], line: 0)
            }
        }

        /// A `Binding`'s getter and setter.
        private static func accessors(_ connection: LangControlConnection) -> (get: Closure, set: Closure)? {
            // Prelude+State's `Binding`: its getter, its setter and its name.
            guard case .structValue(_, let fields) = connection.value.unboxed, fields.count == 3,
                  case .function(let get) = fields[0].unboxed, case .function(let set) = fields[1].unboxed else { return nil }
            return (get, set)
        }

        /// A widget's value as a value of the bound state's type (the type `current` has).
        private static func converted(_ value: Control.Value, like current: Value, tags: [Value?]) throws -> Value {
            switch (value, current) {
            case (.number(let x), _) where !x.isFinite:
                throw RuntimeError("\(x) is not a number a control can take", line: 0)
            case (.number(let x), .int):
                // Int(x) traps out of range; a widget can send any number.
                guard abs(x) < 9.0e15 else { throw RuntimeError("\(x) is not an Int", line: 0) }
                return .int(Int(x.rounded()))
            case (.number(let x), .double): return .double(x)
            case (.number(let x), .float): return .float(Float(x))
            case (.bool(let on), .bool): return .bool(on)
            case (.text(let text), .string): return .string(text)
            case (.selection(let index?), _):
                guard tags.indices.contains(index), let tag = tags[index] else { throw RuntimeError("the picker's option \(index) has no tag", line: 0) }
                return tag
            case (.color(let color), .structValue(let decl, let fields)) where fields.count == 5:
                // Prelude+Colors' `Color`: a name (empty for components), red, green, blue, opacity.
                return .structValue(decl, [.string(""), .double(color.red), .double(color.green), .double(color.blue), .double(color.alpha)])
            default:
                throw RuntimeError("the control cannot set its state to \(value)", line: 0)
            }
        }
    }
}
