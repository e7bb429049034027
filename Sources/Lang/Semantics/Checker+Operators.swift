/// Operators: arithmetic with Swift's typing of literals by the other operand, comparisons,
/// logic, ranges, `??`, assignment.
extension Checker {
    /// Lowers both operands of a binary operator so that they share a type: a literal-only side
    /// takes the other side's type (`2 * rect.width`), else the left side's type is the context.
    func operands(_ binary: BinaryExpr, expected: SwiftType?) -> (Typed, Typed) {
        resultUseDepth += 1
        defer { resultUseDepth -= 1 }
        let lhsLiteral = isLiteralOnly(binary.lhs)
        let rhsLiteral = isLiteralOnly(binary.rhs)
        if let typed = contextFreeOperands(binary, expected: expected) { return typed }
        if !(lhsLiteral && rhsLiteral), let typed = resultTiedOperands(binary, expected: expected) { return typed }
        if let typed = literalChainOperands(binary, expected: expected) { return typed }
        if lhsLiteral && rhsLiteral {
            let context = literalOperandContext(binary, expected: expected)
            var left = expression(binary.lhs, expected: context)
            var right = expression(binary.rhs, expected: context ?? left.type)
            if context == nil, left.type == .int, right.type.isFloatingPoint {
                left = expression(binary.lhs, expected: right.type)
            } else if context == nil, right.type == .int, left.type.isFloatingPoint {
                right = expression(binary.rhs, expected: left.type)
            }
            return (left, right)
        }
        if lhsLiteral {
            let right = forcingImplicitUnwrap(expression(binary.rhs, expected: nil), for: binary.op)
            return (expression(binary.lhs, expected: right.type), right)
        }
        let numericContext = expected.flatMap { $0.isNumeric ? $0 : nil }
        // `.degrees(30) * 2` where an `Angle` is expected: the left side's base is the context's
        // type, as swiftc infers it through the operator.
        let memberContext = expected.flatMap { !$0.isNumeric && $0.nominalDecl != nil && startsWithImplicitMember(binary.lhs) ? $0 : nil }
        var left = forcingImplicitUnwrap(leftOperand(binary.lhs, context: numericContext ?? memberContext), for: binary.op)
        if let widened = widenedArrayOperand(binary, left, expected: expected) { left = widened }
        var rightContext: SwiftType? = left.type
        if case .optional(let wrapped) = left.type, binary.op == .equal || binary.op == .notEqual {
            if case .nilLiteral = binary.rhs.kind {} else if !namesOptionalCase(implicitMemberName(binary.rhs) ?? "", expected: left.type) {
                rightContext = wrapped
            }
        }
        if rhsLiteral, !left.type.isNumeric, let parameter = literalOperandType(binary.op.spelling, left: left.type) {
            rightContext = parameter
        }
        if let untyped = existentialAgainstImplicitMember(binary, left: left) { return (left, untyped) }
        let right = forcingImplicitUnwrap(expression(binary.rhs, expected: rightContext), for: binary.op)
        return (left, right)
    }

    /// Whether `value` is an implicit member expression (`.red`, `.degrees(30)`, `.red.opacity(0.5)`),
    /// whose base only a context can name.
    func startsWithImplicitMember(_ value: Expr) -> Bool {
        switch value.kind {
        case .implicitMember: return true
        case .paren(let inner), .member(let inner, _, _): return startsWithImplicitMember(inner)
        case .call(let call): return startsWithImplicitMember(call.callee)
        default: return false
        }
    }

