import Geometry

/// The library prelude checked and run once per process: the environment its declarations made,
/// the code of its functions and the initial values of its globals. A session starts from a copy
/// (`Environment(copying:)` and the global slots), so starting one costs copies of tables, not a
/// check of three thousand lines of Swift.
///
/// Sessions on different threads read it at once, so nothing here changes after `init` but the
/// library's function bodies, each lowered once on its first call under a lock (`LibraryBodies`): the
/// sessions' copies take every change (a cell's `extension Color: P` goes into the session's
/// `ConformanceTable`, its members into the session's member tables), and the code reaches
/// session state only through the `Interpreter` it runs on (`interpreter.environment`,
/// `interpreter.globals`). The prelude's globals hold only values of value types (figure
/// settings, counters), so copying the slots gives each session its own.
final class PreludeImage: @unchecked Sendable {
    /// The prelude's declarations; sessions copy it and never change it.
    let environment: Environment
    /// The global slots after the prelude's top level ran.
    let globals: [Value]
    /// The prelude's types as it declared them.
    let libraryTypes: LibraryTypes?
    /// Empty unless the prelude itself has an error (a test checks); then sessions have no library.
    let diagnostics: [Diagnostic]
    /// The prelude's function bodies, lowered on their first call; nil when the prelude has an error.
    let bodies: LibraryBodies?

    /// The process's image, made when the first session starts.
    static let shared: PreludeImage = {
        let image = PreludeImage()
        // Parsing and checking the prelude freed its syntax tree and the checker's work (5 MB
        // and more) between what the image keeps: give those pages back to the system rather
        // than keep them resident for the kernel's life.
        ProcessMemory.releaseFreePages()
        return image
    }()

    private init() {
        let environment = Environment()
        self.environment = environment
        let parsed = Prelude.parse()
        guard parsed.isValid else {
            (globals, libraryTypes, diagnostics, bodies) = ([], nil, parsed.diagnostics, nil)
            return
        }
        let checker = Checker(environment: environment)
        checker.declaresLibrary = true
        let bodies = LibraryBodies(checker: checker)
        checker.libraryBodies = bodies
        guard let code = checker.check(parsed.file) else {
            (globals, libraryTypes, diagnostics, self.bodies) = ([], nil, checker.diagnostics, nil)
            return
        }
        self.bodies = bodies
        checker.commit()
        environment.libraryGlobals = environment.globals
        libraryTypes = LibraryTypes(names: environment.globals)
        // Foundation declares CGPoint on Linux: swiftc prints `[Foundation.CGPoint(x: 1.0, y: 2.0)]`.
        PreludeModules.assign(libraryTypes?.declarations ?? [:])
        // The library's result builders (`ViewBuilder`, …) are scanned here, so sessions only read them.
        for decl in (libraryTypes?.declarations ?? [:]).values where decl.resultBuilderSyntax != nil { _ = checker.resultBuilderMethods(decl) }
        let frame = Frame(size: environment.globalContext.frameSize, parent: nil)
        let interpreter = Interpreter(globals: frame, environment: environment, stepBudget: 1_000_000, maximumDepth: 1_000,
                                      interrupt: InterruptFlag(), random: SessionRandom())
        do {
            _ = try code.execute(frame, interpreter)
            diagnostics = checker.diagnostics
        } catch {
            diagnostics = [Diagnostic(message: "the library prelude failed to run: \(error)",
                                      range: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0)))]
        }
        globals = frame.slots
    }

    /// A copy of the prelude's environment for a new session, taken while no library body is
    /// being lowered (a lowering may add to the prelude's tables).
    func sessionEnvironment() -> Environment {
        guard let bodies else { return Environment(copying: environment) }
        return bodies.withLock { Environment(copying: environment) }
    }
}
