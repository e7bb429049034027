import Canvas
import Foundation
import Geometry

extension Lang {
    /// A notebook's state across cells: the declarations and variables of every cell that
    /// checked, and the globals' values. `run` checks a cell completely before running any of it;
    /// a cell with a syntax or type error changes nothing, and a later cell may declare a name
    /// again, as the Swift REPL allows.
    public final class Session {
        /// The session's declarations: a copy of the checked prelude's, extended by its cells.
        let environment: Environment
        let globals = Frame(size: 0, parent: nil)
        /// The memory budget (and the interrupt) of the cells and of the drawing of their
        /// figures, installed on the threads that do either; a host drawing a figure itself
        /// installs it too (`resources.run { … }`).
        public let resources = ResourceContext(freeing: ValueReleaser.shared)
        /// Set from another thread to stop the running cell: its check, its run or its figure.
        public let interrupt: InterruptFlag
        /// How many loop iterations and calls one cell may make.
        public var stepBudget: Int
        /// How deeply calls may nest before the cell stops with a clear error.
        public var maximumCallDepth: Int
        /// The stack of the thread cells run on: deep enough for `maximumCallDepth` calls.
        public var stackSize: Int
        /// The signatures and doc comments of the declarations of the cells that ran, for
        /// `inspect`, which lays them over the prelude's (`DeclarationIndex.prelude`): a session
        /// that never inspects never builds that, so starting a script stays cheap.
        var declarationIndex = DeclarationIndex()
        /// The roll-back of the last cell, which ran to its end, until its result is drawn
        /// (`rollBackLastCell`, `keepLastCell`) or the next cell starts.
        var heldRollBack: CellRollBack?

        /// A session whose cells see the drawing library (the prelude) unless `loadsLibrary` is
        /// false: then only the standard library, and starting costs nothing of the prelude's
        /// check (`shapebook run --typed` runs a program that needs no library that way).
        public init(stepBudget: Int = 200_000_000, maximumCallDepth: Int = 10_000, stackSize: Int = 1 << 30,
                    loadsLibrary: Bool = true) {
            self.stepBudget = stepBudget
            self.maximumCallDepth = maximumCallDepth
            self.stackSize = stackSize
            interrupt = InterruptFlag(resources: resources)
            guard loadsLibrary else {
                environment = Environment()
                return
            }
            environment = PreludeImage.shared.sessionEnvironment()
            libraryDiagnostics = loadPrelude()
        }

        /// Whether this session, made without the library, leaves to one with it a cell that
        /// checks but typed a standard call as an array where the library declares its type
        /// (`zip`'s `Zip2Sequence`): that cell does not run, and `lastCellWantsLibrary` is set
        /// (`shapebook run --typed` then runs it with the library, as it runs a cell whose
        /// result `mayCheckWithLibrary`).
        public var defersToLibrary = false
        /// Whether the last cell checked but did not run because it makes one of the library's
        /// standard wrappers (`defersToLibrary`).
        public private(set) var lastCellWantsLibrary = false

        /// The prelude's types as it declared them (a cell may declare its own `Color`).
        var libraryTypes: LibraryTypes?
        /// The top-level names the last cell that checked declared (for its `PreviewProvider`).
        var lastDeclarations: Set<String> = []
        /// Whether the last cell ends in `#Preview { … }`, which draws a still figure, never a live one.
        var lastCellIsPreview = false
        /// Every cell that checked, numbered from 1 (`FunctionCode.origin`, `RuntimeError.cell`).
        var cellSources: [CellSource] = []

        /// The prelude's diagnostics: empty unless the library itself has an error (a test checks).
        public private(set) var libraryDiagnostics: [Diagnostic] = []
        /// Notes for stderr, each given once per session (`takeNotes`).
        let notes = NoteLog()
        /// The random generator every cell and figure draws from (`SessionRandom`).
        let random = SessionRandom()
        /// The animations the cells laid out (`animate(…)`), which the cell's figure shows.
        let animations = AnimationStore()

