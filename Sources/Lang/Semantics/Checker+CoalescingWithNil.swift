/// `o ?? nil`: swiftc's `??<T>(T?, @autoclosure () -> T?) -> T?`, whose result is an optional
/// still. Where the context takes any type (`let x = o ?? nil`, `print(o ?? nil)`,
/// `String(describing: o ?? nil)`) it is `o`'s optional; as the argument of a conversion that
/// wants a value (`String(o ?? nil)`, `Int(o ?? nil)`) swiftc tries `??` with `T` the wrapped
/// type, finds `nil` no `T`, and says so as well as what the conversion is then missing.
extension Checker {
    /// `lhs ?? nil` typed where `expected` takes an optional of any type: the left side itself,
    /// as `nil` is what it holds when it holds nothing; nil for any other `??` or context.
    func coalescingWithNil(_ binary: BinaryExpr, left: Typed, expected: SwiftType?) -> Typed? {
        // With a doubly optional left side, swiftc's `T` is the wrapped optional (`x ?? nil` of an
        // `Int??` is an `Int?`): the general rule below.
        guard isNilLiteral(binary.rhs), case .optional(let wrapped) = left.type, wrapped.optionalWrapped == nil else { return nil }
        switch expected {
        case nil, .existential?, .generic?: return left
        default: return nil
        }
    }

    /// `argument` when it is `lhs ?? nil`.
    func nilCoalescedArgument(_ argument: Expr) -> BinaryExpr? {
        guard case .binary(let binary) = unparenthesized(argument).kind, binary.op == .nilCoalescing,
              isNilLiteral(binary.rhs) else { return nil }
        return binary
    }

    /// `String(o ?? nil)` and `Int(o ?? nil)`, `Double(Int(s) ?? nil)`: swiftc's two errors, in
    /// its order: for a String the `nil` that is no value of the type `o` wraps, then "no exact
    /// matches" (its initialisers take that type, not its optional); for a number the result to
    /// unwrap (at `??`), then the `nil`. Nil when `argument` is no such `??`, or its left side is
    /// no optional of a type the conversion takes.
    func conversionOfCoalescedNil(to type: SwiftType, argument: Expr, takes: (SwiftType) -> Bool,
                                  range: SourceRange) -> Typed? {
        guard let binary = nilCoalescedArgument(argument) else { return nil }
        let (lhs, rhs) = (binary.lhs, binary.rhs)
        let left = Checker(probing: self).expression(lhs, expected: nil)
        guard case .optional(let wrapped) = left.type, takes(wrapped) else { return nil }
        _ = expression(lhs, expected: nil)
        if type == .string {
            error("'nil' is not compatible with expected argument type '\(wrapped)'", caret(rhs))
            error("no exact matches in call to initializer", range)
        } else {
            // At the operator, whose result (`T?` with `T` the wrapped type) is what the number wants unwrapped.
            error("value of optional type '\(left.type)' must be unwrapped to a value of type '\(wrapped)'", binary.operatorRange)
            error("'nil' is not compatible with expected argument type '\(wrapped)'", caret(rhs))
        }
        return Typed(Constant(.null, line: range.line), .error)
    }

    /// Whether `value` is the literal `nil` (in parentheses or not).
    func isNilLiteral(_ value: Expr) -> Bool {
        if case .nilLiteral = unparenthesized(value).kind { return true }
        return false
    }
}
