import Geometry

/// Turns a cell's source into tokens in one linear pass, with the whitespace facts Swift's grammar
/// needs (see `Token`) and `///` comments attached to the token that follows them.
///
/// Errors (an unterminated string or comment, a bad digit) are collected in `diagnostics` and the
/// lexer carries on, so one pass reports what it can. Nothing here recurses: string
/// interpolations are skipped with an explicit stack and parsed later by a sub-lexer over the same
/// scalars (`init(scalars:start:end:location:)`).
struct Lexer {
    /// The cell's Unicode scalars; offsets index this array.
    let scalars: [Unicode.Scalar]
    private(set) var position: Int
    let end: Int
    private(set) var line: Int
    private(set) var column: Int
    var diagnostics: [Diagnostic] = []
    /// The `///` lines before a token, by token index.
    private(set) var docComments: [Int: String] = [:]
    /// A string literal token's decoded contents, by token index.
    private(set) var strings: [Int: StringToken] = [:]
    /// Whether lexing stops early once the thread's context is interrupted (a cell's source
    /// does; the prelude and builtin signatures, parsed once and kept, must not).
    var interruptible = false

    /// The deepest string-in-interpolation nesting the lexer follows before reporting an error.
    static let maximumStringNesting = 256

    /// How many tokens the lexer (and the parser, in nesting steps) makes between two looks at
    /// the thread's interrupt (`ResourceContext`).
    static let interruptInterval = 1_024

    /// A lexer over a whole cell.
    init(source: String) {
        // One pass over the UTF-8, into room for its every byte: `Array(source.unicodeScalars)`
        // counts the scalars in a first pass and copies them in a second, 4% more of the
        // prelude's parse (docs/benchmarks.md, callcost27).
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(source.utf8.count)
        for scalar in source.unicodeScalars { scalars.append(scalar) }
        self.init(scalars: scalars, start: 0, end: scalars.count, location: .start)
    }

    /// A lexer over `scalars[start..<end]`, which begins at `location` (an interpolation's source).
    init(scalars: [Unicode.Scalar], start: Int, end: Int, location: SourceLocation) {
        self.scalars = scalars
        self.position = start
        self.end = end
        self.line = location.line
        self.column = location.column
    }

    var location: SourceLocation { SourceLocation(line: line, column: column, offset: position) }

    // MARK: - Reading

