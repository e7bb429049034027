extension Parser {
    /// `#if cond … #elseif cond … #else … #endif`, each branch parsed by `parseElements`.
    mutating func parseIfConfig<Element: Sendable>(_ parseElements: (inout Parser) -> [Element]) -> IfConfig<Element> {
        let open = current
        var clauses: [IfConfigClause<Element>] = []
        while !abandoned {
            let directive = advance()
            let start = directive.range.start
            var condition: Expr?
            if directive.text != "else" {
                condition = parseDirectiveCondition()
            }
            let elements = parseElements(&self)
            clauses.append(IfConfigClause(condition: condition, elements: elements, range: range(from: start)))
            if current.isPound("elseif") || current.isPound("else") { continue }
            if consume(.pound).map({ $0.text == "endif" }) == true { break }
            errorExpected("expected #else or #endif at end of conditional compilation block",
                          notes: [Diagnostic.Note(message: "to match this '#if'", range: open.range)])
            break
        }
        return IfConfig(clauses: clauses)
    }

    /// The condition after `#if`/`#elseif`, which ends with its line.
    private mutating func parseDirectiveCondition() -> Expr {
        let saved = (forbidsTrailingClosure, stopsAtLineStart)
        forbidsTrailingClosure = true
        stopsAtLineStart = true
        defer { (forbidsTrailingClosure, stopsAtLineStart) = saved }
        if current.isAtLineStart || atEnd {
            errorExpected("expected a condition to follow #if")
            return makeErrorExpr()
        }
        return parseExpression()
    }
}
