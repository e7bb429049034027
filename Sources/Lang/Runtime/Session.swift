import Foundation

extension Lang {
    /// A notebook's state across cells: the declarations and variables of every cell that
    /// checked, and the globals' values. `run` checks a cell completely before running any of it;
    /// a cell with a syntax or type error changes nothing, and a later cell may declare a name
    /// again, as the Swift REPL allows.
    public final class Session {
        let environment = Environment()
        let globals = Frame(size: 0, parent: nil)
        /// Set from another thread to stop the running cell.
        public let interrupt = InterruptFlag()
        /// How many loop iterations and calls one cell may make.
        public var stepBudget: Int
        /// How deeply calls may nest before the cell stops with a clear error.
        public var maximumCallDepth: Int
        /// The stack of the thread cells run on: deep enough for `maximumCallDepth` calls.
        public var stackSize: Int
        /// The signatures and doc comments of the declarations of the cells that ran, for `inspect`.
        var declarationIndex = DeclarationIndex()

        public init(stepBudget: Int = 200_000_000, maximumCallDepth: Int = 10_000, stackSize: Int = 1 << 30) {
            self.stepBudget = stepBudget
            self.maximumCallDepth = maximumCallDepth
            self.stackSize = stackSize
            libraryDiagnostics = loadPrelude()
        }

        /// The prelude's types as it declared them (a cell may declare its own `Color`).
        var libraryTypes: LibraryTypes?
        /// The top-level names the last cell that checked declared (for its `PreviewProvider`).
        var lastDeclarations: Set<String> = []

        /// The prelude's diagnostics: empty unless the library itself has an error (a test checks).
        public private(set) var libraryDiagnostics: [Diagnostic] = []
        /// Notes for stderr, each given once per session (`takeNotes`).
        let notes = NoteLog()

        /// What the cells and figures since the last call said for stderr.
        public func takeNotes() -> String { notes.take() }

        deinit {
            // A value nested a hundred thousand levels deep is freed recursively: on a thread
            // with the cells' stack, not on whichever thread lets the session go.
            let box = ReleaseBox(slots: globals.slots)
            globals.slots = []
            let thread = Thread { box.slots = [] }
            thread.stackSize = stackSize
            thread.start()
        }

        /// Checks and runs one cell.
        public func run(_ source: String) -> CellResult {
            onCellStack { [self] in runHere(source) }
                ?? CellResult(output: "", diagnostics: [], runtimeError: RuntimeError("the cell did not run", line: 0))
        }

        /// Checks and runs one cell on the current thread.
        func runHere(_ source: String) -> CellResult {
            let parsed = Parser.parse(source)
            guard parsed.isValid else { return CellResult(output: "", diagnostics: parsed.diagnostics, runtimeError: nil) }
            let (checker, checked) = checkKeepingValue(parsed.file, source: source)
            guard let code = checked else {
                return CellResult(output: "", diagnostics: checker.diagnostics, runtimeError: nil)
            }
            checker.commit()
            declarationIndex.record(parsed.file, scalars: checker.sourceScalars)
            let size = environment.globalContext.frameSize
            if globals.slots.count < size {
                globals.slots.append(contentsOf: repeatElement(Value.void, count: size - globals.slots.count))
            }
            clearCellValue()
            interrupt.clear()
            let interpreter = Interpreter(globals: globals, stepBudget: stepBudget, maximumDepth: maximumCallDepth,
                                          interrupt: interrupt)
            interpreter.printer = ValuePrinter(customDescription: descriptionHook(interpreter))
            interpreter.notes = notes
            do {
                _ = try code.execute(globals, interpreter)
                return CellResult(output: interpreter.output, diagnostics: checker.diagnostics, runtimeError: nil)
            } catch let error as RuntimeError {
                return CellResult(output: interpreter.output, diagnostics: checker.diagnostics, runtimeError: error)
            } catch is ThrownError {
                let text = (try? interpreter.printer.debugDescription(of: interpreter.thrownValue, as: .any)) ?? "error"
                return CellResult(output: interpreter.output, diagnostics: checker.diagnostics,
                                  runtimeError: RuntimeError("Error raised at top level: \(text)", line: 0))
            } catch {
                return CellResult(output: interpreter.output, diagnostics: checker.diagnostics,
                                  runtimeError: RuntimeError("\(error)", line: 0))
            }
        }

        /// Calls a type's own `description` when it conforms to `CustomStringConvertible`.
        private func descriptionHook(_ interpreter: Interpreter) -> (Value, SwiftType) throws -> String? {
            let environment = environment
            let protocolDecl = environment.builtinProtocols["CustomStringConvertible"]
            return { [weak interpreter] value, _ in
                guard let interpreter, let protocolDecl, let decl = value.unboxed.nominalDecl,
                      decl.conforms(to: protocolDecl),
                      let getter = environment.dispatch("get:description", on: decl) else { return nil }
                let result = try interpreter.invoke(getter.code, captured: nil, arguments: [], selfValue: value.unboxed, line: 0).0
                return result.stringValue
            }
        }
    }

    /// What running a cell gave: what it printed, the diagnostics (errors mean it did not run),
    /// and the runtime error that stopped it, if any.
    public struct CellResult {
        public var output: String
        public var diagnostics: [Diagnostic]
        public var runtimeError: RuntimeError?

        /// Whether the cell was rejected before running.
        public var isRejected: Bool { diagnostics.contains { $0.severity == .error } }
    }
}

/// Carries a finished session's globals to the thread that frees them; only that thread touches
/// them after the hand-over.
private final class ReleaseBox: @unchecked Sendable {
    var slots: [Value]

    init(slots: [Value]) {
        self.slots = slots
    }
}
