extension Lexer {
    /// Lexes an integer or floating literal, keeping its text (the checker types it by context):
    /// decimal with `_` separators, fraction and exponent; `0x` hex (with a `p` exponent for a
    /// hex float); `0o` octal; `0b` binary.
    mutating func lexNumber() -> TokenKind {
        if peek() == "0", let marker = peek(1), marker == "x" || marker == "o" || marker == "b" {
            advance(by: 2)
            switch marker {
            case "x": return lexHexNumber()
            case "o": return lexRadixInteger(name: "octal", digits: "0"..."7", hint: "(0-7)")
            default: return lexRadixInteger(name: "binary", digits: "0"..."1", hint: "(0 or 1)")
            }
        }
        skipDigits { ("0"..."9").contains($0) }
        var isFloat = false
        if peek() == ".", let next = peek(1), ("0"..."9").contains(next) {
            isFloat = true
            advance()
            skipDigits { ("0"..."9").contains($0) }
        }
        if let e = peek(), e == "e" || e == "E" {
            isFloat = true
            guard lexExponent() else { return .floatLiteral }
        }
        rejectTrailingLetters(kind: isFloat ? "floating point" : "integer")
        return isFloat ? .floatLiteral : .integerLiteral
    }

    private mutating func lexHexNumber() -> TokenKind {
        let isHex: (Unicode.Scalar) -> Bool = { c in
            ("0"..."9").contains(c) || ("a"..."f").contains(c) || ("A"..."F").contains(c)
        }
        guard let first = peek(), isHex(first) else {
            rejectMissingDigit(name: "hexadecimal", hint: "(0-9, A-F)")
            return .integerLiteral
        }
        skipDigits(isHex)
        var isFloat = false
        if peek() == ".", let next = peek(1), isHex(next) {
            isFloat = true
            advance()
            skipDigits(isHex)
        }
        if let p = peek(), p == "p" || p == "P" {
            isFloat = true
            guard lexExponent() else { return .floatLiteral }
        } else if isFloat {
            report("hexadecimal floating point literal must end with an exponent", at: location)
        }
        rejectTrailingLetters(kind: isFloat ? "floating point" : "integer")
        return isFloat ? .floatLiteral : .integerLiteral
    }

    private mutating func lexRadixInteger(name: String, digits: ClosedRange<Unicode.Scalar>,
                                          hint: String) -> TokenKind {
        guard let first = peek(), digits.contains(first) else {
            rejectMissingDigit(name: name, hint: hint)
            return .integerLiteral
        }
        skipDigits { digits.contains($0) }
        if let c = peek(), Self.isIdentifierContinue(c) {
            let character = String(Character(c))
            report("'\(character)' is not a valid \(name) digit \(hint) in integer literal", at: location)
            while let c = peek(), Self.isIdentifierContinue(c) { advance() }
        }
        return .integerLiteral
    }

    /// `0x` followed by no digit: swiftc names the character that is there, if any.
    private mutating func rejectMissingDigit(name: String, hint: String) {
        guard let c = peek(), Self.isIdentifierContinue(c) else {
            report("expected a digit after integer literal prefix", at: location)
            return
        }
        report("'\(String(Character(c)))' is not a valid \(name) digit \(hint) in integer literal", at: location)
        while let c = peek(), Self.isIdentifierContinue(c) { advance() }
    }

    /// After `e` or `p`: an optional sign and decimal digits; false (reported) when none follow.
    private mutating func lexExponent() -> Bool {
        advance()
        if let sign = peek(), sign == "+" || sign == "-" { advance() }
        guard let digit = peek(), ("0"..."9").contains(digit) else {
            report("expected a digit in floating point exponent", at: location)
            return false
        }
        skipDigits { ("0"..."9").contains($0) }
        return true
    }

    private mutating func skipDigits(_ isDigit: (Unicode.Scalar) -> Bool) {
        while let c = peek(), isDigit(c) || c == "_" { advance() }
    }

    /// `12abc` is one bad literal in Swift, not a number and a name.
    private mutating func rejectTrailingLetters(kind: String) {
        guard let c = peek(), Self.isIdentifierContinue(c) else { return }
        let character = String(Character(c))
        report("'\(character)' is not a valid digit in \(kind) literal", at: location)
        while let c = peek(), Self.isIdentifierContinue(c) { advance() }
    }
}
