import Testing
@testable import Lang

/// Runs `source` in a fresh session and returns what it printed, failing the calling test on
/// any error diagnostic or runtime error (warnings are allowed).
func printedByCleanRun(_ source: String) -> String {
    let result = Lang.Session().run(source)
    #expect(result.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
    #expect(result.runtimeError == nil, "\(result.runtimeError.map { "\($0)" } ?? "")")
    return result.output
}
