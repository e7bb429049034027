extension Lexer {
    /// A character that can begin a name: a letter, `_`, or another XID_Start character.
    static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        if c.isASCII {
            return ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_"
        }
        return c.properties.isXIDStart || c.properties.isEmojiPresentation
    }

    /// A character that can continue a name.
    static func isIdentifierContinue(_ c: Unicode.Scalar) -> Bool {
        if c.isASCII {
            return ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "_"
        }
        return c.properties.isXIDContinue || c.properties.isEmojiPresentation
    }

    /// A character that can be part of an operator, from the Swift grammar's operator-head and
    /// operator-character sets (without `.`, which only dot-operators may contain).
    static func isOperatorCharacter(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "/", "=", "-", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~", "?":
            return true
        default:
            break
        }
        let v = c.value
        if v < 0xA1 { return false }
        let ranges: [ClosedRange<UInt32>] = [
            0xA1...0xA7, 0xA9...0xA9, 0xAB...0xAC, 0xAE...0xAE, 0xB0...0xB1, 0xB6...0xB6,
            0xBB...0xBB, 0xBF...0xBF, 0xD7...0xD7, 0xF7...0xF7, 0x2016...0x2017, 0x2020...0x2027,
            0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775,
            0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030...0x3030,
            0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
        ]
        return ranges.contains { $0.contains(v) }
    }

    /// Skips whitespace and comments before a token; reports whether it saw a newline or any
    /// whitespace at all, and the `///` lines just before the token.
    mutating func skipTrivia() -> (sawNewline: Bool, sawSpace: Bool, docComment: String?) {
        var sawNewline = false
        var sawSpace = false
        // The `///` lines so far, joined by newlines as they come (no array of lines to join).
        var doc = ""
        var hasDoc = false
        var newlinesSinceDoc = 0
        while let c = peek() {
            switch c {
            case " ", "\t", "\r", "\u{0B}", "\u{0C}":
                sawSpace = true
                advance()
            case "\n":
                sawSpace = true
                sawNewline = true
                newlinesSinceDoc += 1
                // A blank line detaches a doc comment from what follows.
                if newlinesSinceDoc > 1, hasDoc {
                    doc = ""
                    hasDoc = false
                }
                advance()
            case "/" where peek(1) == "/":
                sawSpace = true
                let isDoc = peek(2) == "/" && peek(3) != "/"
                advance(by: isDoc ? 3 : 2)
                let start = position
                while let c = peek(), c != "\n" { advance() }
                if isDoc {
                    var line = text(from: start)
                    if line.hasPrefix(" ") { line.removeFirst() }
                    if hasDoc { doc += "\n" }
                    doc += line
                    hasDoc = true
                    newlinesSinceDoc = 0
                }
            case "/" where peek(1) == "*":
                sawSpace = true
                if skipBlockComment() { sawNewline = true }
            default:
                return (sawNewline, sawSpace, hasDoc ? doc : nil)
            }
        }
        return (sawNewline, sawSpace, nil)
    }

    /// Skips a (nestable) block comment; returns whether it spanned a newline.
    private mutating func skipBlockComment() -> Bool {
        var depth = 0
        var sawNewline = false
        while let c = peek() {
            if c == "/", peek(1) == "*" {
                depth += 1
                advance(by: 2)
            } else if c == "*", peek(1) == "/" {
                depth -= 1
                advance(by: 2)
                if depth == 0 { return sawNewline }
            } else {
                if c == "\n" { sawNewline = true }
                advance()
            }
        }
        // swiftc reports it where the cell ends.
        report("unterminated '/*' comment", at: location)
        return sawNewline
    }
}
