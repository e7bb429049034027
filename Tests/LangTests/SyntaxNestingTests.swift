import Testing
@testable import Lang

/// Pathological nesting gives one clear error instead of overflowing the stack, and long flat
/// inputs parse.
@Suite struct SyntaxNestingTests {
    static let depth = 100_000

    /// The single error a 100,000-deep input gives: the depth limit, or in a debug build (whose
    /// frames are larger) possibly the stack budget first.
    static func expectNestingError(_ source: String) {
        let diagnostics = Parser.parse(source).diagnostics
        #expect(diagnostics.count == 1)
        let message = diagnostics.first?.message ?? ""
        #expect(message == "structure nesting level exceeded maximum of 256"
                || message == "structure nesting too deep for the parser's stack", "\(message)")
    }

    @Test func parentheses() {
        Self.expectNestingError("let x = " + String(repeating: "(", count: Self.depth) + "1"
                                + String(repeating: ")", count: Self.depth))
    }

    @Test func brackets() {
        Self.expectNestingError("let x = " + String(repeating: "[", count: Self.depth) + "1"
                                + String(repeating: "]", count: Self.depth))
    }

    @Test func closures() {
        Self.expectNestingError("let x = " + String(repeating: "{", count: Self.depth) + "1"
                                + String(repeating: "}", count: Self.depth))
    }

    @Test func braces() {
        Self.expectNestingError(String(repeating: "if x {\n", count: Self.depth) + String(repeating: "}", count: Self.depth))
    }

    @Test func types() {
        Self.expectNestingError("let x: " + String(repeating: "[", count: Self.depth) + "Int"
                                + String(repeating: "]", count: Self.depth))
    }

    @Test func longOperatorAndMemberChains() {
        Self.expectNestingError("let x = 1" + String(repeating: " + 1", count: Self.depth))
        Self.expectNestingError("let x = a" + String(repeating: ".b", count: Self.depth))
    }

    @Test func interpolations() {
        let source = "let s = " + String(repeating: "\"\\(", count: 1_000) + String(repeating: ")\"", count: 1_000)
        let messages = Parser.parse(source).diagnostics.map(\.message)
        #expect(messages.contains("string interpolations nested too deeply"))
    }

    @Test func interpolationsOutsideAStringGiveOneError() {
        // `"\(\(\(…1)))"`: the inner `\(` are outside any string literal (swiftc's error);
        // the parser skips them in one pass instead of reporting three errors per level.
        let source = "let s = \"" + String(repeating: "\\(", count: Self.depth) + "1"
            + String(repeating: ")", count: Self.depth) + "\""
        let diagnostics = Parser.parse(source).diagnostics
        #expect(diagnostics.map(\.message) == ["string interpolation can only appear inside a string literal"])
        #expect(diagnostics.first?.range.start.column == 14)
        #expect(Parser.parse("let k = \\(Int, Int).0").diagnostics.isEmpty)
    }

    @Test func longModifierAndAttributeRuns() {
        let modifiers = Parser.parse(String(repeating: "final ", count: 20_000) + "class C {}")
        #expect(modifiers.diagnostics.isEmpty)
        guard case .declaration(let decl)? = modifiers.file.statements.first?.kind else {
            Issue.record("expected one declaration")
            return
        }
        #expect(decl.modifiers.count == 20_000)
        let attributes = Parser.parse(String(repeating: "@a ", count: 20_000) + "var x = 1")
        #expect(attributes.diagnostics.isEmpty)
        #expect(attributes.file.statements.count == 1)
    }

    @Test func nestingWithinTheLimitParses() {
        let source = "let x = " + String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40)
        #expect(Parser.parse(source).isValid)
    }

    @Test func manyStatementsParse() {
        let source = String(repeating: "let x = foo(a, b: c) + 1.5 * \"s\"\n", count: 20_000)
        let result = Parser.parse(source)
        #expect(result.isValid)
        #expect(result.file.statements.count == 20_000)
    }
}