    func binary(_ binary: BinaryExpr, expected: SwiftType?, range: SourceRange) -> Typed {
        let line = range.line
        noteCoalescingOperands(binary)
        switch binary.op {
        case .assign:
            if let statement = optionallyChained(lowerAssignment(binary, range: range), binary.lhs) {
                return Typed(Lazy(line: line) { frame, interpreter in _ = try statement.execute(frame, interpreter); return .void }, .void)
            }
            return Typed(Constant(.void, line: line), .error)
        case .logicalAnd, .logicalOr:
            let left = coerce(expression(binary.lhs, expected: .bool), to: .bool, at: caret(binary.lhs), role: .condition)
            let right = coerce(expression(binary.rhs, expected: .bool), to: .bool, at: caret(binary.rhs), role: .condition)
            return Typed(Logical(isAnd: binary.op == .logicalAnd, left, right, line: line), .bool)
        case .nilCoalescing:
            return nilCoalescing(binary, expected: expected, range: range)
        case .closedRange, .halfOpenRange:
            let boundContext = rangeBoundContext(expected)
            let (left, right) = boundContext.map { context in
                (expression(binary.lhs, expected: context), expression(binary.rhs, expected: context))
            } ?? operands(binary, expected: nil)
            let bound = left.type
            if left.type != right.type, !(left.type == .error || right.type == .error) {
                reportMixedRangeBounds(binary, left, right, wanted: boundContext)
            } else if !conforms(bound, toBuiltin: "Comparable"), bound != .error {
                error("binary operator '\(binary.op.spelling)' cannot be applied to operands of type '\(bound)' and '\(bound)'", binary.operatorRange)
            }
            let closed = binary.op == .closedRange
            let isIntegral = bound.isInteger
            return Typed(BuiltinCall(arguments: [left.node, right.node], line: line) { values, interpreter, line in
                if isIntegral, case .int(let low) = values[0], case .int(let high) = values[1], low > high {
                    throw RuntimeError("Range requires lowerBound <= upperBound", line: line)
                }
                if !isIntegral, try !StaticWitness.ordered(values[0], values[1], interpreter, line: line) {
                    throw RuntimeError("Range requires lowerBound <= upperBound", line: line)
                }
                return .range(values[0], values[1], closed: closed)
            }, .range(bound, closed: closed))
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual, .identical, .notIdentical:
            return comparison(binary, range: range)
        case .patternMatch:
            let (left, right) = operands(binary, expected: nil)
            let matcher = ExpressionMatcher(left.node, line: line)
            return Typed(Lazy(line: line) { frame, interpreter in
                .bool(try matcher.match(try right.node.evaluate(frame, interpreter), frame, interpreter))
            }, .bool)
        case .custom(let spelling):
            return customBinary(binary, spelling: spelling, expected: expected, range: range)
        default:
            if binary.op.compoundBase != nil {
                if let statement = optionallyChained(lowerCompoundAssignment(binary, base: binary.op.compoundBase ?? .add, range: range),
                                                     binary.lhs) {
                    return Typed(Lazy(line: line) { frame, interpreter in
                        _ = try statement.execute(frame, interpreter)
                        return .void
                    }, .void)
                }
                return Typed(Constant(.void, line: line), .error)
            }
            if reportDefaultLiteralProduct(binary, expected: expected) || reportFloatingConstantBesideInt(binary, expected: expected) {
                return Typed(Constant(.void, line: line), .error)
            }
            var (left, right) = operands(binary, expected: expected)
            if isLiteralOnly(binary.lhs), let wanted = literalOperandType(binary.op.spelling, other: right.type, literalAt: 0) {
                left = expression(binary.lhs, expected: wanted)
            } else if isLiteralOnly(binary.rhs),
                      let wanted = literalOperandType(binary.op.spelling, other: left.type, literalAt: 1) {
                right = expression(binary.rhs, expected: wanted)
            }
            if reportOptionalOperand(binary, left, right) || reportOperandAgainstContext(binary, left, right, expected: expected)
                || reportOperandOfOwnOperator(binary, left, right) {
                return Typed(left.node, .error)
            }
            return arithmetic(binary.op, left, right, range: range, operatorRange: binary.operatorRange, expected: expected,
                              leftOperand: binary.lhs, rightOperand: binary.rhs)
        }
    }

