extension Parser {
    /// Whether the `#if` here wraps modifiers of the expression before it: its first branch
    /// starts on a new line with `.member` (or is empty), as in
    /// `Text("a")` / `#if os(iOS)` / `.padding()` / `#endif`.
    var startsPostfixIfConfig: Bool {
        var offset = 1
        // Skip the condition, which ends with its line.
        while peek(offset).kind != .endOfFile, !peek(offset).isAtLineStart { offset += 1 }
        let first = peek(offset)
        return first.kind == .period || first.kind == .pound && ["elseif", "else", "endif"].contains(first.text)
            && peek(offset).isAtLineStart && isPeriodAfterDirectives(from: offset)
    }

    /// For an empty first branch (`#if A` / `#else` / `.b()` / `#endif`): whether a later branch
    /// starts with `.member`.
    private func isPeriodAfterDirectives(from offset: Int) -> Bool {
        var cursor = offset
        while peek(cursor).kind == .pound, ["elseif", "else"].contains(peek(cursor).text) {
            cursor += 1
            while peek(cursor).kind != .endOfFile, !peek(cursor).isAtLineStart { cursor += 1 }
            if peek(cursor).kind == .period { return true }
        }
        return false
    }

    /// `#if cond .a() #elseif cond .b() #else .c() #endif` after an expression: each branch is a
    /// suffix chain rooted at `.ifConfigBase`, the value of the expression before the `#if`.
    mutating func parsePostfixIfConfig() -> IfConfig<Expr>? {
        guard current.isPound("if") else { return nil }
        let config = parseIfConfig { p -> [Expr] in
            guard p.current.kind == .period else { return [] }
            let start = p.current.start
            let base = Expr(id: p.makeID(), range: SourceRange(at: start), kind: .ifConfigBase)
            return [p.parsePostfixSuffixes(of: base, start: start)]
        }
        return config
    }
}