        /// What the cells and figures since the last call said for stderr.
        public func takeNotes() -> String { notes.take() }
        /// Where printed text goes as it is printed (a kernel's stdout stream), called on the
        /// cell's thread; nil keeps it in `CellResult.output` (and `drawCell`'s `printed`).
        public var outputSink: ((String) -> Void)?
        /// Where `display`, `clearOutput`, `fputs(_, stderr)`, `save` and `readLine` go (the
        /// kernel's cell, `shapebook run`); nil: stderr is the process's, `save` is an error, and
        /// there is no standard input.
        public var host: (any SessionHost)?

        deinit {
            // The globals may hold a value a million levels deep: freed level by level, on a
            // thread of its own rather than whichever thread lets the session go.
            releaseInBackground(globals.removeAll())
            heldRollBack.take()?.release(in: self)
        }

        /// The most memory the process may hold while a cell runs or draws, in bytes: growth past
        /// it stops the cell with a `MemoryError` (default: 4 GiB or half the machine, the less).
        public var memoryLimit: Int {
            get { resources.memoryLimit }
            set { resources.memoryLimit = newValue }
        }

        /// Checks and runs one cell. An interrupt from its start to its end stops it (its check
        /// included) with an `InterruptError`; one that came while no cell ran is dropped. `name`
        /// is how a runtime error in a later cell names this one's code (`In[3]`), if given.
        /// A cell that ran to its end can still be rolled back until its result is drawn
        /// (`rollBackLastCell`, `keepLastCell`).
        public func run(_ source: String, name: String? = nil) -> CellResult {
            underCellLimits { [self] in runHere(source, name: name) }
                ?? CellResult(output: "", diagnostics: [], runtimeError: RuntimeError(
                    "the cell did not run: no thread with the cells' \(stackSize >> 20) MB stack could be started", line: 0,
                    kind: .memory))
        }

        /// Runs `body` on the cells' big stack as the work of one cell: interruptible from now
        /// until it returns, under the session's memory budget.
        func underCellLimits<T>(_ body: @escaping () -> T) -> T? {
            interrupt.begin()
            defer { interrupt.end() }
            let resources = resources
            return onCellStack { resources.run(body) }
        }

