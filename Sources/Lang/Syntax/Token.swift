/// What kind of token the lexer saw.
enum TokenKind: Hashable, Sendable {
    /// A name: `x`, `` `default` `` (text without backticks), `$0`, `$name`, and contextual
    /// keywords such as `get`, `some`, `mutating`, which are names wherever Swift allows.
    case identifier
    /// A reserved word (`Keyword`): cannot be a name without backticks.
    case keyword(Keyword)
    case integerLiteral
    case floatLiteral
    case stringLiteral
    /// An operator, spelled in `text`: `+`, `..<`, `&&`, `==`, `!`, `?`, `&`, `=`, `->`.
    case `operator`
    /// `#name`: `#if`, `#endif`, `#available`, `#file`, `#colorLiteral`, `#Preview` (text is the name).
    case pound
    case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
    case comma, colon, semicolon, period, at, backslash
    case endOfFile
}

/// One token: its kind, its text, where it is, and the whitespace around it that Swift's grammar
/// depends on (operator fixity, statements separated by newlines, calls on the same line).
/// Doc comments and string contents live beside the tokens (`Lexer.docComments`, `.strings`),
/// so that a token stays cheap to copy.
struct Token: Sendable {
    var kind: TokenKind
    /// The text as written (for a string literal, the whole literal; for an identifier, the name
    /// without backticks).
    var text: String
    var range: SourceRange
    /// A newline (or the start of the cell) separates this token from the one before.
    var isAtLineStart: Bool
    /// No whitespace or comment before it, and the previous character is not an opening
    /// delimiter or separator: for an operator, bound to its left operand.
    var isLeftBound: Bool
    /// No whitespace after it, and the next character is not a closing delimiter or separator.
    var isRightBound: Bool
    /// The lexer reported an error inside this token (an unterminated string literal) or just
    /// before it (an invalid character): the parser adds no error of its own about its place.
    var isMalformed = false

    var start: SourceLocation { range.start }

    func isKeyword(_ keyword: Keyword) -> Bool {
        if case .keyword(let k) = kind { return k == keyword }
        return false
    }

    func isOperator(_ spelling: String) -> Bool {
        kind == .operator && text == spelling
    }

    func isIdentifier(_ name: String) -> Bool {
        kind == .identifier && text == name
    }

    func isPound(_ name: String) -> Bool {
        kind == .pound && text == name
    }

    /// The token as swiftc names it in "expected … " errors.
    var display: String {
        switch kind {
        case .endOfFile: "end of file"
        case .stringLiteral: "string literal"
        default: "'\(text)'"
        }
    }
}

/// A lexed string literal: decoded text and the source spans of its interpolations, which the
/// parser parses as argument lists.
struct StringToken: Sendable {
    /// A run of decoded text or one interpolation.
    enum Piece: Sendable {
        case text(String)
        /// The source between `\(` and the matching `)`: scalar offsets [start, end) and the
        /// location of `start`; `range` runs from the backslash to the closing parenthesis.
        case interpolation(start: Int, end: Int, location: SourceLocation, range: SourceRange)
    }

    var pieces: [Piece]
    var isMultiline: Bool
    var rawDelimiterCount: Int
}

/// Swift's reserved words, which the lexer marks as keywords. Contextual keywords (`get`, `set`,
/// `some`, `any`, `mutating`, `override`, `convenience`, `willSet`, …) stay identifiers.
enum Keyword: String, CaseIterable, Hashable, Sendable {
    case `let`, `var`, `func`, `struct`, `class`, `enum`, `protocol`, `extension`
    case initKeyword = "init"
    case `deinit`, `subscript`, `typealias`, `associatedtype`, `import`, `operator`
    case `precedencegroup`, `static`, `inout`, `fileprivate`, `internal`, `private`, `public`
    case `if`, `else`, `guard`, `while`, `repeat`, `for`, `in`, `switch`, `case`, `default`
    case `where`, `break`, `continue`, `return`, `throw`, `throws`, `rethrows`, `do`, `catch`
    case `defer`, `fallthrough`, `is`, `as`, `try`, `super`, `true`, `false`
    case selfKeyword = "self", selfType = "Self"
    case `nil`, `_` = "_"

    /// The keywords by first letter, `a` to `z`, with their spellings: a name is compared with
    /// the few that share its first letter (short strings, compared a word at a time), which is
    /// cheaper than hashing it for a dictionary (docs/benchmarks.md, callcost28).
    private static let byInitial: [[(spelling: String, keyword: Keyword)]] = {
        var table = [[(spelling: String, keyword: Keyword)]](repeating: [], count: 26)
        for keyword in allCases {
            let spelling = keyword.rawValue
            guard let first = spelling.unicodeScalars.first, ("a"..."z").contains(first) else { continue }
            table[Int(first.value - 97)].append((spelling, keyword))
        }
        return table
    }()

    /// The keyword spelled `name`, whose first character is `first`. Every keyword but `Self`
    /// and `_` begins with a lower-case letter, so a type's name (`CGPoint`) skips the look-up.
    static func named(_ name: String, startingWith first: Unicode.Scalar) -> Keyword? {
        guard ("a"..."z").contains(first) else {
            if name == "Self" { return .selfType }
            return name == "_" ? ._ : nil
        }
        return byInitial[Int(first.value - 97)].first { $0.spelling == name }?.keyword
    }
}
