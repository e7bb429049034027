import Testing
@testable import Lang

/// "did you mean" notes come from the checker, not from its probes: a probe's diagnostics only
/// say whether something failed, and looking for the nearest of every name in scope cost about a
/// million instructions a failure (the library's start-up: 79 probes of `Array(data)` in the
/// prelude's `ForEach` initialisers, 15% of the whole).
@Suite struct ProbeSuggestionTests {
    static let source = "let color = 1\ncolr(2)"

    @Test func theCheckerSuggestsAndItsProbeDoesNot() {
        let session = Lang.Session(loadsLibrary: false)
        let checker = Checker(environment: session.environment)
        let file = Parser.parse(Self.source).file
        _ = checker.check(file)
        let missing = "cannot find 'colr' in scope"
        #expect(checker.diagnostics.first { $0.message == missing }?.notes.map(\.message) == ["did you mean 'color'?"])

        guard case .expression(let call) = file.statements[1].kind else {
            Issue.record("the second statement is not an expression")
            return
        }
        let probe = Checker(probing: checker)
        #expect(probe.namesInScope().contains("color"))
        _ = probe.expression(call, expected: nil)
        let probed = probe.diagnostics.first { $0.message == missing }
        #expect(probed != nil)
        #expect(probed?.notes.isEmpty == true)
    }
}