        /// Checks and runs one cell on the current thread. A cell that is rejected, interrupted
        /// or stopped by a runtime error leaves the session as it was.
        func runHere(_ source: String, name: String? = nil) -> CellResult {
            lastCellWantsLibrary = false
            // The last cell is done: its result was drawn, or never will be.
            heldRollBack = nil
            let parsed = Parser.parse(source, interruptible: true)
            // The lexer and parser stop early when interrupted (their partial diagnostics are not
            // the cell's verdict).
            if interrupt.isSet { return CellResult(output: "", diagnostics: [], runtimeError: .interrupted(line: 0)) }
            guard parsed.isValid else {
                return CellResult(output: "", diagnostics: parsed.diagnostics, runtimeError: nil, isSyntaxError: true)
            }
            let saved = EnvironmentSnapshot(environment)
            let number = cellSources.count + 1
            environment.typedWithoutLibrary = false
            let (checker, checked) = checkKeepingValue(parsed.file, source: source, cellNumber: number)
            if interrupt.isSet {
                saved.restore(environment)
                return CellResult(output: "", diagnostics: [], runtimeError: .interrupted(line: 0))
            }
            lastCellWantsLibrary = defersToLibrary && checked != nil && environment.typedWithoutLibrary
            guard let code = checked, !lastCellWantsLibrary else {
                saved.restore(environment)
                return CellResult(output: "", diagnostics: checker.diagnostics, runtimeError: nil)
            }
            // What a cell that fails puts back (`CellRollBack`): taken before the cell commits.
            let savedIndex = declarationIndex
            let savedDeclarations = lastDeclarations
            checker.commit()
            // Kept even if the cell fails: a closure it made may outlive it in a class instance.
            cellSources.append(CellSource(name: name, source: source))
            declarationIndex.record(parsed.file, scalars: checker.sourceScalars)
            let size = environment.globalContext.frameSize
            globals.grow(to: size)
            clearCellValue()
            let kept = CellRollBack.keptValues(of: globals.slots)
            var rollBack = CellRollBack(environment: saved, declarationIndex: savedIndex, lastDeclarations: savedDeclarations,
                                        globalValues: kept.values, generator: random.generator, memoryLimit: memoryLimit)
            rollBack.weakenedSlots = kept.weakened
            let interpreter = Interpreter(globals: globals, environment: environment, stepBudget: stepBudget, maximumDepth: maximumCallDepth,
                                          interrupt: interrupt, random: random, origin: number)
            interpreter.printer = ValuePrinter(customDescription: descriptionHook(interpreter))
            interpreter.notes = notes
            interpreter.animations = animations
            interpreter.outputSink = outputSink
            interpreter.session = self
            do {
                // Deinits run on this thread while the cell runs and at its end (`DeinitQueue`).
                _ = try ProgramEquality.running(interpreter) {
                    try interpreter.deinits.run(interpreter) { try code.execute(globals, interpreter) }
                }
                // Held until the cell's result is drawn: a cell whose drawing fails changes nothing either.
                heldRollBack = rollBack
                return CellResult(output: interpreter.output, diagnostics: checker.diagnostics, runtimeError: nil)
            } catch let error as RuntimeError {
                rollBack.apply(to: self)
                return CellResult(output: interpreter.output, diagnostics: checker.diagnostics, runtimeError: error)
            } catch is ThrownError {
                // Described before the roll-back takes away the error type's `description`.
                let text = (try? interpreter.printer.debugDescription(of: interpreter.thrownValue, as: .any)) ?? "error"
                rollBack.apply(to: self)
                return CellResult(output: interpreter.output, diagnostics: checker.diagnostics,
                                  runtimeError: RuntimeError("Error raised at top level: \(text)", line: 0))
            } catch {
                rollBack.apply(to: self)
                return CellResult(output: interpreter.output, diagnostics: checker.diagnostics,
                                  runtimeError: RuntimeError("\(error)", line: 0))
            }
        }

        /// Calls a type's own `description` when it conforms to `CustomStringConvertible`.
        func descriptionHook(_ interpreter: Interpreter) -> (Value, SwiftType, Bool) throws -> String? {
            let environment = environment
            let plain = environment.builtinProtocols["CustomStringConvertible"].map { ($0, "get:description") }
            let debugging = environment.builtinProtocols["CustomDebugStringConvertible"].map { ($0, "get:debugDescription") }
            return { [weak interpreter] value, _, debug in
                guard let interpreter, let decl = value.unboxed.nominalDecl else { return nil }
                for (protocolDecl, getterName) in (debug ? [debugging, plain] : [plain, debugging]).compactMap({ $0 })
                where environment.conformances.conforms(decl, to: protocolDecl) {
                    guard let getter = environment.dispatch(getterName, on: decl) else { continue }
                    let result = try interpreter.invoke(getter.code, captured: nil, arguments: [], selfValue: value.unboxed, line: 0).0
                    return result.stringValue
                }
                return nil
            }
        }
    }

    /// What running a cell gave: what it printed, the diagnostics (errors mean it did not run),
    /// and the runtime error that stopped it, if any.
    public struct CellResult {
        public var output: String
        public var diagnostics: [Diagnostic]
        public var runtimeError: RuntimeError?
        /// Whether the parser rejected the cell: its diagnostics are syntax errors.
        public var isSyntaxError = false

        /// Whether the cell was rejected before running.
        public var isRejected: Bool { diagnostics.contains { $0.severity == .error } }

        /// Whether a session with the drawing library might accept the cell this one rejected:
        /// one the checker rejected (it may name what the library declares), never one the parser did.
        public var mayCheckWithLibrary: Bool { isRejected && !isSyntaxError }
    }
}
