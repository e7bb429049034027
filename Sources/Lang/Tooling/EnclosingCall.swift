/// The call whose `(` is the innermost bracket still open before a cursor (`Star(points: 5, |`),
/// found on the tokens so that brackets inside strings and comments do not count: what label
/// completion and Shift-Tab among a call's arguments both need.
struct EnclosingCall {
    /// The called name's token: a function or type, a method after `.`, or `init`.
    let callee: Token
    /// The `.` before a method's name; nil for a plain name.
    let period: Token?
    /// The argument labels already written in the call, before the cursor.
    let writtenLabels: Set<String>

    /// The call around `offset` (a Unicode-scalar offset), or nil when the innermost open bracket
    /// there is not a call's `(` (`let x = (`, a closure's `{`, an array's `[`).
    init?(_ scalars: [Unicode.Scalar], before offset: Int) {
        var lexer = Lexer(source: Lexer.string(scalars[..<min(max(0, offset), scalars.count)]))
        let tokens = lexer.tokenize()
        var open: [Int] = []
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace: open.append(index)
            case .rightParen, .rightBracket, .rightBrace: _ = open.popLast()
            default: break
            }
        }
        guard let paren = open.last, tokens[paren].kind == .leftParen, paren > 0,
              tokens[paren - 1].kind == .identifier || tokens[paren - 1].isKeyword(.initKeyword) else { return nil }
        callee = tokens[paren - 1]
        period = paren > 1 && tokens[paren - 2].kind == .period ? tokens[paren - 2] : nil
        // `label:` at the call's own level (not inside a nested call or closure).
        var labels: Set<String> = []
        var depth = 0
        var index = paren + 1
        while index < tokens.count {
            switch tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            case .identifier where depth == 0 && index + 1 < tokens.count && tokens[index + 1].kind == .colon
                && (tokens[index - 1].kind == .leftParen || tokens[index - 1].kind == .comma):
                labels.insert(tokens[index].text)
            default: break
            }
            index += 1
        }
        writtenLabels = labels
    }
}