    /// An arithmetic or bitwise operator on two lowered operands.
    func arithmetic(_ op: BinaryOperator, _ left: Typed, _ right: Typed, range: SourceRange, operatorRange: SourceRange,
                    expected: SwiftType? = nil, leftOperand: Expr? = nil, rightOperand: Expr? = nil) -> Typed {
        let line = range.line
        if case .error = left.type { return left }
        if case .error = right.type { return right }
        if let user = userOperator(op.spelling, left, right, range: range) { return user }
        if let required = genericOperatorRequirement(op.spelling, [left, right], line: line) { return required }
        if let generic = genericArithmeticNode(op, left, right, line: line) { return Typed(generic, left.type) }
        var type = left.type
        var rightNode = right.node
        if left.type != right.type {
            if let mixed = SwiftType.cgFloatDoubleJoin(left.type, right.type) {
                type = mixed
            } else if op == .add, Checker.joinsAsSequences(left.type, right.type) {
                // RangeReplaceableCollection's `+` of another sequence: the left side's type, or
                // the right side's where the context wants it (`let s: String = sub + "\n" + text`),
                // as its `+ (Other, Self) -> Self` gives.
                type = expected == right.type ? right.type : left.type
            } else {
                if rejectGenericLiteralOperand(op, left, right, leftOperand: leftOperand, rightOperand: rightOperand)
                    || reportVoidNumberOperand(op, left, right, leftOperand: leftOperand, rightOperand: rightOperand) {
                    return Typed(left.node, .error)
                }
                error(nonSequenceJoin(op, left.type, right.type, right: rightOperand)
                      ?? "binary operator '\(op.spelling)' cannot be applied to operands of type '\(left.type)' and '\(right.type)'", operatorRange)
                return Typed(left.node, .error)
            }
        }
        guard let arithmeticOperator = Checker.arithmeticOperator(op), let operands = Checker.arithmeticOperands(type, op: op) else {
            error("binary operator '\(op.spelling)' cannot be applied to two '\(type)' operands", operatorRange)
            return Typed(left.node, .error)
        }
        if type.isFloatingPoint, [.remainder, .and, .or, .xor, .shiftLeft, .shiftRight].contains(arithmeticOperator) {
            if reportFloatingBitwiseOperand(op, type, leftOperand: leftOperand, rightOperand: rightOperand, operatorRange: operatorRange) {
                return Typed(left.node, .error)
            }
            if arithmeticOperator == .remainder {
                error("'%' is unavailable: For floating point numbers use truncatingRemainder instead", operatorRange)
            } else {
                error("binary operator '\(op.spelling)' cannot be applied to two '\(type)' operands", operatorRange)
            }
            return Typed(left.node, .error)
        }
        rightNode = right.node
        if type == .int, let a = (left.node as? Constant)?.value.intValue, let b = (right.node as? Constant)?.value.intValue {
            let arithmetic = Arithmetic(op: arithmeticOperator, operands: operands)
            do {
                return Typed(Constant(try arithmetic.apply(.int(a), .int(b), line: line), line: line), type)
            } catch let failure as RuntimeError {
                if failure.message.hasPrefix("Division by zero") {
                    error(arithmeticOperator == .remainder ? "division by zero in remainder operation" : "division by zero", operatorRange)
                } else {
                    error("arithmetic operation '\(a) \(op.spelling) \(b)' (on type 'Int') results in an overflow", operatorRange)
                }
                // A flow error, not a type error: the operation is still an Int, so no type error follows from it.
                return Typed(left.node, type)
            } catch {
                return Typed(left.node, type)
            }
        }
        let node = NumberNodes.arithmetic(Arithmetic(op: arithmeticOperator, operands: operands), left.node, rightNode, line: line)
        // Two arrays of one type join by Array's own `+`, declared `(Array<Element>, Array<Element>) ->
        // Array<Element>`: swiftc spells its result so, without the `[…]` sugar.
        if op == .add, case .array(let element) = type, left.type == right.type {
            spelledTypes[HeldIdentity(node)] = "'Array<\(element)>'"
        }
        return Typed(node, type)
    }

    /// Whether `+` joins the two types as String/Substring or Array/ArraySlice of one element type.
    static func joinsAsSequences(_ left: SwiftType, _ right: SwiftType) -> Bool {
        if left.isText && right.isText { return true }
        switch (left, right) {
        case (.array(let a), .arraySlice(let b)), (.arraySlice(let a), .array(let b)), (.arraySlice(let a), .arraySlice(let b)):
            return a == b
        default:
            return false
        }
    }

    static func arithmeticOperator(_ op: BinaryOperator) -> Arithmetic.Operator? {
        switch op {
        case .add: return .add
        case .subtract: return .subtract
        case .multiply: return .multiply
        case .divide: return .divide
        case .remainder: return .remainder
        case .overflowAdd: return .wrappingAdd
        case .overflowSubtract: return .wrappingSubtract
        case .overflowMultiply: return .wrappingMultiply
        case .bitwiseAnd: return .and
        case .bitwiseOr: return .or
        case .bitwiseXor: return .xor
        case .shiftLeft: return .shiftLeft
        case .shiftRight: return .shiftRight
        case .maskingShiftLeft: return .maskingShiftLeft
        case .maskingShiftRight: return .maskingShiftRight
        default: return nil
        }
    }

