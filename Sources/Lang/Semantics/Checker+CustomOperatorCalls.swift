/// Calls of custom operators (`infix operator **`, `prefix operator √`, `postfix operator %%`):
/// the operator functions that may implement one, literal operands typed by the function that
/// takes them (`2 ** 3` with `func ** (a: Double, b: Double)`), and an `inout` operand.
extension Checker {
    /// A custom infix operator applied to its operands.
    func customBinary(_ binary: BinaryExpr, spelling: String, expected: SwiftType?, range: SourceRange) -> Typed {
        let line = range.line
        checkInfixOperatorDeclared(spelling, binary.operatorRange)
        let leftAlone = Checker(probing: self).expression(binary.lhs, expected: nil).type
        if let function = operatorCandidates(spelling, operandTypes: [leftAlone]).first(where: {
            $0.type.parameters.count == 2 && $0.type.parameters[0].isInout
        }) {
            return inoutOperatorCall(function, target: binary.lhs, rest: [binary.rhs], range: range)
        }
        if let generic = genericOperatorCall(binary, spelling: spelling, leftType: leftAlone, expected: expected, range: range) {
            return generic
        }
        if let composed = closureOperandCall(binary, spelling: spelling, leftType: leftAlone, range: range) { return composed }
        let (left, right) = operands(binary, expected: expected)
        if left.type == .error || right.type == .error { return Typed(Constant(.void, line: line), .error) }
        if let user = userOperator(spelling, left, right, range: range)
            ?? genericOperatorRequirement(spelling, [left, right], line: line) { return user }
        let literals = [isLiteralOnly(binary.lhs), isLiteralOnly(binary.rhs)]
        let candidates = operatorCandidates(spelling, operandTypes: [left.type, right.type]).filter {
            $0.type.parameters.count == 2
        }
        if literals.contains(true) {
            for function in candidates {
                let wanted = function.type.parameters.map(\.type)
                if let newLeft = operand(binary.lhs, left, isLiteral: literals[0], as: wanted[0]),
                   let newRight = operand(binary.rhs, right, isLiteral: literals[1], as: wanted[1]),
                   let user = userOperator(spelling, newLeft, newRight, range: range) {
                    return user
                }
            }
        }
        if candidates.count == 1 {
            // One function: swiftc names each operand it cannot take.
            for (typed, value, parameter) in zip3([left, right], [binary.lhs, binary.rhs], candidates[0].type.parameters)
            where !converts(typed.type, to: parameter.type) && !(isLiteralOnly(value) && literalFits(value, parameter.type)) {
                error("cannot convert value of type '\(typed.type)' to expected argument type '\(parameter.type)'", caret(value))
            }
        } else {
            error("binary operator '\(spelling)' cannot be applied to operands of type '\(left.type)' and '\(right.type)'",
                  binary.operatorRange)
        }
        return Typed(Constant(.void, line: line), .error)
    }

    /// A custom prefix or postfix operator applied to `operand`: the functions of that spelling
    /// declared with the use's fixity (`prefix` and `postfix func ~~~` may both take an `Int`).
    func customUnary(_ spelling: String, _ operand: Expr, isPostfix: Bool, expected: SwiftType?, range: SourceRange) -> Typed {
        let alone = Checker(probing: self).expression(operand, expected: nil).type
        let unary = operatorCandidates(spelling, operandTypes: [alone]).filter { $0.type.parameters.count == 1 }
        let candidates = unary.filter { $0.isPostfix == isPostfix }
        if let function = candidates.first(where: { $0.type.parameters[0].isInout }) {
            return inoutOperatorCall(function, target: operand, rest: [], range: range)
        }
        let typed = expression(operand, expected: expected)
        let isLiteral = isLiteralOnly(operand)
        for function in candidates {
            guard let argument = self.operand(operand, typed, isLiteral: isLiteral, as: function.type.parameters[0].type)
            else { continue }
            let node = DirectCall(code: function.code, capturedHops: capturedHops(for: function), receiver: nil,
                                  arguments: [coerce(argument, to: function.type.parameters[0].type, at: operand.range,
                                                     role: .argument)],
                                  line: range.line)
            return Typed(node, function.type.result)
        }
        if let required = genericOperatorRequirement(spelling, [typed], isPostfix: isPostfix, line: range.line) {
            return required
        }
        if typed.type != .error, candidates.count == 1 {
            error("cannot convert value of type '\(typed.type)' to expected argument type '\(candidates[0].type.parameters[0].type)'",
                  caret(operand))
        } else if typed.type != .error {
            error("unary operator '\(spelling)' cannot be applied to an operand of type '\(typed.type)'", range)
        }
        return Typed(typed.node, .error)
    }

    /// A closure literal operand of the one function implementing `spelling` (`{ $0 + 1 } ∘ { $0 * 2 }`
    /// with `func ∘ (f: @escaping (Int) -> Int, g: @escaping (Int) -> Int)`): each operand typed
    /// with its parameter's type as the context, as swiftc infers the closures' parameters; nil
    /// when neither operand is a closure or the function is not one non-generic candidate.
    private func closureOperandCall(_ binary: BinaryExpr, spelling: String, leftType: SwiftType, range: SourceRange) -> Typed? {
        func isClosure(_ value: Expr) -> Bool {
            if case .closure = value.kind { return true }
            return false
        }
        guard isClosure(binary.lhs) || isClosure(binary.rhs) else { return nil }
        let candidates = operatorCandidates(spelling, operandTypes: [leftType]).filter { $0.type.parameters.count == 2 }
        guard candidates.count == 1, let function = candidates.first, function.genericParameters.isEmpty else { return nil }
        let parameters = function.type.parameters
        let left = expression(binary.lhs, expected: parameters[0].type)
        let right = expression(binary.rhs, expected: parameters[1].type)
        if left.type == .error || right.type == .error { return Typed(Constant(.void, line: range.line), .error) }
        return userOperator(spelling, left, right, range: range)
    }

