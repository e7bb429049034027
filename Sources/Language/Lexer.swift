import Geometry

/// Turns a cell's source into tokens, each with its source range.
///
/// Works on Unicode scalars so that columns and offsets match Jupyter's cursor positions.
/// Comments and whitespace are dropped but remembered on the next token (`isAtLineStart`,
/// `hasSpaceBefore`), because Swift's grammar depends on them: a `.member` on a new line
/// continues the expression, a `(` on a new line does not call.
struct Lexer {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1
    private var sawNewline = true
    private var sawSpace = false
    private let depth: Int

    /// Interpolations nest (`"\("\(…)")"`); this bounds the lexer's own recursion.
    static let maximumInterpolationDepth = 32

    init(_ source: String) {
        self.init(scalars: Array(source.unicodeScalars), start: .start, depth: 0)
    }

    private init(scalars: [Unicode.Scalar], start: SourceLocation, depth: Int) {
        self.scalars = scalars
        self.index = start.offset
        self.line = start.line
        self.column = start.column
        self.depth = depth
    }

    /// All tokens up to and including `.endOfFile`.
    static func tokenize(_ source: String) throws(LanguageError) -> [Token] {
        var lexer = Lexer(source)
        return try lexer.tokens(until: nil)
    }

    private var location: SourceLocation { SourceLocation(line: line, column: column, offset: index) }

