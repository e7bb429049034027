import Testing
@testable import Lang

/// Random soups of Swift tokens through the whole session — lexer, parser, checker, evaluator —
/// and through completion, Shift-Tab and is_complete at a random cursor: each cell is rejected
/// with diagnostics inside it, stops with an error naming one of its lines, or runs. Seeded.
@Suite struct LangTokenSoupTests {
    static let vocabulary = [
        "let", "var", "x", "y", "f", "func", "struct", "S", "{", "}", "(", ")", "[", "]", ",", ":", ".", "=", "+=", "+", "-",
        "*", "/", "%", "..<", "...", "?", "!", "&&", "||", "==", "<", ">", "if", "else", "for", "in", "while", "return",
        "break", "0", "1", "2.5", "\"s\"", "\"\\(x)\"", "\n", ";", "$0", "Path", "Circle()", ".fill(.red)", "CGPoint", "x:",
        "y:", "p", "map", "{ $0 }", "guard", "repeat", "#Preview", "@State", "self", "init", "extension", "\\.self",
        "VStack", "Text", "true", "nil", "//", "/*", "*/", "\"", "`", "_", "->", "Double", "Int", "Star(points: 5)",
        "1e300", "Int.max", "-1", "Int.random(in:", "Array(repeating: 1, count:", "stride(from: 0, to:", "by:",
        ".frame(width:", "Path(ellipseIn:", "CGRect(x:", "width:", "height:", ".trim(from:", "to:", "Int(",
        "[0][", "(1, 2).", "Canvas.scale =", "switch", "case", "default", "enum", "E", "class", "C", "protocol", "P",
        "try", "throw", "do", "catch", "as?", "is", "where", "some View", "var body:", "String(repeating: \"ab\", count:",
    ]

    @Test func randomTokenSoupsEndInAnOrdinaryOutcome() {
        var generator = SyntaxFuzzTests.SeededGenerator(state: 20_261_128)
        let session = Lang.Session(stepBudget: 20_000, maximumCallDepth: 64)
        var rejected = 0
        for _ in 0..<300 {
            let count = Int.random(in: 1...40, using: &generator)
            let cell = (0..<count).map { _ in Self.vocabulary[Int.random(in: 0..<Self.vocabulary.count, using: &generator)] }
                .joined(separator: " ")
            let lines = cell.split(separator: "\n", omittingEmptySubsequences: false).count
            let scalars = cell.unicodeScalars.count
            let result = session.run(cell)
            if result.isRejected {
                rejected += 1
                #expect(result.diagnostics.allSatisfy { !$0.message.isEmpty && $0.range.start.offset <= scalars }, "\(cell)")
            } else if let error = result.runtimeError {
                #expect(!error.message.isEmpty && error.line >= 1 && error.line <= lines, "\(cell): \(error)")
            }
            let cursor = Int.random(in: 0...scalars, using: &generator)
            let completion = session.complete(cell, cursor: cursor)
            #expect(completion.cursorStart <= completion.cursorEnd && completion.cursorEnd == cursor)
            _ = session.inspect(cell, cursor: cursor)
            _ = session.isComplete(cell)
        }
        // Soups are mostly nonsense: the checker must say so.
        #expect(rejected > 200)
        #expect(session.run("print(1 + 1)").output == "2\n")
    }
}
