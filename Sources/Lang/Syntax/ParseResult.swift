/// What parsing one cell gives: the tree (complete where the source is well-formed, with `.error`
/// nodes where the parser recovered) and the syntax errors in source order.
public struct ParseResult: Sendable {
    public var file: SourceFile
    public var diagnostics: [Diagnostic]

    public init(file: SourceFile, diagnostics: [Diagnostic]) {
        self.file = file
        self.diagnostics = diagnostics
    }

    /// Whether the cell parsed without errors (only then may later layers run it).
    public var isValid: Bool { !diagnostics.contains { $0.severity == .error } }
}