    private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        let i = index + ahead
        return i < scalars.count ? scalars[i] : nil
    }

    private mutating func advance() {
        guard index < scalars.count else { return }
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    /// Lexes until end of input, or (inside an interpolation) until the `)` that closes it.
    private mutating func tokens(until closing: Unicode.Scalar?) throws(LanguageError) -> [Token] {
        var result: [Token] = []
        var parenDepth = 0
        while true {
            try skipTrivia()
            let start = location
            guard let c = peek() else {
                if closing != nil {
                    throw LanguageError.syntax("unterminated string interpolation", at: start)
                }
                result.append(make(.endOfFile, from: start))
                return result
            }
            if let closing, c == closing, parenDepth == 0 {
                advance()
                result.append(make(.endOfFile, from: start))
                return result
            }
            if c == "(" { parenDepth += 1 }
            if c == ")" { parenDepth -= 1 }
            // The interrupt, every 1,024 tokens (see `Parser.checkInterrupt()`).
            if result.count & 1023 == 1023, ResourceContext.current?.isInterruptRequested == true {
                throw LanguageError(.interrupted, at: start)
            }
            result.append(try lexToken(c, start: start))
        }
    }

    private mutating func make(_ kind: TokenKind, from start: SourceLocation) -> Token {
        let token = Token(kind: kind, range: SourceRange(start, location),
                          isAtLineStart: sawNewline, hasSpaceBefore: sawSpace || sawNewline)
        sawNewline = false
        sawSpace = false
        return token
    }

    private mutating func skipTrivia() throws(LanguageError) {
        while let c = peek() {
            if c == "\n" {
                sawNewline = true
                advance()
            } else if c == " " || c == "\t" || c == "\r" || c == "\u{FEFF}" || c == "\u{A0}" {
                sawSpace = true
                advance()
            } else if c == "/" && peek(1) == "/" {
                while let d = peek(), d != "\n" { advance() }
                sawSpace = true
            } else if c == "/" && peek(1) == "*" {
                let start = location
                advance(); advance()
                var nesting = 1
                while nesting > 0 {
                    guard let d = peek() else {
                        throw LanguageError.syntax("unterminated '/*' comment", at: start)
                    }
                    if d == "/" && peek(1) == "*" { nesting += 1; advance() }
                    else if d == "*" && peek(1) == "/" { nesting -= 1; advance() }
                    if d == "\n" { sawNewline = true }
                    advance()
                }
                sawSpace = true
            } else {
                return
            }
        }
    }

    private static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        c == "_" || c.properties.isAlphabetic || c.properties.isEmojiPresentation
    }

    private static func isIdentifierPart(_ c: Unicode.Scalar) -> Bool {
        isIdentifierStart(c) || ("0"..."9").contains(c) || c.properties.generalCategory == .nonspacingMark
    }

    private mutating func lexToken(_ c: Unicode.Scalar, start: SourceLocation) throws(LanguageError) -> Token {
        if ("0"..."9").contains(c) { return make(.number(lexNumber()), from: start) }
        if Self.isIdentifierStart(c) {
            let word = lexWord()
            return make(reservedWords.contains(word) ? .keyword(word) : .identifier(word), from: start)
        }
        if c == "`" {
            advance()
            let word = lexWord()
            guard peek() == "`" else { throw LanguageError.syntax("expected '`' to close the escaped name", at: location) }
            advance()
            return make(.identifier(word), from: start)
        }
        if c == "$" {
            advance()
            if let d = peek(), Self.isIdentifierStart(d) {
                // `$radius`: the binding of a @State or @Binding property.
                return make(.identifier("$" + lexWord()), from: start)
            }
            var digits = ""
            while let d = peek(), ("0"..."9").contains(d) { digits.unicodeScalars.append(d); advance() }
            guard !digits.isEmpty else { throw LanguageError.syntax("expected a digit or a name after '$' (as in $0 or $radius)", at: start) }
            return make(.identifier("$" + digits), from: start)
        }
        if c == "@" || c == "#" {
            advance()
            guard let d = peek(), Self.isIdentifierStart(d) else {
                throw LanguageError.syntax("expected a name after '\(c)'", at: start)
            }
            let word = lexWord()
            return make(c == "@" ? .attribute(word) : .directive(word), from: start)
        }
        if c == "\"" { return make(.string(try lexString(start: start)), from: start) }
        return make(.symbol(try lexSymbol(c, start: start)), from: start)
    }

    private mutating func lexWord() -> String {
        var word = ""
        while let d = peek(), Self.isIdentifierPart(d) { word.unicodeScalars.append(d); advance() }
        return word
    }

    private mutating func lexNumber() -> Double {
        var text = ""
        if peek() == "0", let x = peek(1), x == "x" || x == "b" || x == "o" {
            advance(); advance()
            let radix = x == "x" ? 16 : (x == "b" ? 2 : 8)
            while let d = peek(), d.properties.isASCIIHexDigit || d == "_" {
                if d != "_" { text.unicodeScalars.append(d) }
                advance()
            }
            return Double(Int(text, radix: radix) ?? 0)
        }
        func digits() {
            while let d = peek(), ("0"..."9").contains(d) || d == "_" {
                if d != "_" { text.unicodeScalars.append(d) }
                advance()
            }
        }
        digits()
        if peek() == ".", let d = peek(1), ("0"..."9").contains(d) {
            text.append(".")
            advance()
            digits()
        }
        if let e = peek(), e == "e" || e == "E" {
            let signed = peek(1) == "-" || peek(1) == "+"
            if let d = peek(signed ? 2 : 1), ("0"..."9").contains(d) {
                text.append("e")
                advance()
                if signed, let s = peek() { text.unicodeScalars.append(s); advance() }
                digits()
            }
        }
        return Double(text) ?? 0
    }

    private static let symbols: [String] = [
        "...", "..<", "===", "!==", "->", "==", "!=", "<=", ">=", "&&", "||", "+=", "-=", "*=", "/=",
        "%=", "??", "(", ")", "[", "]", "{", "}", ",", ":", ";", ".", "=", "+", "-", "*", "/", "%",
        "<", ">", "!", "?", "&", "|", "^", "~", "\\",
    ]

    private mutating func lexSymbol(_ c: Unicode.Scalar, start: SourceLocation) throws(LanguageError) -> String {
        for symbol in Self.symbols {
            let parts = Array(symbol.unicodeScalars)
            if parts.indices.allSatisfy({ peek($0) == parts[$0] }) {
                for _ in parts { advance() }
                return symbol
            }
        }
        throw LanguageError.syntax("unexpected character '\(c)'", at: start)
    }

    /// Lexes a string literal (the opening quote is next), including `\(…)` interpolations and,
    /// for `"""`, a multi-line literal whose indentation is that of the closing delimiter.
    private mutating func lexString(start: SourceLocation) throws(LanguageError) -> [StringPart] {
        let multiline = peek(1) == "\"" && peek(2) == "\""
        advance()
        if multiline {
            advance(); advance()
            while let d = peek(), d == " " || d == "\t" { advance() }
            if peek() == "\n" { advance() }
        }
        var parts: [StringPart] = []
        var text = ""
        while true {
            guard let c = peek() else {
                throw LanguageError.syntax("unterminated string literal", at: start)
            }
            if c == "\n" && !multiline {
                throw LanguageError.syntax("unterminated string literal", at: start)
            }
            if c == "\"" {
                if !multiline { advance(); break }
                if peek(1) == "\"" && peek(2) == "\"" {
                    advance(); advance(); advance()
                    break
                }
            }
            if c == "\\" {
                let escapeStart = location
                advance()
                guard let e = peek() else { throw LanguageError.syntax("unterminated string literal", at: start) }
                advance()
                switch e {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                case "0": text.append("\0")
                case "\"", "\\", "'": text.unicodeScalars.append(e)
                case "(":
                    guard depth < Self.maximumInterpolationDepth else {
                        throw LanguageError.syntax("string interpolations nested too deeply", at: escapeStart)
                    }
                    if !text.isEmpty { parts.append(.text(text)); text = "" }
                    let inner = location
                    var sub = Lexer(scalars: scalars, start: inner, depth: depth + 1)
                    let tokens = try sub.tokens(until: ")")
                    (index, line, column) = (sub.index, sub.line, sub.column)
                    parts.append(.interpolation(tokens, inner))
                case "u":
                    text.unicodeScalars.append(try lexUnicodeEscape(at: escapeStart))
                default:
                    throw LanguageError.syntax("unknown escape sequence '\\\(e)'", at: escapeStart)
                }
                continue
            }
            text.unicodeScalars.append(c)
            advance()
        }
        if multiline { text = Self.dedent(text) }
        if !text.isEmpty || parts.isEmpty { parts.append(.text(text)) }
        return parts
    }

    private mutating func lexUnicodeEscape(at start: SourceLocation) throws(LanguageError) -> Unicode.Scalar {
        guard peek() == "{" else { throw LanguageError.syntax("expected '{' after '\\u'", at: start) }
        advance()
        var hex = ""
        while let d = peek(), d.properties.isASCIIHexDigit { hex.unicodeScalars.append(d); advance() }
        guard peek() == "}", let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
            throw LanguageError.syntax("invalid unicode escape", at: start)
        }
        advance()
        return scalar
    }

    /// Removes the trailing newline and common indentation of a multi-line literal.
    private static func dedent(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let last = lines.last ?? ""
        let indent = last.allSatisfy({ $0 == " " || $0 == "\t" }) ? last.count : 0
        if last.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeLast() }
        return lines.map { String($0.dropFirst(min(indent, $0.prefix(while: { $0 == " " || $0 == "\t" }).count))) }
            .joined(separator: "\n")
    }
}
