/// Prefix operators (`-x`, `!b`, `~n`, `...b`, `..<b`) and unary operator functions a program
/// declares, typed as Swift types them.

extension Checker {
    /// A prefix operator applied to `operand`.
    func prefix(_ op: PrefixOperator, _ operand: Expr, expected: SwiftType?, range: SourceRange) -> Typed {
        let line = range.line
        switch op {
        case .negate:
            // `-0.5` is one literal in Swift, negative, so an own `ExpressibleByFloatLiteral`
            // type takes it whole (as `-50` for `ExpressibleByIntegerLiteral` below).
            if case .floatLiteral(let text) = operand.kind,
               let own = ownLiteral(Expr(id: NodeID(0), range: range, kind: .floatLiteral("-" + text)), expected: expected) {
                return own
            }
            if case .integerLiteral(let text) = operand.kind {
                if let own = ownIntegerLiteral("-" + text, expected: expected, range: range) { return own }
                if let value = Checker.parseInteger("-" + text.withoutDigitSeparators),
                   let generic = genericNumberLiteral(value, double: 0, isFloat: false, expected: expected, line: line) { return generic }
                let type = SwiftType.integerLiteralType(in: expected)
                if let value = Checker.parseInteger("-" + text.withoutDigitSeparators) {
                    if type.isFloatingPoint {
                        return Typed(Constant(type == .float ? .float(Float(value)) : .double(Double(value)), line: line), type)
                    }
                    if case .fixedInt(let kind) = type, value < kind.min {
                        error(kind.isSigned ? "integer literal '-\(text)' overflows when stored into '\(type)'"
                              : "negative integer '-\(text)' overflows when stored into unsigned type '\(type)'", range)
                    }
                    return Typed(Constant(.int(value), line: line), type.isInteger ? type : .int)
                }
            }
            var typed = forcingImplicitUnwrap(expression(operand, expected: expected ?? negatedTieContext(operand)))
            if case .fixedInt(let kind) = typed.type, !kind.isSigned, let floating = negatedLiteralMember(operand, range: range) {
                typed = floating
            }
            switch typed.type {
            case .fixedInt(let kind) where !kind.isSigned:
                // An unsigned integer is not SignedNumeric: swiftc has no `-` for it (it would trap here).
                if let user = userUnary("-", typed, range: range) { return user }
                error("unary operator '-' cannot be applied to an operand of type '\(typed.type)'", range)
                return Typed(Constant(.void, line: line), .error)
            case .int, .fixedInt:
                let kind = typed.type
                return Typed(Unary(typed.node, line: line) { value, line in
                    guard case .int(let number) = value else { throw RuntimeError("negation of a non-number", line: line) }
                    let negated = try IntegerArithmetic.negate(number, line: line)
                    if case .fixedInt(let fixed) = kind { return .int(try IntegerArithmetic.checked(negated, fixed, line: line)) }
                    return .int(negated)
                }, typed.type)
            case .double, .cgFloat:
                return Typed(Unary(typed.node, line: line) { value, _ in .double(-(value.doubleValue ?? 0)) }, typed.type)
            case .float:
                return Typed(Unary(typed.node, line: line) { value, _ in
                    if case .float(let number) = value { return .float(-number) }
                    return value
                }, typed.type)
            case .error: return typed
            default:
                if let user = userUnary("-", typed, range: range) ?? genericOperatorRequirement("-", [typed], line: line)
                    ?? genericNegation(typed, line: line) { return user }
                error("unary operator '-' cannot be applied to an operand of type '\(typed.type)'", range)
                return Typed(typed.node, .error)
            }
        case .plus:
            return expression(operand, expected: expected)
        case .not:
            if let user = programNot(operand, expected: expected, range: range) { return user }
            let typed = forcingImplicitUnwrap(expression(operand, expected: .bool))
            if typed.type != .bool, let user = userUnary("!", typed, range: range) { return user }
            if typed.type != .bool, typed.type != .error {
                error("cannot convert value of type '\(typed.type)' to expected argument type 'Bool'", operand.range)
            }
            if typed.type != .bool { return Typed(Unary(typed.node, line: line) { value, _ in .bool(!(value.boolValue ?? false)) }, .bool) }
            return Typed(Not(typed.node, line: line), .bool)
        case .bitwiseNot:
            let typed = forcingImplicitUnwrap(expression(operand, expected: expected))
            guard typed.type.isInteger else {
                if typed.type != .error {
                    error("unary operator '~' cannot be applied to an operand of type '\(typed.type)'", range)
                }
                return Typed(typed.node, .error)
            }
            let kind = typed.type
            return Typed(Unary(typed.node, line: line) { value, _ in
                guard case .int(let number) = value else { return value }
                if case .fixedInt(let fixed) = kind { return .int(IntegerArithmetic.wrapped(~number, fixed)) }
                return .int(~number)
            }, typed.type)
        case .upTo, .upThrough:
            // `case ..<0:` over a Double: the bound takes the subject's type, as in `0..<0.5`.
            let typed = expression(operand, expected: rangeBoundContext(expected))
            let closed = op == .upThrough
            if let user = userUnary(closed ? "..." : "..<", typed, range: range) { return user }
            return Typed(Unary(typed.node, line: line) { value, _ in .range(.null, value, closed: closed) },
                         partialRangeType(closed ? .through : .upTo, bound: typed.type, expected: expected))
        case .custom(let spelling):
            return customUnary(spelling, operand, isPostfix: false, expected: expected, range: range)
        }
    }

    /// A standard prefix (or postfix) operator applied to a value whose type declares its own
    /// function of that spelling and fixity (`static prefix func ! (v: V) -> Bool`, `static
    /// postfix func ... (r: R)`), or that a global one takes (`prefix func - (v: Vector2D)`, the
    /// Swift book's operator functions written outside the type); nil when there is none.
    func userUnary(_ spelling: String, _ operand: Typed, isPostfix: Bool = false, range: SourceRange) -> Typed? {
        func fits(_ function: FunctionSymbol) -> Bool {
            function.type.parameters.count == 1 && function.isPostfix == isPostfix && !function.type.parameters[0].isInout
        }
        var function: FunctionSymbol?
        if let decl = operand.type.nominalDecl {
            function = environment.members(of: decl).staticMethods[spelling]?.first(where: fits)
        }
        if function == nil, operand.type != .error, case .functions(let globals)? = lookup(spelling) {
            function = globals.first { fits($0) && $0.genericParameters.isEmpty && converts(operand.type, to: $0.type.parameters[0].type) }
        }
        guard let function else { return nil }
        return Typed(DirectCall(code: function.code, capturedHops: capturedHops(for: function), receiver: nil,
                                arguments: [operand.node], line: range.line), function.type.result)
    }
}
