/// `??`, typed as swiftc solves `??<T>(T?, @autoclosure () -> T) -> T`: `T` is what the left side
/// wraps, unless an existential context (`print`'s `Any`) makes `T` that existential.
extension Checker {
    /// `lhs ?? rhs` where `expected` is the context's type.
    func nilCoalescing(_ binary: BinaryExpr, expected: SwiftType?, range: SourceRange) -> Typed {
        let line = range.line
        let left = expression(binary.lhs, expected: expected.map { .optional($0) })
        guard case .optional(let wrapped) = left.type else {
            if case .error = left.type { return left }
            // Swift warns and uses the left side, when the right side is of its type.
            let right = expression(binary.rhs, expected: left.type)
            if right.type != .error, !converts(right.type, to: left.type) {
                return reportNonOptionalMismatch(binary, left: left, right: right.type, expected: expected, range: range)
            }
            return left
        }
        if let optional = coalescingWithNil(binary, left: left, expected: expected) { return optional }
        // A `print` item is typed without a context, but its parameter is `Any`.
        let printItem = expected == nil && contextFreeRanges.contains(range)
        let existential = printItem ? .any : existentialContext(expected)
        if let existential, let joined = joinedInExistential(binary, left, wrapped, existential, line: line) {
            return joined
        }
        // Where the left side's own optional is expected (`let v: Int? = w ?? x`), swiftc takes
        // the `T?` overload: a right side that is no `wrapped` is wanted as that optional.
        // (swiftc names the optional itself here, unlike an argument's optional parameter.)
        if let expected, expected == left.type, existential == nil, !rightFits(binary.rhs, wrapped) {
            let right = expression(binary.rhs, expected: expected)
            if right.type != .error, !converts(right.type, to: expected) {
                error("cannot convert value of type \(spelling(of: right)) to expected argument type '\(expected)'", caret(binary.rhs))
                return Typed(left.node, .error)
            }
            return Typed(NilCoalescing(left.node, coerce(right, to: expected, at: caret(binary.rhs), role: .argument), line: line), expected)
        }
        let before = diagnostics.count
        // Where `Any` is expected, a right side that can be a `wrapped` is one (`w ?? -1` with
        // `w: Double?` is `-1.0`).
        let rightContext = existential != nil && rightFits(binary.rhs, wrapped) ? wrapped : expected ?? wrapped
        var rightTyped = expression(binary.rhs, expected: rightContext)
        if let expected, rightTyped.type == expected, !converts(expected, to: wrapped), diagnostics.count == before,
           rightFits(binary.rhs, wrapped) {
            // `let v: Double = w ?? 2` with `w: Int?`: `T` is `Int`, and the result does not convert.
            rightTyped = expression(binary.rhs, expected: wrapped)
        }
        if case .optional = rightTyped.type, converts(wrapped, to: rightTyped.type) {
            return Typed(NilCoalescing(left.node, rightTyped.node, line: line), rightTyped.type)
        }
        if let widened = widenedToRight(binary, left: left, wrapped: wrapped, right: rightTyped, expected: expected,
                                        since: before, line: line) {
            return widened
        }
        if diagnostics.count == before, rightTyped.type != .error, !converts(rightTyped.type, to: wrapped),
           let reported = reportCoalescingMismatch(binary, left: left.type, right: rightTyped.type, expected: expected,
                                                   interpolated: interpolatedRanges.contains(range)) {
            return Typed(left.node, reported)
        }
        let right = coerce(rightTyped, to: wrapped, at: caret(binary.rhs), role: .argument)
        return Typed(NilCoalescing(left.node, right, line: line), wrapped)
    }

    /// `v ?? 9 as Any` with `v: Int??`: a right side of a non-optional type that the left side's
    /// wrapped type converts to (and not back) is swiftc's `T`, and the left side becomes its
    /// optional (`Int??` to `Any?`, so a present `v` gives its `Int?` payload as the `Any`). Nil
    /// when the right side is no such type, or the result would not fit the context.
    private func widenedToRight(_ binary: BinaryExpr, left: Typed, wrapped: SwiftType, right: Typed,
                                expected: SwiftType?, since before: Int, line: Int) -> Typed? {
        let type = right.type
        guard diagnostics.count == before, type != .error, type.optionalWrapped == nil,
              !converts(type, to: wrapped), converts(wrapped, to: type),
              expected.map({ converts(type, to: $0) }) ?? true else { return nil }
        let leftNode = coerce(left, to: .optional(type), at: caret(binary.lhs), role: .argument)
        return Typed(NilCoalescing(leftNode, right.node, line: line), type)
    }

    /// `expected` when it is `Any` or `any P`, or an optional of one (`Any?`: `T` may still be
    /// `Any`, whose result converts to it), where `??` may join two different types.
    private func existentialContext(_ expected: SwiftType?) -> SwiftType? {
        var inner = expected
        while case .optional(let wrapped)? = inner { inner = wrapped }
        if case .existential? = inner { return inner }
        return nil
    }