    static func arithmeticOperands(_ type: SwiftType, op: BinaryOperator) -> Arithmetic.Operands? {
        switch type {
        case .int: return .int
        case .fixedInt(let kind): return .fixed(kind)
        case .double, .cgFloat: return .double
        case .float: return .float
        case .string, .substring: return op == .add ? .string : nil
        case .array, .arraySlice: return op == .add ? .array : nil
        default: return nil
        }
    }

    /// The numeric type a literal right operand takes from a `static func` operator declared on
    /// the left operand's type (`angle * 2` with `*(Angle, Double)`), or nil.
    private func literalOperandType(_ spelling: String, left: SwiftType) -> SwiftType? {
        guard let decl = left.nominalDecl else { return nil }
        let candidates = environment.members(of: decl).staticMethods[spelling] ?? []
        for function in candidates where function.type.parameters.count == 2 && converts(left, to: function.type.parameters[0].type) {
            let parameter = function.type.parameters[1].type
            if parameter.isNumeric { return parameter }
        }
        return nil
    }

    /// A `static func +` (or `==`, `<`) the program declared on the left operand's type.
    func userOperator(_ spelling: String, _ left: Typed, _ right: Typed, range: SourceRange) -> Typed? {
        // In a protocol's extension, `self + other` calls the conforming type's operator.
        if case .nominal(let decl, _) = left.type, decl.kind == .protocol,
           let dispatched = genericOperatorRequirement(spelling, [left, right], line: range.line) {
            return dispatched
        }
        var candidates: [FunctionSymbol] = []
        if let decl = left.type.nominalDecl {
            candidates = environment.members(of: decl).staticMethods[spelling] ?? []
            if candidates.isEmpty, let (_, table) = protocolMember(spelling, of: decl) {
                candidates = table.staticMethods[spelling] ?? []
            }
        } else if let table = environment.extensionMembers(of: left.type) {
            candidates = table.staticMethods[spelling] ?? []
        }
        if let decl = right.type.nominalDecl, right.type != left.type {
            candidates += environment.members(of: decl).staticMethods[spelling] ?? []
        }
        if case .functions(let globals)? = lookup(spelling) { candidates += globals }
        // A generic type's operator (`static func + (l: Vec<T>, r: Vec<T>)`) on `Vec<Int>` has `T` as `Int`.
        var substitution: [TypeParameter: SwiftType] = [:]
        if case .nominal(let decl, let arguments) = left.type {
            substitution = Dictionary(zip(decl.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
        }
        let fitting = candidates.first { function in
            function.type.parameters.count == 2
                && converts(left.type, to: function.type.parameters[0].type.substituting(substitution))
                && converts(right.type, to: function.type.parameters[1].type.substituting(substitution))
        }
        guard let function = fitting else { return nil }
        let node = DirectCall(code: function.code, capturedHops: capturedHops(for: function), receiver: nil,
                              arguments: [left.node, right.node], line: range.line)
        return Typed(witnessedCall(node, substitution: substitution, line: range.line), function.type.result.substituting(substitution))
    }

    private func comparison(_ binary: BinaryExpr, range: SourceRange) -> Typed {
        let line = range.line
        if let constant = nonOptionalNilComparison(binary, range: range) { return constant }
        var (left, right) = operands(binary, expected: nil)
        // An array literal on the left of a slice is an ArraySlice (`[2, 3] == xs[1...]`).
        if case .array = binary.lhs.kind, case .arraySlice = right.type { left = expression(binary.lhs, expected: right.type) }
        if case .error = left.type { return Typed(left.node, .bool) }
        if case .error = right.type { return Typed(right.node, .bool) }
        if let user = userOperator(binary.op.spelling, left, right, range: range)
            ?? genericOperatorRequirement(binary.op.spelling, [left, right], line: line) { return user }
        if [.greater, .lessOrEqual, .greaterOrEqual].contains(binary.op), left.type.nominalDecl != nil {
            let swapped = binary.op == .greater || binary.op == .lessOrEqual
            if let less = userOperator("<", swapped ? right : left, swapped ? left : right, range: range) {
                if binary.op == .greater { return less }
                return Typed(Unary(less.node, line: line) { value, _ in .bool(!(value.boolValue ?? false)) }, .bool)
            }
        }
        if binary.op == .notEqual, let equal = userOperator("==", left, right, range: range) {
            return Typed(Unary(equal.node, line: line) { value, _ in .bool(!(value.boolValue ?? false)) }, .bool)
        }
        let op: Comparison.Operator
        switch binary.op {
        case .equal: op = .equal
        case .notEqual: op = .notEqual
        case .less: op = .less
        case .lessOrEqual: op = .lessOrEqual
        case .greater: op = .greater
        case .greaterOrEqual: op = .greaterOrEqual
        case .identical: op = .identical
        default: op = .notIdentical
        }
        if [.less, .lessOrEqual, .greater, .greaterOrEqual].contains(op), reportOptionalOrderedOperand(binary, left, right) {
            return Typed(left.node, .bool)
        }
        var leftNode = left.node
        var rightNode = right.node
        let sameType = left.type == right.type
            || (left.type.isFloatingPoint && right.type.isFloatingPoint && left.type != .float && right.type != .float)
            || (left.type.isText && right.type.isText)
        if op == .identical || op == .notIdentical || areMetatypes(op, left.type, right.type) {
            return Typed(Comparison(op, leftNode, rightNode, line: line), .bool)
        }
        if !sameType {
            if case .optional(let wrapped) = left.type, wrapped == right.type || converts(right.type, to: wrapped) {
                rightNode = coerce(right, to: left.type, at: caret(binary.rhs), role: .argument)
            } else if case .optional(let wrapped) = right.type, wrapped == left.type {
                leftNode = coerce(left, to: right.type, at: caret(binary.lhs), role: .argument)
            } else {
                if !reportExistentialOperand(binary, left, right) {
                    error("binary operator '\(binary.op.spelling)' cannot be applied to operands of type '\(left.type)' and '\(right.type)'", binary.operatorRange)
                }
                return Typed(leftNode, .bool)
            }
        }
        if op == .equal || op == .notEqual, left.type.optionalWrapped != nil || right.type.optionalWrapped != nil {
            var isNilLiteral = false
            if case .nilLiteral = binary.lhs.kind { isNilLiteral = true }
            if case .nilLiteral = binary.rhs.kind { isNilLiteral = true }
            if isNilLiteral { return Typed(Comparison(op, leftNode, rightNode, line: line), .bool) }
        }
        let requirement = (op == .equal || op == .notEqual) ? "Equatable" : "Comparable"
        let checkType = left.type.optionalWrapped.map { requirement == "Equatable" ? $0 : left.type } ?? left.type
        if !conforms(checkType, toBuiltin: requirement), !isComparableEnum(checkType, requirement) {
            error(unconformingComparison(binary, type: left.type, requirement: requirement), binary.operatorRange)
            return Typed(leftNode, .bool)
        }
        if case .generic(let parameter) = left.type.optionalWrapped ?? left.type {
            // The program's own `==`/`<` of the dynamic type decides, as the witness does in Swift;
            // for an order, the parameter's witness says whether it is a `UInt`.
            let isOrder = op != .equal && op != .notEqual
            if isOrder { requireWitness(parameter) }
            return Typed(WitnessComparison(op, leftNode, rightNode, parameter: isOrder ? parameter : nil, line: line), .bool)
        }
        // A program's `Strideable` type compares by its own `<` and `==`, else by `distance(to:)`
        // (the standard library's defaults), never member by member.
        if case .nominal(let decl, _) = left.type, !decl.isBuiltin, conforms(left.type, toBuiltin: "Strideable") {
            return Typed(WitnessComparison(op, leftNode, rightNode, line: line), .bool)
        }
        if left.type == right.type {
            // An Int that may be a program's own index compares by that type's `<` and `==`.
            if numberNodeType(left.type) != left.type { return Typed(WitnessComparison(op, leftNode, rightNode, line: line), .bool) }
            return Typed(NumberNodes.comparison(op, leftNode, rightNode, type: left.type, line: line), .bool)
        }
        return Typed(Comparison(op, leftNode, rightNode, line: line), .bool)
    }

    /// Whether `==`/`!=` compares two metatypes (`type(of: shape) == Circle.self`): Swift's
    /// `==` on `Any.Type?` takes any two, the same type or not.
    private func areMetatypes(_ op: Comparison.Operator, _ left: SwiftType, _ right: SwiftType) -> Bool {
        guard op == .equal || op == .notEqual, case .metatype = left.optionalWrapped ?? left else { return false }
        if case .metatype = right.optionalWrapped ?? right { return true }
        return false
    }

    private func isComparableEnum(_ type: SwiftType, _ requirement: String) -> Bool {
        // The standard library's `==`, `!=`, `<`, `<=`, `>`, `>=` of the empty tuple.
        if case .void = type { return true }
        if case .tuple(let elements) = type, elements.count <= 6 {
            return elements.allSatisfy { conforms($0.type, toBuiltin: requirement) || isComparableEnum($0.type, requirement) }
        }
        guard let decl = type.nominalDecl, decl.kind == .enum else { return false }
        if requirement == "Equatable" {
            return decl.cases.allSatisfy(\.associatedValues.isEmpty)
        }
        return false
    }

    /// The type a range's bounds take from its context: a range's bound type, or the value a
    /// pattern matches (`case 0..<0.5:` and `case ..<0:` over a Double, `case "a"..."z":` over a
    /// Character or a Unicode.Scalar).
    func rangeBoundContext(_ expected: SwiftType?) -> SwiftType? {
        if case .range(let bound, _)? = expected?.unwrappingOptionals { return bound }
        if let bound = partialRangeBound(expected) { return bound }
        if let expected, expected == .character || expected.isNumeric { return expected }
        if let expected, unicodeScalarDecl(expected) != nil, expected.optionalWrapped == nil { return expected }
        return nil
    }

    /// `place = value`.
    func lowerAssignment(_ binary: BinaryExpr, range: SourceRange) -> Statement? {
        if case .discard = binary.lhs.kind {
            // swiftc gives the discarded value a type of its own to find (Checker+FailedOverloads).
            passedAsGenericRanges.insert(binary.rhs.range)
            let value = expression(binary.rhs, expected: nil)
            return ExpressionStatement(value.node, line: range.line)
        }
        if case .tuple(let elements) = binary.lhs.kind {
            // Each element is a place as in `place = value`, so a `let` declared without a value
            // is initialised here (`let r, g, b: UInt64` … `(r, g, b) = (…)`), and the value is
            // typed as the tuple of their types (`(1, 1, 1)` into `UInt64`s).
            let places = elements.map { element -> (Place, SwiftType)? in
                assignmentWording = immutableRootWording(element.value)
                defer { assignmentWording = nil }
                return place(element.value)
            }
            let resolved = places.compactMap { $0 }
            let expected: SwiftType? = resolved.count == places.count ? .tuple(resolved.map { TupleElement($0.1) }) : nil
            let value = expression(binary.rhs, expected: expected)
            for element in elements { noteSelfAssignment(element.value, operatorRange: binary.operatorRange) }
            guard resolved.count == places.count else { return nil }
            return TupleAssignment(resolved.map(\.0), value.node, line: range.line)
        }
        rejectNonEscapingAssignment(binary.rhs, operatorRange: binary.operatorRange)
        let isBuilderTemporary = typeBuilderTemporary(assignedBy: binary)
        assignmentWording = immutableRootWording(binary.lhs)
        beginPlainAssignment(binary)
        plainAssignmentOperator = binary.operatorRange
        let found = withAssignedValue(binary) { place(binary.lhs) }
        plainAssignmentOperator = nil
        assignmentWording = nil
        guard let (target, type) = found else {
            _ = expression(binary.rhs, expected: getOnlySelfPropertyType(binary.lhs))
            finishPlainAssignment(binary)
            return nil
        }
        // A closure assigned to a variable or property escapes.
        if case .closure = binary.rhs.kind { argumentEscapes = true }
        let value = expression(binary.rhs, expected: type)
        finishPlainAssignment(binary)
        rejectThrownErrorConversion(binary.rhs, typed: value.type, to: type, at: binary.operatorRange)
        let converted = isBuilderTemporary && filled(value.type, from: type) == type
            ? value.node : coerce(value, to: type, at: caret(binary.rhs), role: .assignment)
        if case .subscript = binary.lhs.kind { rewordSubscriptAssignment(at: caret(binary.rhs), target: target, type: type) }
        return NumberNodes.assignment(target, converted, type: numberNodeType(type), line: range.line)
    }

    /// `place op= value`.
    func lowerCompoundAssignment(_ binary: BinaryExpr, base: BinaryOperator, range: SourceRange) -> Statement? {
        assignmentWording = ("left side of mutating operator isn't mutable", binary.operatorRange)
        initialization.compoundTarget = binary.lhs.id
        noteSelfCompoundAssignment(binary.lhs, operatorRange: binary.operatorRange)
        let found = withAssignedValue(binary) { place(binary.lhs) }
        initialization.compoundTarget = nil
        assignmentWording = nil
        guard let (target, type) = found else {
            _ = expression(binary.rhs, expected: nil)
            return nil
        }
        compoundAssignmentObserver?(binary, type)
        var value = expression(binary.rhs, expected: type)
        // `total += k` with `k: Int!`: the operator takes no optional, so `k` is forced.
        if type.optionalWrapped == nil { value = forcingImplicitUnwrap(value) }
        if case .error = type { return nil }
        if case .error = value.type { return nil }
        if let decl = type.nominalDecl, let user = environment.members(of: decl).staticMethods[binary.op.spelling]?.first {
            let arguments = [PlaceGet(target, line: range.line), value.node]
            return ExpressionStatement(DirectCall(code: user.code, capturedHops: nil, receiver: nil, arguments: arguments,
                                                  inoutPlaces: [(0, target)], line: range.line), line: range.line)
        }
        if let global = globalCompoundAssignment(binary.op.spelling, target: target, type: type, value: value,
                                                 line: range.line) { return global }
        if let protocolName = compoundOperatorProtocolMissing(base, type: type, valueType: value.type) {
            error("referencing operator function '\(binary.op.spelling)' on '\(protocolName)' requires that '\(type)' conform to '\(protocolName)'",
                  binary.operatorRange)
            return nil
        }
        if let decl = type.nominalDecl, let user = environment.members(of: decl).staticMethods[base.spelling]?.first {
            let call = DirectCall(code: user.code, capturedHops: nil, receiver: nil,
                                  arguments: [PlaceGet(target, line: range.line), value.node], line: range.line)
            return Assignment(target, call, line: range.line)
        }
        if let generic = genericCompoundAssignment(base, target: target, type: type, value: value, line: range.line) { return generic }
        var rightNode = value.node
        var valueType = value.type
        if type == .cgFloat, value.type == .double { valueType = .cgFloat }
        if type == .double, value.type == .cgFloat { valueType = .double }
        if type.isFloatingPoint, value.type != valueType { rightNode = value.node }
        guard let op = Checker.arithmeticOperator(base), let operands = Checker.arithmeticOperands(type, op: base) else {
            if rejectGenericLiteralOperand(base, Typed(PlaceGet(target, line: range.line), type), value,
                                           leftOperand: nil, rightOperand: binary.rhs) { return nil }
            // swiftc names one type twice as "two 'T' operands", as for `a + b`.
            error(type == value.type ? "binary operator '\(binary.op.spelling)' cannot be applied to two '\(type)' operands"
                  : "binary operator '\(binary.op.spelling)' cannot be applied to operands of type '\(type)' and '\(value.type)'",
                  binary.operatorRange)
            return nil
        }
        if valueType != type {
            // The left side's own operator takes the right side as an argument of its type (a
            // String's or Array's `+=` any sequence of its elements, so a slice too).
            guard converts(valueType, to: type, slicesAsBases: true) else {
                if case .array(let element) = type, value.type.optionalWrapped == nil {
                    error("cannot convert value of type '\(value.type)' to expected argument type 'Array<\(element)>'", caret(binary.rhs))
                } else {
                    _ = coerce(value, to: type, at: caret(binary.rhs), role: .argument)
                }
                return nil
            }
            rightNode = coerce(value, to: type, at: caret(binary.rhs), role: .libraryArgument)
            valueType = type
        }
        if type.isFloatingPoint, op == .remainder {
            error("'%' is unavailable: For floating point numbers use truncatingRemainder instead", binary.operatorRange)
            return nil
        }
        return NumberNodes.compoundAssignment(Arithmetic(op: op, operands: operands), target, rightNode, line: range.line)
    }
}
