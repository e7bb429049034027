/// Where swiftc puts the caret when a diagnostic blames a whole expression: its "location",
/// which for most expressions is not where the expression starts. `s.f(1)` is blamed at `f`,
/// `a + b` at `+`, `xs[0]` at `[`, `x!` at `!`, `v as T` at `as`, `c ? a : b` at `?`;
/// parentheses, `try` and optional chains pass the blame to what they wrap.
extension Checker {
    /// The range a diagnostic about `expr` as a whole points at, as swiftc's caret does.
    func caret(_ expr: Expr) -> SourceRange {
        switch expr.kind {
        case .binary(let binary):
            return binary.operatorRange
        case .member(_, let name, _), .implicitMember(let name, _):
            return name.range
        case .call(let call):
            return caret(call.callee)
        case .paren(let inner), .try(_, let inner), .await(let inner), .optionalEvaluation(let inner),
             .bindOptional(let inner):
            return caret(inner)
        case .subscript(let subscriptExpr):
            return point(at: "[", after: subscriptExpr.base.range.end) ?? expr.range
        case .forceUnwrap(let inner):
            return point(at: "!", after: inner.range.end) ?? expr.range
        case .cast(let inner, _, _):
            return point(at: "a", after: inner.range.end) ?? expr.range
        case .isType(let inner, _):
            return point(at: "i", after: inner.range.end) ?? expr.range
        case .ternary(let condition, _, _):
            return point(at: "?", after: condition.range.end) ?? expr.range
        case .postfix(.from, let inner):
            // swiftc points at the `...` of a one-sided range (`2...`).
            return point(at: ".", after: inner.range.end) ?? expr.range
        default:
            return expr.range
        }
    }

    /// The one-character range of `character` if it is the first thing at or after `location`
    /// on the same line (spaces skipped); nil otherwise.
    func point(at character: Unicode.Scalar, after location: SourceLocation) -> SourceRange? {
        var offset = location.offset
        var column = location.column
        while offset < sourceScalars.count, sourceScalars[offset] == " " || sourceScalars[offset] == "\t" {
            offset += 1
            column += 1
        }
        guard offset < sourceScalars.count, sourceScalars[offset] == character else { return nil }
        let start = SourceLocation(line: location.line, column: column, offset: offset)
        return SourceRange(start: start, end: SourceLocation(line: location.line, column: column + 1, offset: offset + 1))
    }
}