    private func zip3<A, B, C>(_ a: [A], _ b: [B], _ c: [C]) -> [(A, B, C)] {
        zip(a, zip(b, c)).map { ($0, $1.0, $1.1) }
    }

    /// A generic operator function applied as a call of it (`value |> { $0 * 2 }` with
    /// `func |> <A, B>(value: A, f: (A) -> B) -> B`), so that its type parameters are inferred
    /// and its closure operand typed as a call's are (an `@autoclosure` operand wrapped as a call's
    /// is); nil unless the only candidate is generic or takes an autoclosure.
    private func genericOperatorCall(_ binary: BinaryExpr, spelling: String, leftType: SwiftType, expected: SwiftType?,
                                     range: SourceRange) -> Typed? {
        let candidates = operatorCandidates(spelling, operandTypes: [leftType]).filter { $0.type.parameters.count == 2 }
        guard candidates.count == 1, let function = candidates.first,
              !function.genericParameters.isEmpty || function.type.parameters.contains(where: \.isAutoclosure) else { return nil }
        // The operator's operands stand for its parameters whatever their names.
        let arguments = zip([binary.lhs, binary.rhs], function.labels + [nil, nil]).map { value, label in
            Argument(label: label.map { Identifier($0, range: value.range) }, value: value, range: value.range)
        }
        return callSymbol(function, arguments: arguments, expected: expected, range: range, receiver: nil)
    }

    /// Whether a function implements operator `spelling` for `operand` (C's `i++` has none in Swift).
    func hasOperatorFunction(_ spelling: String, for operand: Expr) -> Bool {
        let alone = Checker(probing: self).expression(operand, expected: nil).type
        return !operatorCandidates(spelling, operandTypes: [alone]).isEmpty
    }

    /// The functions that may implement operator `spelling` for operands of `operandTypes`: the
    /// operands' types' static operator functions, then the global ones.
    /// `!x` on a value a program's own `prefix func !` takes (`prefix func ! (s: String)`, with or
    /// without a `prefix operator !` redeclaring it): that function, as swiftc's overloads pick
    /// it; nil for a Bool operand or when no program function takes the operand's type.
    func programNot(_ operand: Expr, expected: SwiftType?, range: SourceRange) -> Typed? {
        // Probing only when a global `!` exists keeps nested `!!x` from typing its operand twice per level.
        guard case .functions(let globals)? = lookup("!"), !globals.isEmpty else { return nil }
        let alone = Checker(probing: self).expression(operand, expected: nil).type
        guard alone != .bool, !hasError(alone), operatorCandidates("!", operandTypes: [alone]).contains(where: {
            $0.type.parameters.count == 1 && !$0.isPostfix && $0.type.parameters[0].type == alone
        }) else { return nil }
        return customUnary("!", operand, isPostfix: false, expected: expected, range: range)
    }

    private func operatorCandidates(_ spelling: String, operandTypes: [SwiftType]) -> [FunctionSymbol] {
        var candidates: [FunctionSymbol] = []
        var seen: Set<ObjectIdentifier> = []
        for type in operandTypes {
            guard let decl = type.nominalDecl, seen.insert(ObjectIdentifier(decl)).inserted else { continue }
            candidates += environment.members(of: decl).staticMethods[spelling] ?? []
        }
        if case .functions(let globals)? = lookup(spelling) { candidates += globals }
        return candidates
    }

    /// `typed` (the lowering of `value`) as an operand of type `wanted`: a literal typed again
    /// with `wanted` as its context, another operand as it is; nil when it cannot be one.
    private func operand(_ value: Expr, _ typed: Typed, isLiteral: Bool, as wanted: SwiftType) -> Typed? {
        guard isLiteral, typed.type != wanted else { return converts(typed.type, to: wanted) ? typed : nil }
        return literalFits(value, wanted) ? expression(value, expected: wanted) : nil
    }

    /// Whether the literal-only `value` type-checks as a `wanted`.
    private func literalFits(_ value: Expr, _ wanted: SwiftType) -> Bool {
        let probe = Checker(probing: self)
        let probed = probe.expression(value, expected: wanted)
        return !probe.diagnostics.contains(where: { $0.severity == .error }) && converts(probed.type, to: wanted)
    }

    /// A call of an operator function whose first parameter is `inout` (`postfix func ++ (x: inout Int)`,
    /// `static func <~ (l: inout V, r: V)`): the operand is written back after the call.
    private func inoutOperatorCall(_ function: FunctionSymbol, target: Expr, rest: [Expr], range: SourceRange) -> Typed {
        let line = range.line
        let parameters = function.type.parameters
        guard let (place, type) = place(target) else { return Typed(Constant(.void, line: line), .error) }
        if type != parameters[0].type, type != .error {
            error("cannot convert value of type '\(type)' to expected argument type '\(parameters[0].type)'", target.range)
        }
        var arguments: [Expression] = [PlaceGet(place, line: line)]
        for (index, value) in rest.enumerated() {
            let wanted = parameters[index + 1].type
            arguments.append(coerce(expression(value, expected: wanted), to: wanted, at: caret(value), role: .argument))
        }
        return Typed(DirectCall(code: function.code, capturedHops: capturedHops(for: function), receiver: nil,
                                arguments: arguments, inoutPlaces: [(0, place)], line: line), function.type.result)
    }
}
