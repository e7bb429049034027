extension Lexer {
    /// Lexes a string literal whose `"` is at the current position (after any raw `#`s): finds its
    /// end, then decodes escapes, strips a multi-line literal's indentation, and records each
    /// `\(…)` interpolation's source span for the parser.
    mutating func lexString(rawDelimiterCount hashes: Int) -> StringToken {
        let quoteStart = location
        let multiline = peek(1) == "\"" && peek(2) == "\""
        advance(by: multiline ? 3 : 1)
        var probe = self
        guard let closing = probe.scanToStringEnd(hashes: hashes, multiline: multiline) else {
            diagnostics = probe.diagnostics
            report("unterminated string literal", at: quoteStart)
            // Skip the rest of the line (or, for `"""`, of the cell) so lexing can resume.
            while let c = peek(), multiline || c != "\n" { advance() }
            return StringToken(pieces: [], isMultiline: multiline, rawDelimiterCount: hashes)
        }
        let pieces: [StringToken.Piece]
        if multiline {
            pieces = decodeMultiline(closing: closing, hashes: hashes)
        } else {
            pieces = decode(until: closing, hashes: hashes, multiline: false, indentation: [])
        }
        while position < closing { advance() }
        advance(by: (multiline ? 3 : 1) + hashes)
        return StringToken(pieces: pieces, isMultiline: multiline, rawDelimiterCount: hashes)
    }

    // MARK: - Finding the end

    private enum ScanFrame {
        case string(hashes: Int, multiline: Bool)
        /// Inside `\(…)`; `open` is where its `(` is, for the error when it never closes.
        case code(parens: Int, open: SourceLocation)
    }

    /// From inside a literal's opening delimiter, the offset of its closing delimiter; nil (with
    /// the position at the failure) when it is unterminated. Interpolations, with the strings
    /// nested in them, are skipped with an explicit stack.
    private mutating func scanToStringEnd(hashes: Int, multiline: Bool) -> Int? {
        var stack: [ScanFrame] = [.string(hashes: hashes, multiline: multiline)]
        return scan(&stack)
    }

    /// From just after an interpolation's `(`, the offset of its matching `)`.
    private mutating func scanToInterpolationEnd() -> Int? {
        var stack: [ScanFrame] = [.code(parens: 1, open: SourceLocation(line: line, column: column - 1, offset: position - 1))]
        return scan(&stack)
    }

    private mutating func scan(_ stack: inout [ScanFrame]) -> Int? {
        while let c = peek(), let frame = stack.last {
            if stack.count > Self.maximumStringNesting {
                report("string interpolations nested too deeply", at: location)
                return nil
            }
            switch frame {
            case .string(let hashes, let multiline):
                if c == "\n", !multiline {
                    reportUnclosedInterpolation(stack)
                    return nil
                }
                if c == "\\", hasHashes(hashes, at: 1) {
                    if peek(1 + hashes) == "(" {
                        advance(by: 1 + hashes)
                        let open = location
                        advance()
                        stack.append(.code(parens: 1, open: open))
                    } else {
                        advance(by: 1 + hashes)
                        advance()
                    }
                } else if c == "\"", isClosingDelimiter(hashes: hashes, multiline: multiline) {
                    stack.removeLast()
                    if stack.isEmpty { return position }
                    advance(by: (multiline ? 3 : 1) + hashes)
                } else {
                    advance()
                }
            case .code(let parens, let open):
                if c == "\n", stack.contains(where: { if case .string(_, false) = $0 { true } else { false } }) {
                    reportUnclosedInterpolation(stack)
                    return nil
                }
                switch c {
                case "(":
                    stack[stack.count - 1] = .code(parens: parens + 1, open: open)
                    advance()
                case ")":
                    if parens == 1 {
                        stack.removeLast()
                        if stack.isEmpty { return position }
                    } else {
                        stack[stack.count - 1] = .code(parens: parens - 1, open: open)
                    }
                    advance()
                case "#", "\"":
                    var count = 0
                    while peek(count) == "#" { count += 1 }
                    if peek(count) == "\"" {
                        let isMulti = peek(count + 1) == "\"" && peek(count + 2) == "\""
                        advance(by: count + (isMulti ? 3 : 1))
                        stack.append(.string(hashes: count, multiline: isMulti))
                    } else {
                        advance(by: Swift.max(count, 1))
                    }
                default:
                    advance()
                }
            }
        }
        reportUnclosedInterpolation(stack)
        return nil
    }

    /// swiftc's error for an interpolation whose `)` never comes, at its `(`.
    private mutating func reportUnclosedInterpolation(_ stack: [ScanFrame]) {
        for frame in stack.reversed() {
            if case .code(_, let open) = frame {
                report("cannot find ')' to match opening '(' in string interpolation", at: open)
                return
            }
        }
    }

    private func hasHashes(_ count: Int, at ahead: Int) -> Bool {
        (0..<count).allSatisfy { peek(ahead + $0) == "#" }
    }

    private func isClosingDelimiter(hashes: Int, multiline: Bool) -> Bool {
        if multiline {
            return peek(1) == "\"" && peek(2) == "\"" && hasHashes(hashes, at: 3)
        }
        return hasHashes(hashes, at: 1)
    }

    // MARK: - Decoding

    private mutating func decodeMultiline(closing: Int, hashes: Int) -> [StringToken.Piece] {
        // Content starts on the line after `"""`; only whitespace may follow the delimiter.
        while let c = peek(), c == " " || c == "\t" || c == "\r" { advance() }
        if peek() != "\n" {
            report("multi-line string literal content must begin on a new line", at: location)
            return []
        }
        advance()
        var lastNewline = closing - 1
        while lastNewline >= position, scalars[lastNewline] != "\n" { lastNewline -= 1 }
        var contentEnd = lastNewline
        if contentEnd > position, scalars[contentEnd - 1] == "\r" { contentEnd -= 1 }
        let indentation = Array(scalars[(lastNewline + 1)..<closing])
        guard indentation.allSatisfy({ $0 == " " || $0 == "\t" }) else {
            var closingLocation = self
            while closingLocation.position < closing { closingLocation.advance() }
            report("multi-line string literal closing delimiter must begin on a new line",
                   at: closingLocation.location)
            return []
        }
        guard lastNewline >= position else { return [] }
        return decode(until: contentEnd, hashes: hashes, multiline: true, indentation: indentation)
    }

    /// Decodes the literal's content up to offset `limit`.
    private mutating func decode(until limit: Int, hashes: Int, multiline: Bool,
                                 indentation: [Unicode.Scalar]) -> [StringToken.Piece] {
        var pieces: [StringToken.Piece] = []
        var buffer = String.UnicodeScalarView()
        var atLineStart = multiline
        func flush() {
            if !buffer.isEmpty { pieces.append(.text(String(buffer))) }
            buffer = String.UnicodeScalarView()
        }
        while position < limit, let c = peek() {
            if atLineStart {
                atLineStart = false
                stripIndentation(indentation, limit: limit)
                continue
            }
            if c == "\n" || c == "\r" && peek(1) == "\n" {
                // A multi-line literal's line breaks are "\n" whatever the cell's are (CRLF too).
                if c == "\r" { advance() }
                buffer.append("\n")
                advance()
                atLineStart = true
                continue
            }
            guard c == "\\", hasHashes(hashes, at: 1) else {
                buffer.append(c)
                advance()
                continue
            }
            let escapeStart = location
            advance(by: 1 + hashes)
            guard let e = peek() else { break }
            let escapedCharacter = location
            switch e {
            case "(":
                advance()
                let contentStart = location
                var probe = self
                guard let close = probe.scanToInterpolationEnd() else {
                    diagnostics = probe.diagnostics
                    return pieces
                }
                while position < close { advance() }
                advance()
                flush()
                pieces.append(.interpolation(start: contentStart.offset, end: close, location: contentStart,
                                             range: SourceRange(start: escapeStart, end: location)))
            case "n": buffer.append("\n"); advance()
            case "t": buffer.append("\t"); advance()
            case "r": buffer.append("\r"); advance()
            case "0": buffer.append("\0"); advance()
            case "\\", "\"", "'": buffer.append(e); advance()
            case "u": decodeUnicodeEscape(into: &buffer, at: escapeStart)
            case " ", "\t", "\n", "\r":
                // `\` at the end of a multi-line literal's line joins it with the next.
                while multiline, let w = peek(), w == " " || w == "\t" || w == "\r" { advance() }
                if multiline, peek() == "\n" {
                    advance()
                    atLineStart = true
                } else {
                    report("invalid escape sequence in literal", at: escapeStart)
                }
            default:
                // swiftc points at the character after the backslash.
                report("invalid escape sequence in literal", at: escapedCharacter)
                advance()
            }
        }
        flush()
        return pieces
    }

    private mutating func stripIndentation(_ indentation: [Unicode.Scalar], limit: Int) {
        var matched = 0
        while matched < indentation.count, position < limit, peek() == indentation[matched] {
            advance()
            matched += 1
        }
        guard matched < indentation.count else { return }
        // A line of only whitespace may be shorter than the indentation.
        var probe = 0
        while let c = peek(probe), c == " " || c == "\t" || c == "\r" { probe += 1 }
        if position + probe >= limit || peek(probe) == "\n" {
            advance(by: probe)
            return
        }
        report("insufficient indentation of line in multi-line string literal", at: location)
    }

    private mutating func decodeUnicodeEscape(into buffer: inout String.UnicodeScalarView,
                                              at escapeStart: SourceLocation) {
        advance()
        guard peek() == "{" else {
            report("expected '{' in \\u{...} escape sequence", at: location)
            return
        }
        advance()
        var value: UInt32 = 0
        var digits = 0
        while let c = peek(), let digit = Self.hexValue(c) {
            if digits < 8 { value = value * 16 + digit }
            digits += 1
            advance()
        }
        guard peek() == "}" else {
            report("expected '}' in \\u{...} escape sequence", at: location)
            return
        }
        advance()
        if digits == 0 || digits > 8 {
            report("\\u{...} escape sequence expects between 1 and 8 hex digits", at: escapeStart)
        } else if let scalar = Unicode.Scalar(value) {
            buffer.append(scalar)
        } else {
            report("invalid unicode scalar", at: escapeStart)
        }
    }

    private static func hexValue(_ c: Unicode.Scalar) -> UInt32? {
        switch c {
        case "0"..."9": c.value - 48
        case "a"..."f": c.value - 97 + 10
        case "A"..."F": c.value - 65 + 10
        default: nil
        }
    }
}