    /// `w ?? "none"` where `Any` is expected and the right side is no `wrapped` (`w: Int?`): both
    /// sides become the existential, as swiftc's `T := Any`; nil when the right side is a
    /// `wrapped` (`T` is then `wrapped`) or does not fit either. An optional chain's value can be
    /// the existential's optional at no cost, so there a literal keeps its own type:
    /// `print(style?.width ?? -1)` with a `Double` width prints `-1`, as swiftc's does.
    private func joinedInExistential(_ binary: BinaryExpr, _ left: Typed, _ wrapped: SwiftType, _ existential: SwiftType,
                                     line: Int) -> Typed? {
        let literalKeepsItsType = isOptionalChain(binary.lhs) && isLiteralOnly(binary.rhs)
            && Checker(probing: self).expression(binary.rhs, expected: nil).type != wrapped
        if !literalKeepsItsType, rightFits(binary.rhs, wrapped) { return nil }
        let alone = Checker(probing: self)
        let natural = alone.expression(binary.rhs, expected: existential)
        // An optional right side of another type than the left's optional joins too (`print(w ?? s)`
        // with `s: String?`); one the left's optional converts to is the `T?` overload's.
        guard !alone.diagnostics.contains(where: { $0.severity == .error }),
              natural.type.optionalWrapped == nil || !converts(.optional(wrapped), to: natural.type),
              converts(natural.type, to: existential), converts(wrapped, to: existential) else { return nil }
        let right = expression(binary.rhs, expected: existential)
        let leftNode = coerce(left, to: .optional(existential), at: caret(binary.lhs), role: .argument)
        let rightNode = coerce(right, to: existential, at: caret(binary.rhs), role: .argument)
        return Typed(NilCoalescing(leftNode, rightNode, line: line), existential)
    }

    /// swiftc's words for a right side that is no `left`'s wrapped type, where they are not the
    /// argument conversion's: with no context (`let v = w ?? "s"`) the operator cannot be applied;
    /// where a concrete type is expected that the right side is, the left side cannot convert to
    /// its optional. The type of the result when reported, nil to report the conversion.
    private func reportCoalescingMismatch(_ binary: BinaryExpr, left: SwiftType, right: SwiftType, expected: SwiftType?,
                                          interpolated: Bool) -> SwiftType? {
        guard let expected else {
            if interpolated, let reported = reportInterpolatedMismatch(binary, left: left, right: right) { return reported }
            if coalescingOperandRanges.contains(binary.operatorRange) { return nil }
            // An optional right side makes swiftc take the `T?` overload: it must be the left's optional.
            if right.optionalWrapped != nil {
                error("cannot convert value of type '\(right)' to expected argument type '\(left)'", caret(binary.rhs))
                return .error
            }
            error("binary operator '??' cannot be applied to operands of type '\(left)' and '\(right)'", binary.operatorRange)
            return .error
        }
        if case .generic = expected {
            error("binary operator '??' cannot be applied to operands of type '\(left)' and '\(right)'", binary.operatorRange)
            return .error
        }
        guard right == expected, case .optional(let wrapped) = left, !converts(wrapped, to: expected),
              !rightFits(binary.rhs, wrapped) else { return nil }
        error("cannot convert value of type '\(left)' to expected argument type '\(SwiftType.optional(expected))'", caret(binary.lhs))
        return expected
    }

    /// Whether `value`'s optional can be typed from the context: an optional chain (`a?.b`,
    /// `(a?.f())`) or `map`/`flatMap` with a closure literal (`style.map { $0.width }`), whose
    /// result swiftc may type as `Any`.
    private func isOptionalChain(_ value: Expr) -> Bool {
        switch value.kind {
        case .optionalEvaluation: return true
        case .paren(let inner): return isOptionalChain(inner)
        case .call(let call):
            guard case .member(_, let name, _) = call.callee.kind, name.name == "map" || name.name == "flatMap" else { return false }
            let arguments = call.arguments + call.trailingClosures
            guard arguments.count == 1, case .closure = arguments[0].value.kind else { return false }
            return true
        default: return false
        }
    }

    /// Whether `rhs` typed where `wrapped` is expected is one without error (`-1` for an `Int`).
    private func rightFits(_ rhs: Expr, _ wrapped: SwiftType) -> Bool {
        let probe = Checker(probing: self)
        let typed = probe.expression(rhs, expected: wrapped)
        return !probe.diagnostics.contains(where: { $0.severity == .error }) && converts(typed.type, to: wrapped)
    }

    /// Notes the `??` operands of another operator (`(w ?? 2.5) > 1`), whose mismatch swiftc words
    /// as the argument conversion, not as the operator's.
    func noteCoalescingOperands(_ binary: BinaryExpr) {
        guard binary.op != .nilCoalescing, binary.op != .assign else { return }
        for operand in [binary.lhs, binary.rhs] {
            if case .binary(let coalescing) = unparenthesized(operand).kind, coalescing.op == .nilCoalescing {
                coalescingOperandRanges.insert(coalescing.operatorRange)
            }
        }
    }
}
