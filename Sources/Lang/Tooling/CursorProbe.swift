/// Checks a cell cut at the cursor, with its open brackets closed, and keeps what the checker saw
/// at the cut: the type of the expression that ends there, and the scope of the one that starts
/// there. The session's declarations are left as they were.
struct CursorProbe {
    /// The type of the innermost expression ending at the cut (what a `.` after it applies to).
    var typeEndingAtCut: SwiftType?
    /// The scope of the expression starting at the cut, else the cell's top-level scope.
    var scope: Scope
    /// The type the context expects of the expression starting at the cut (for `.member`).
    var expectedAtCut: SwiftType?
    /// Lists members from the tables as checking the cut cell left them.
    var lister: MemberLister

    /// Checks `scalars[..<cut]` followed by `placeholder` (a name to stand for the word being
    /// typed, or nothing) and the brackets still open, against `environment`.
    init(environment: Environment, scalars: [Unicode.Scalar], cut rawCut: Int, placeholder: String = "") {
        let cut = min(max(0, rawCut), scalars.count)
        var text = Lexer.string(scalars[..<cut]) + placeholder
        var lexer = Lexer(source: text)
        var open: [TokenKind] = []
        for token in lexer.tokenize() {
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace: open.append(token.kind)
            case .rightParen, .rightBracket, .rightBrace: _ = open.popLast()
            default: break
            }
        }
        for opener in open.reversed() {
            switch CompletenessChecker.closer(of: opener) {
            case .rightParen: text += ")"
            case .rightBracket: text += "]"
            default: text += "\n}"
            }
        }
        let checker = Checker(environment: environment)
        checker.sourceScalars = Array(text.unicodeScalars)
        var bestType: (start: Int, type: SwiftType)?
        var startScope: Scope?
        var expected: SwiftType?
        checker.expressionObserver = { expr, type, expectedType, scope in
            if expr.range.end.offset == cut, expr.range.start.offset < cut, type != .error,
               bestType.map({ expr.range.start.offset >= $0.start }) ?? true {
                bestType = (expr.range.start.offset, type)
            }
            if !placeholder.isEmpty, expr.range.start.offset == cut, startScope == nil {
                startScope = scope
                expected = expectedType
            }
        }
        let saved = EnvironmentSnapshot(environment)
        _ = checker.check(Parser.parse(text).file)
        lister = MemberLister(members: environment.members, builtinMembers: environment.builtinMembers,
                              conformances: environment.conformances.copy())
        saved.restore(environment)
        typeEndingAtCut = bestType?.type
        scope = startScope ?? checker.root
        expectedAtCut = expected
    }
}