    func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        let index = position + ahead
        return index < end ? scalars[index] : nil
    }

    mutating func advance() {
        guard position < end else { return }
        let scalar = scalars[position]
        if scalar == "\n" {
            line += 1
            column = 1
        } else {
            // Columns count UTF-8 bytes, as swiftc's do (`⊕` is three columns).
            column += scalar.isASCII ? 1 : scalar.utf8.count
        }
        position += 1
    }

    mutating func advance(by count: Int) {
        for _ in 0..<count { advance() }
    }

    mutating func report(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        diagnostics.append(Diagnostic(message: message, range: SourceRange(at: location), notes: notes))
    }

    func text(from start: Int) -> String {
        Self.string(scalars[start..<position])
    }

    /// A string of scalars, with a fast path for ASCII (names, operators, numbers), which
    /// `String.UnicodeScalarView.append(contentsOf:)` builds a third of a parse's time slower.
    static func string(_ slice: ArraySlice<Unicode.Scalar>) -> String {
        if slice.allSatisfy(\.isASCII) {
            return String(unsafeUninitializedCapacity: slice.count) { buffer in
                var written = 0
                for scalar in slice {
                    buffer[written] = UInt8(truncatingIfNeeded: scalar.value)
                    written += 1
                }
                return written
            }
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: slice)
        return String(view)
    }

    // MARK: - Tokens

    /// Every token up to and including `.endOfFile`.
    mutating func tokenize() -> [Token] {
        var tokens: [Token] = []
        var atLineStart = true
        var followsInvalidCharacter = false
        while true {
            let trivia = skipTrivia()
            if trivia.sawNewline { atLineStart = true }
            let start = location
            let leftBound = !trivia.sawSpace && position > 0 && !Self.isLeftDelimiter(scalars[position - 1])
            if interruptible, tokens.count % Self.interruptInterval == 0, ResourceContext.current?.isInterruptRequested == true {
                // A megabyte of source takes seconds to lex in a debug build: the cell ends here.
                report("interrupted", at: start)
                position = end
            }
            guard let first = peek() else {
                tokens.append(Token(kind: .endOfFile, text: "", range: SourceRange(at: start),
                                    isAtLineStart: atLineStart, isLeftBound: false, isRightBound: false))
                return tokens
            }
            if !Self.canStartToken(first) {
                // swiftc skips the character as if it were a space.
                report("invalid character in source file", at: start)
                advance()
                followsInvalidCharacter = true
                continue
            }
            var string: StringToken?
            var word: String?
            let diagnosticCount = diagnostics.count
            let kind = lexToken(startingWith: first, string: &string, word: &word)
            if let doc = trivia.docComment { docComments[tokens.count] = doc }
            if let string { strings[tokens.count] = string }
            // Made in place in the array (a token made first and then appended was copied).
            tokens.append(Token(kind: kind, text: word ?? tokenText(kind: kind, from: start.offset),
                                range: SourceRange(start: start, end: location),
                                isAtLineStart: atLineStart, isLeftBound: leftBound,
                                isRightBound: isRightBound(leftBound: leftBound),
                                isMalformed: diagnostics.count > diagnosticCount || followsInvalidCharacter))
            followsInvalidCharacter = false
            atLineStart = false
        }
    }

    private func tokenText(kind: TokenKind, from start: Int) -> String {
        // Punctuation (over two fifths of the prelude's tokens) is one fixed character: a literal
        // costs nothing to make.
        switch kind {
        case .leftParen: return "("
        case .rightParen: return ")"
        case .leftBrace: return "{"
        case .rightBrace: return "}"
        case .leftBracket: return "["
        case .rightBracket: return "]"
        case .comma: return ","
        case .colon: return ":"
        case .semicolon: return ";"
        case .period: return "."
        case .at: return "@"
        case .backslash: return "\\"
        default: break
        }
        let raw = text(from: start)
        switch kind {
        case .identifier where raw.hasPrefix("`"):
            return String(raw.dropFirst().dropLast(raw.hasSuffix("`") && raw.count > 1 ? 1 : 0))
        case .pound:
            return String(raw.dropFirst())
        default:
            return raw
        }
    }

    /// Whether the character after a token makes it bound to its right: not whitespace, not a
    /// closing delimiter or separator, not a comment; an operator followed by `.` with its left
    /// side bound counts as postfix (Swift's rule for `a!.b`).
    private func isRightBound(leftBound: Bool) -> Bool {
        guard let next = peek() else { return false }
        switch next {
        case " ", "\t", "\n", "\r", ")", "]", "}", ",", ";", ":": return false
        case ".": return !leftBound
        case "/" where peek(1) == "/" || peek(1) == "*": return false
        default: return true
        }
    }

    private static func isLeftDelimiter(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case " ", "\t", "\n", "\r", "(", "[", "{", ",", ";", ":": true
        default: false
        }
    }

    /// Lexes one token; a name or keyword's text goes into `word`, made once for the keyword
    /// look-up and the token both.
    private mutating func lexToken(startingWith first: Unicode.Scalar, string: inout StringToken?,
                                   word: inout String?) -> TokenKind {
        switch first {
        case "(": advance(); return .leftParen
        case ")": advance(); return .rightParen
        case "{": advance(); return .leftBrace
        case "}": advance(); return .rightBrace
        case "[": advance(); return .leftBracket
        case "]": advance(); return .rightBracket
        case ",": advance(); return .comma
        case ":": advance(); return .colon
        case ";": advance(); return .semicolon
        case "@": advance(); return .at
        case "\\": advance(); return .backslash
        case "\"":
            string = lexString(rawDelimiterCount: 0)
            return .stringLiteral
        case "#":
            return lexPound(string: &string)
        case "`":
            return lexBacktickIdentifier()
        case "$":
            advance()
            while let c = peek(), Self.isIdentifierContinue(c) { advance() }
            return .identifier
        case "0"..."9":
            return lexNumber()
        case ".":
            if let next = peek(1), next == "." || Self.isOperatorCharacter(next) {
                lexOperator(allowDots: true)
                return .operator
            }
            advance()
            return .period
        default:
            if Self.isIdentifierStart(first) {
                let start = position
                while let c = peek(), Self.isIdentifierContinue(c) { advance() }
                let name = text(from: start)
                word = name
                if let keyword = Keyword.named(name, startingWith: first) { return .keyword(keyword) }
                return .identifier
            }
            if Self.isOperatorCharacter(first) {
                lexOperator(allowDots: false)
                return .operator
            }
            // Unreachable: `tokenize` skips what `canStartToken` rejects.
            advance()
            return .identifier
        }
    }

    /// Whether a token can begin with `c` (anything else is skipped with an error).
    static func canStartToken(_ c: Unicode.Scalar) -> Bool {
        // Punctuation first: nearly half of all tokens, and the cheapest test.
        switch c {
        case "(", ")", "{", "}", "[", "]", ",", ":", ";", "@", "\\", "\"", "#", "`", "$", ".": return true
        default: return isIdentifierStart(c) || isOperatorCharacter(c) || ("0"..."9").contains(c)
        }
    }

    private mutating func lexBacktickIdentifier() -> TokenKind {
        let start = location
        advance()
        while let c = peek(), c != "`", c != "\n" { advance() }
        if peek() == "`" {
            advance()
        } else {
            report("expected '`' at end of identifier", at: start)
        }
        return .identifier
    }

    private mutating func lexPound(string: inout StringToken?) -> TokenKind {
        var hashes = 0
        while peek(hashes) == "#" { hashes += 1 }
        if peek(hashes) == "\"" {
            advance(by: hashes)
            string = lexString(rawDelimiterCount: hashes)
            return .stringLiteral
        }
        advance()
        while let c = peek(), Self.isIdentifierContinue(c) { advance() }
        return .pound
    }

    private mutating func lexOperator(allowDots: Bool) {
        while let c = peek() {
            if c == "/", peek(1) == "/" || peek(1) == "*" { break }
            if c == "." ? allowDots : Self.isOperatorCharacter(c) {
                advance()
            } else {
                break
            }
        }
    }
}
