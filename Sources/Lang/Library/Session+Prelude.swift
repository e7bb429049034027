extension Lang.Session {
    /// Checks the library prelude into this session's environment and runs its top level (the
    /// static properties' initial values), so that every cell sees the drawing surface's types.
    ///
    /// - Returns: the prelude's diagnostics; with an error the session has no library.
    func loadPrelude() -> [Diagnostic] {
        let parsed = Prelude.parsed
        guard parsed.isValid else { return parsed.diagnostics }
        let checker = Checker(environment: environment)
        checker.declaresLibrary = true
        guard let code = checker.check(parsed.file) else { return checker.diagnostics }
        checker.commit()
        libraryTypes = LibraryTypes(names: environment.globals, environment: environment)
        let size = environment.globalContext.frameSize
        globals.grow(to: size)
        let interpreter = Interpreter(globals: globals, stepBudget: stepBudget, maximumDepth: maximumCallDepth,
                                      interrupt: interrupt, random: random)
        do {
            _ = try code.execute(globals, interpreter)
        } catch {
            return [Diagnostic(message: "the library prelude failed to run: \(error)", range: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0)))]
        }
        return checker.diagnostics
    }
}
