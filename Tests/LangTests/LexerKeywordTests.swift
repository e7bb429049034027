import Testing
@testable import Lang

/// The lexer's keyword look-up (`Keyword.named`, which skips a name no keyword begins like) and
/// the scalars it reads (`Lexer(source:)`, written into place).
@Suite struct LexerKeywordTests {
    /// Every keyword lexes as itself: the look-up's first-character test lets each one through.
    @Test func everyKeywordLexesAsItself() {
        for keyword in Keyword.allCases {
            var lexer = Lexer(source: keyword.rawValue)
            #expect(lexer.tokenize().first?.kind == .keyword(keyword), "\(keyword.rawValue)")
        }
    }

    /// Names that only resemble keywords stay names.
    @Test func namesLikeKeywordsStayNames() {
        for name in ["If", "SELF", "Self1", "self_", "__", "Int", "`if`"] {
            var lexer = Lexer(source: name)
            #expect(lexer.tokenize().first?.kind == .identifier, "\(name)")
        }
    }

    /// The lexer reads the source's scalars, multi-byte ones included, and nothing after them.
    @Test func scalarsAreTheSourcesScalars() {
        for source in ["", "let x = 1", "let é = \"⊕ 🙂\" // ü\n", "🙂🙂🙂"] {
            #expect(Lexer(source: source).scalars == Array(source.unicodeScalars), "\(source)")
        }
    }
}
