extension Parser {
    /// A string literal token's pieces, with each interpolation's source parsed as an argument
    /// list by a sub-lexer over the same scalars (so positions stay the cell's).
    mutating func parseStringLiteral(at tokenIndex: Int) -> StringLiteral {
        guard let lexed = strings[tokenIndex] else {
            return StringLiteral(segments: [], isMultiline: false, rawDelimiterCount: 0)
        }
        var segments: [StringLiteral.Segment] = []
        for piece in lexed.pieces {
            switch piece {
            case .text(let text):
                segments.append(.text(text))
            case .interpolation(let start, let end, let location, let range):
                let arguments = descend({ _ in [Argument]() }) { p in
                    p.parseInterpolation(start: start, end: end, location: location, range: range)
                }
                segments.append(.interpolation(arguments, range))
            }
        }
        return StringLiteral(segments: segments, isMultiline: lexed.isMultiline,
                             rawDelimiterCount: lexed.rawDelimiterCount)
    }

    private mutating func parseInterpolation(start: Int, end: Int, location: SourceLocation,
                                             range: SourceRange) -> [Argument] {
        var lexer = Lexer(scalars: scalars, start: start, end: end, location: location)
        lexer.interruptible = interruptible
        let subTokens = lexer.tokenize()
        diagnostics += lexer.diagnostics
        let saved = (tokens, index, lastEnd, splitLog.count, forbidsTrailingClosure, stopsAtLineStart)
        let savedTables = (docComments, strings)
        defer { (docComments, strings) = savedTables }
        docComments = lexer.docComments
        strings = lexer.strings
        tokens = subTokens
        index = 0
        forbidsTrailingClosure = false
        stopsAtLineStart = false
        var arguments: [Argument] = []
        if atEnd {
            error("expected expression in string interpolation", at: current.start)
        }
        while !abandoned, !atEnd {
            let elementStart = index
            arguments.append(parseArgument())
            guard index != elementStart else { break }
            if atEnd { break }
            if consume(.comma) == nil {
                errorExpected("expected ',' separator")
                if !startsExpression(current) { break }
            }
        }
        if !atEnd, !abandoned {
            error("expected ')' in string interpolation", at: current.start)
        }
        let wasAbandoned = abandoned
        tokens = saved.0
        index = wasAbandoned ? tokens.count - 1 : saved.1
        lastEnd = saved.2
        splitLog.removeSubrange(saved.3...)
        forbidsTrailingClosure = saved.4
        stopsAtLineStart = saved.5
        return arguments
    }
}
