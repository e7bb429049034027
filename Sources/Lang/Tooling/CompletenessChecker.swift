/// Jupyter's `is_complete`, from Lang's lexer and parser: whether a cell can run as typed, needs
/// more lines, or cannot be fixed by adding lines.
enum CompletenessChecker {
    static let indentUnit = "    "

    static func check(_ source: String) -> Lang.Completeness {
        var lexer = Lexer(source: source)
        let tokens = lexer.tokenize()
        if lexer.diagnostics.contains(where: { $0.message.hasPrefix("unterminated '/*'") }) {
            return .incomplete(indent: "")
        }
        if let broken = tokens.first(where: \.isMalformed) {
            // A `"""` literal may go on over more lines; a one-line literal cannot.
            return broken.text.hasPrefix("\"\"\"") || broken.text.contains("#\"\"\"") ? .incomplete(indent: "") : .invalid
        }
        var open: [TokenKind] = []
        for token in tokens {
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace:
                open.append(token.kind)
            case .rightParen, .rightBracket, .rightBrace:
                guard let opener = open.popLast(), closer(of: opener) == token.kind else { return .invalid }
            default:
                break
            }
        }
        if !open.isEmpty { return .incomplete(indent: String(repeating: indentUnit, count: open.count)) }
        if let last = tokens.last(where: { $0.kind != .endOfFile }), endsUnfinished(last) {
            return .incomplete(indent: indentUnit)
        }
        // A statement the parser wanted more of at the very end (`if x`, `func f()`).
        let end = tokens.last?.range.start.offset ?? 0
        let parsed = Parser.parse(source)
        if parsed.diagnostics.contains(where: { $0.severity == .error && $0.range.start.offset >= end }) {
            return .incomplete(indent: "")
        }
        return .complete
    }

    /// The closing token of an opening bracket.
    static func closer(of opener: TokenKind) -> TokenKind {
        switch opener {
        case .leftParen: .rightParen
        case .leftBracket: .rightBracket
        default: .rightBrace
        }
    }

    /// A binary or prefix operator, `=`, `->`, `,`, `.`, `:`, `else` or `in` as the last token:
    /// the expression or statement goes on. A postfix operator (`x!`) ends it.
    private static func endsUnfinished(_ token: Token) -> Bool {
        switch token.kind {
        case .operator: return !(token.isLeftBound && !token.isRightBound) || token.text == "="
        case .comma, .period, .colon: return true
        case .keyword(let keyword): return keyword == .else || keyword == .in
        default: return false
        }
    }
}
