/// `Optional`'s cases written as expressions: `.some(3)` and `.none` where an optional is expected
/// (`x == .none`), `Optional.some(3)`, `Optional<Int>.some(3)` and `Optional.none`.
extension Checker {
    /// Whether `base` is the bare word `Optional` naming the standard library's type (no program
    /// declaration takes the name).
    func namesBareOptional(_ base: Expr) -> Bool {
        guard case .identifier(let name, let arguments) = base.kind, name.name == "Optional", arguments.isEmpty else { return false }
        return lookup("Optional") == nil
    }

    /// Whether `.name` where `expected` is wanted means the optional's own case (`some`, `none`),
    /// not a member of the wrapped type of that name.
    func namesOptionalCase(_ name: String, expected: SwiftType?) -> Bool {
        guard name == "some" || name == "none", case .optional(let wrapped)? = expected else { return false }
        return !staticMemberExists(name, of: wrapped)
    }

    /// `.some(value)`: an optional of `wrapped` (the argument's type when nil) holding `value`;
    /// nil when the arguments are not one unlabelled value.
    func optionalSome(_ arguments: [Argument], wrapped: SwiftType?, range: SourceRange) -> Typed? {
        guard arguments.count == 1, arguments[0].label == nil else { return nil }
        let argument = arguments[0].value
        let value = expression(argument, expected: wrapped)
        let payload = wrapped ?? value.type
        if payload == .error || value.type == .error { return Typed(value.node, .error) }
        let node = coerce(value, to: payload, at: caret(argument), role: .argument)
        return Typed(presentOptional(node, payload: payload, line: range.line), .optional(payload))
    }

    /// Whether a value of `type` may be an optional's nil (or a present one holding nil), which
    /// an optional of it holds as `.some`: an optional, or a generic parameter that may be one.
    func mayHoldNil(_ type: SwiftType) -> Bool {
        if case .generic = type { return true }
        return type.optionalWrapped != nil
    }

    /// `node`, a `payload`, as a present optional of it: a nil payload stays present
    /// (`.some(nil)` of an `Int??` is not its nil; so is `Optional(w)` of a nil `w: Int?`).
    func presentOptional(_ node: Expression, payload: SwiftType, line: Int) -> Expression {
        guard mayHoldNil(payload) else { return node }
        return Unary(node, line: line) { value, _ in Value.wrapping(value) }
    }

    /// `Optional.none` where `expected` is wanted: its nil, or swiftc's error when no context
    /// says what it wraps.
    func bareOptionalNone(expected: SwiftType?, base: Expr, range: SourceRange) -> Typed {
        guard case .optional? = expected, let expected else {
            error("generic parameter 'Wrapped' could not be inferred", caret(base))
            return Typed(Constant(.void, line: range.line), .error)
        }
        return Typed(Constant(.null, line: range.line), expected)
    }

    /// The name of `value` when it is an implicit member or a call of one (`.none`, `.some(3)`).
    func implicitMemberName(_ value: Expr) -> String? {
        switch value.kind {
        case .implicitMember(let name, _): return name.name
        case .call(let call): return implicitMemberName(call.callee)
        case .paren(let inner): return implicitMemberName(inner)
        default: return nil
        }
    }
}
