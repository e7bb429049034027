import Geometry
import Testing
@testable import Lang

/// Lexing and parsing a cell hear the interrupt (a 100,000-deep nest of structs, 1.5 MB of
/// source, took over a second to lex in a debug build and did not stop), while the parses the
/// library keeps (the prelude, builtin signatures) never stop halfway.
@Suite struct InterruptedParseTests {
    /// 3,000 statements, 12,000 tokens.
    static let source = (0..<3_000).map { "let a\($0) = \($0)" }.joined(separator: "\n")

    /// An interrupted context, to parse under.
    static func interrupted() -> ResourceContext {
        let context = ResourceContext()
        context.requestInterrupt()
        return context
    }

    @Test func anInterruptedCellStopsLexing() {
        let parsed = Self.interrupted().run { Parser.parse(Self.source, interruptible: true) }
        #expect(parsed.file.statements.isEmpty)
        #expect(parsed.diagnostics.map(\.message) == ["interrupted"])
    }

    @Test func anInterruptedCellStopsParsing() {
        var lexer = Lexer(source: Self.source)
        let tokens = lexer.tokenize()
        var parser = Parser(tokens: tokens, scalars: lexer.scalars)
        parser.interruptible = true
        let statements = Self.interrupted().run { parser.parseTopLevel() }
        #expect(statements.count < 3_000)
        #expect(parser.diagnostics.map(\.message) == ["interrupted"])
    }

    @Test func parsesThatAreNotACellsIgnoreTheInterrupt() {
        let parsed = Self.interrupted().run { Parser.parse(Self.source) }
        #expect(parsed.file.statements.count == 3_000)
        #expect(parsed.isValid)
    }
}
