/// swiftc's words for a `??` whose right side is not of the left side's type, where they depend
/// on where the `??` stands: an interpolation (`"\(w ?? "n")"`), a context-free array element
/// (`[w ?? "s"]`) or a non-optional left side.
extension Checker {
    /// `w ?? r` where `w` is not optional and `r` is no value of its type: swiftc warns only where
    /// `Any` is expected (`print(w ?? "s")`); in an interpolation or where a type is expected the
    /// right side cannot convert to the left's type; with no context the operator cannot be
    /// applied. Returns what the `??` is typed as.
    func reportNonOptionalMismatch(_ binary: BinaryExpr, left: Typed, right: SwiftType, expected: SwiftType?,
                                   range: SourceRange) -> Typed {
        let printItem = expected == nil && contextFreeRanges.contains(range)
        if printItem || coalescingOperandRanges.contains(binary.operatorRange) { return left }
        switch expected {
        case .existential?, .generic?: return left
        case nil, .error?:
            if interpolatedRanges.contains(range) { break }
            error("binary operator '??' cannot be applied to operands of type '\(left.type)' and '\(right)'", binary.operatorRange)
            return Typed(left.node, .error)
        default: break
        }
        error("cannot convert value of type '\(right)' to expected argument type '\(left.type)'", caret(binary.rhs))
        return Typed(left.node, .error)
    }

    /// `"\(w ?? r)"` with `w: W?` and `r` no `W`: swiftc's solver, free to choose the
    /// interpolated type, blames the left side when `r` is text (`cannot convert value of type
    /// 'Int?' to expected argument type 'String?'`) unless `W` is floating-point, or an `Int?`
    /// beside a `Double`; it blames an `Int` right side beside text; otherwise (nil here) the operator.
    /// Returns the type the `??` is given once reported.
    func reportInterpolatedMismatch(_ binary: BinaryExpr, left: SwiftType, right: SwiftType) -> SwiftType? {
        guard case .optional(let wrapped) = left else { return nil }
        let isText = { (type: SwiftType) in type == .string || type == .character }
        if (isText(right) && !wrapped.isFloatingPoint) || (right == .double && wrapped == .int) {
            error("cannot convert value of type '\(left)' to expected argument type '\(SwiftType.optional(right))'", caret(binary.lhs))
            return right
        }
        if right == .int, isText(wrapped) {
            error("cannot convert value of type '\(right)' to expected argument type '\(wrapped)'", caret(binary.rhs))
            return wrapped
        }
        return nil
    }

    /// The context in which an element of a collection literal without one is typed: the type
    /// the elements join in, except for a `??` that cannot be typed alone (`[w ?? "s"]`,
    /// `["k": w ?? "s"]`), which swiftc words as a `??` without context.
    func joinedContext(_ element: Expr, _ joined: SwiftType) -> SwiftType? {
        guard case .binary(let binary) = unparenthesized(element).kind, binary.op == .nilCoalescing,
              Checker(probing: self).expression(element, expected: nil).type == .error else { return joined }
        return nil
    }

    /// `value` without the parentheses around it.
    func unparenthesized(_ value: Expr) -> Expr {
        var inner = value
        while case .paren(let wrapped) = inner.kind { inner = wrapped }
        return inner
    }
}
