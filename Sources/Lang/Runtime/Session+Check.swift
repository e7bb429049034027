extension Lang.Session {
    /// Parses and type-checks a cell without running it or keeping its declarations: the
    /// diagnostics `run` gives before it runs anything. `shapebook run --typed --time-check`
    /// times it (docs/benchmarks.md).
    public func check(_ source: String) -> [Diagnostic] {
        let parsed = Parser.parse(source)
        guard parsed.isValid else { return parsed.diagnostics }
        let checker = Checker(environment: environment)
        checker.sourceScalars = Array(source.unicodeScalars)
        let saved = EnvironmentSnapshot(environment)
        _ = checker.check(parsed.file)
        saved.restore(environment)
        return checker.diagnostics
    }
}
