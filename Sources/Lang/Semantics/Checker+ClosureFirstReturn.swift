/// The result type of a multi-statement closure that its context leaves open: swiftc (Swift
/// 5.7's inference) checks the body in order and takes the type of the first `return` it meets,
/// nested ones too. A first `return nil` gives it no type: "'nil' requires a contextual type", or
/// where a generic function's parameter was to come from the closure (`compactMap`'s
/// `ElementOfResult`), that parameter "could not be inferred", at the function's name.
enum FirstReturn {
    /// A `return` of a value of this type.
    case value(SwiftType)
    /// A `return nil`, with where its `nil` is written.
    case nilLiteral(SourceRange)
}

extension Checker {
    /// The result type of a multi-statement closure without one from its context (`.error`,
    /// reported or left to the library method around it, when its first `return` is `nil`).
    /// `genericResult` is the context's result type when it holds a generic parameter.
    func multiStatementResult(_ body: [Stmt], genericResult: SwiftType?) -> SwiftType {
        switch firstReturn(body) {
        case .value(let type)?:
            return type
        case .nilLiteral(let range)?:
            if genericResult != nil, uninferredNilResults != nil {
                uninferredNilResults?.append(range)
            } else {
                error("'nil' requires a contextual type", range)
            }
            return .error
        case nil:
            return .void
        }
    }

    /// The first `return` of a closure body in source order, nested ones included; nil when it
    /// returns no value.
    private func firstReturn(_ body: [Stmt]) -> FirstReturn? {
        let probe = Checker(probing: self)
        probe.scope = Scope(parent: scope, function: context)
        probe.returnTypeProbe = (context, nil)
        for (index, statement) in body.enumerated() {
            if case .return(let value?) = statement.kind {
                // The statements before it declare what the value may name (`let s = a + b;
                // return s * 2`), and may return first themselves (`if x { return nil }`).
                _ = probe.lowerStatements(Array(body[..<index]), line: statement.range.line, newScope: false)
                if let earlier = probe.returnTypeProbe?.first { return earlier }
                if isNilLiteral(value) { return .nilLiteral(caret(value)) }
                return .value(probe.expression(value, expected: nil).type)
            }
        }
        // Only nested returns (`if case .a(let v) = e { return v } else { return 0 }`): the first
        // one the body reaches, typed where it stands, with what its `if` or `case` binds.
        guard let first = body.first else { return nil }
        _ = probe.lowerStatements(body, line: first.range.line, newScope: false)
        return probe.returnTypeProbe?.first
    }

    /// `check` (a library method's rule) with the closures among its arguments whose first
    /// `return` is `nil` collected instead of reported: one there leaves the method's generic
    /// parameter `parameter` uninferred, swiftc's error at `nameRange`. Nil when none was.
    func reportingUninferredNilResults(parameter: String?, nameRange: SourceRange, _ check: () -> Typed?) -> (Typed?, reported: Bool) {
        let saved = uninferredNilResults
        uninferredNilResults = []
        let typed = check()
        let found = uninferredNilResults ?? []
        uninferredNilResults = saved
        guard let first = found.first else { return (typed, false) }
        if let parameter {
            error("generic parameter '\(parameter)' could not be inferred", nameRange)
        } else {
            error("'nil' requires a contextual type", first)
        }
        return (typed, true)
    }
}
