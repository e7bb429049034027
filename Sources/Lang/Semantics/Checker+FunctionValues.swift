/// Functions made from other syntax: key paths used as functions (`map(\.name)`), operators used
/// as functions (`reduce(0, +)`, `sorted(by: >)`), and the generic builtin types called without
/// their arguments (`Array(1...3)`, `Set(xs)`, `Optional(3)`).
extension Checker {
    /// `\.a.b` where a function `(Root) -> Value` is expected.
    func keyPathClosure(_ keyPath: KeyPathExpr, parameter: SwiftType, range: SourceRange) -> Typed {
        inNewFunction { function in keyPathClosure(keyPath, parameter: parameter, in: function, range: range) }
    }

    /// `keyPathClosure`'s body, inside the closure's own function.
    private func keyPathClosure(_ keyPath: KeyPathExpr, parameter: SwiftType, in function: FunctionContext,
                                range: SourceRange) -> Typed {
        let line = range.line
        var current = Typed(LocalGet(slot: function.allocate(), line: line), parameter)
        for component in keyPath.components {
            switch component {
            case .property(let name):
                current = valueMember(current, name: name, expected: nil, range: range, basePlace: nil)
            case .identity:
                continue
            default:
                unsupported("this key path component", range)
                return Typed(Constant(.void, line: line), .error)
            }
        }
        let code = functionCode(name: "keyPath", parameterCount: 1, frameSize: function.frameSize,
                                body: Jump(.returnValue(current.node), line: line), hasSelf: false)
        return Typed(MakeClosure(code: code, capturesFrame: true, line: line),
                     .function(FunctionType([FunctionParameter(parameter)], current.type)))
    }

    /// `String.init`, `Substring.init`, `Int.init`, `Double.init`, `Character.init`, `Bool.init`
    /// used as a function of one argument.
    func initializerFunction(_ type: SwiftType, from parameter: SwiftType, line: Int) -> Typed? {
        let argument = Typed(LocalGet(slot: 0, line: line), parameter)
        let body: Expression
        var result = type
        switch type {
        case .string:
            body = describingNode(argument, line: line)
        case .array:
            body = Unary(argument.node, line: line) { value, line in .array(try Sequences.elements(of: value, line: line)) }
        case .substring:
            // A Substring is itself (keeping its base, as `Substring(sub)` does), characters joined.
            switch parameter {
            case .string, .substring: body = argument.node
            case .array(.character), .arraySlice(.character): body = joinedCharacters(argument.node, line: line)
            default: return nil
            }
        case .character:
            guard let made = characterInitializerBody(argument, line: line) else { return nil }
            body = made
        case .bool:
            guard parameter == .string || parameter == .substring else { return nil }
            result = .optional(.bool)
            body = Unary(argument.node, line: line) { value, _ in
                switch value.stringValue {
                case "true"?: return .bool(true)
                case "false"?: return .bool(false)
                default: return .null
                }
            }
        case .int, .double, .float, .cgFloat, .fixedInt:
            if parameter == .string || parameter == .substring {
                result = .optional(type)
                body = Unary(argument.node, line: line) { value, _ in
                    guard let text = value.stringValue else { return .null }
                    switch type {
                    case .int: return Int(text).map { .int($0) } ?? .null
                    case .float: return Float(text).map { .float($0) } ?? .null
                    default: return Double(text).map { .double($0) } ?? .null
                    }
                }
            } else if parameter.isNumeric {
                body = Unary(argument.node, line: line) { value, line in try Checker.convertNumber(value, to: type, line: line) }
            } else {
                return nil
            }
        default:
            return nil
        }
        let code = functionCode(name: "init", parameterCount: 1, frameSize: 1, body: Jump(.returnValue(body), line: line),
                                hasSelf: false)
        return Typed(MakeClosure(code: code, capturesFrame: false, line: line),
                     .function(FunctionType([FunctionParameter(parameter)], result)))
    }

    /// `Character.init`'s body for an argument of a Character, a Unicode.Scalar or a String (which
    /// Swift stops unless it holds one Character); nil for any other argument.
    private func characterInitializerBody(_ argument: Typed, line: Int) -> Expression? {
        if argument.type == .character { return argument.node }
        if unicodeScalarDecl(argument.type) != nil, argument.type.optionalWrapped == nil {
            return Unary(argument.node, line: line) { value, _ in .character(Character(NativeTable.scalar(of: value) ?? "\u{FFFD}")) }
        }
        guard argument.type == .string else { return nil }
        return Unary(argument.node, line: line) { value, line in
            guard let text = value.stringValue, text.count == 1, let first = text.first else {
                throw RuntimeError("Can't form a Character from a String containing more than one extended grapheme cluster", line: line)
            }
            return .character(first)
        }
    }

    /// An operator used as a function value of the expected type.
    func operatorFunction(_ spelling: String, expected: SwiftType?, range: SourceRange) -> Typed? {
        guard case .function(let function)? = expected, function.parameters.count == 2 else { return nil }
        let line = range.line
        if spelling == "min" || spelling == "max" {
            let isMin = spelling == "min"
            let operand = function.parameters[0].type
            if operand != .error, !conforms(operand, toBuiltin: "Comparable") {
                error("global function '\(spelling)' requires that '\(operand)' conform to 'Comparable'", range)
                return Typed(Constant(.void, line: line), .error)
            }
            let first = LocalGet(slot: 0, line: line)
            let second = LocalGet(slot: 1, line: line)
            let unsigned = function.parameters[0].type.isWideUnsigned
            // The values' own `<` where their type declares one (`reduce(a, min)` on a Comparable struct).
            let body = BuiltinCall(arguments: [first, second], line: line) { values, interpreter, line in
                let less = StaticWitness.ordering(interpreter, unsigned: unsigned, line: line)
                let secondIsBetter = isMin ? try less(values[1], values[0]) : try less(values[0], values[1])
                return secondIsBetter ? values[1] : values[0]
            }
            let code = functionCode(name: spelling, parameterCount: 2, frameSize: 2, body: Jump(.returnValue(body), line: line),
                                    hasSelf: false)
            // One generic `T` for both operands: `(Int, UInt) -> Int` does not take `max`.
            return Typed(MakeClosure(code: code, capturesFrame: false, line: line),
                         .function(FunctionType([FunctionParameter(operand), FunctionParameter(operand)], operand)))
        }
        guard let first = spelling.unicodeScalars.first, !CharacterSetLike.isIdentifierStart(first) else { return nil }
        let op = BinaryOperator(spelling: spelling)
        let left = Typed(LocalGet(slot: 0, line: line), function.parameters[0].type)
        let right = Typed(LocalGet(slot: 1, line: line), function.parameters[1].type)
        let body: Typed
        switch op {
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual:
            let comparison: Comparison.Operator
            switch op {
            case .equal: comparison = .equal
            case .notEqual: comparison = .notEqual
            case .less: comparison = .less
            case .lessOrEqual: comparison = .lessOrEqual
            case .greater: comparison = .greater
            default: comparison = .greaterOrEqual
            }
            if let own = userOperator(spelling, left, right, range: range) {
                body = own
            } else if case .nominal(let decl, _) = left.type, !decl.isBuiltin {
                // `sorted(by: >)` on a Comparable struct that declares only `<` (and `==`): its own
                // operators decide, as the protocol's derived `>` calls them.
                body = Typed(BuiltinCall(arguments: [left.node, right.node], line: line) { values, interpreter, line in
                    .bool(try StaticWitness.compare(comparison, values[0], values[1], interpreter, line: line))
                }, .bool)
            } else {
                body = Typed(NumberNodes.comparison(comparison, left.node, right.node, type: left.type, line: line), .bool)
            }
        default:
            body = arithmetic(op, left, right, range: range, operatorRange: range)
        }
        if case .error = body.type { return nil }
        let code = functionCode(name: spelling, parameterCount: 2, frameSize: 2,
                                body: Jump(.returnValue(body.node), line: line), hasSelf: false)
        return Typed(MakeClosure(code: code, capturesFrame: false, line: line),
                     .function(FunctionType(function.parameters, body.type)))
    }

    /// `Array(…)`, `Set(…)`, `Dictionary(…)`, `Optional(…)` with the element type inferred.
    func genericBuiltinConstruct(_ name: String, arguments: [Argument], expected: SwiftType?, range: SourceRange) -> Typed? {
        guard ["Array", "Set", "Dictionary", "Optional", "ContiguousArray"].contains(name) else { return nil }
        if let made = bareExtensionConstruct(name, arguments: arguments, expected: expected, range: range) { return made }
        let probe = Checker(probing: self)
        if name == "Optional" {
            guard arguments.count == 1 else { return nil }
            let typed = expression(arguments[0].value, expected: expected?.optionalWrapped)
            return Typed(presentOptional(typed.node, payload: typed.type, line: range.line), .optional(typed.type))
        }
        // `Dictionary(grouping:by:)` and `Dictionary(_:uniquingKeysWith:)` where a dictionary is
        // wanted are made below, as without the context.
        if case .dictionary? = expected, name == "Dictionary", let expected,
           let made = builtinConstruct(expected, arguments: arguments, expected: expected, range: range) {
            return made
        }
        if name == "Dictionary", arguments.count == 2, arguments[0].label?.name == "grouping" {
            let sequence = expression(arguments[0].value, expected: nil)
            guard let element = sequenceElement(sequence.type) else { return nil }
            let key = closureArgument(arguments[1], parameters: [element], result: nil)
            let keyType = closureResult(key)
            return Typed(BuiltinCall(arguments: [sequence.node, key.node], line: range.line) { values, interpreter, line in
                guard case .function(let closure) = values[1] else { return .dictionary([:]) }
                var groups: [Value: [Value]] = [:]
                for item in try Sequences.elements(of: values[0], line: line) {
                    groups[try interpreter.call(closure, [item], line: line), default: []].append(item)
                }
                return .dictionary(groups.mapValues { .array($0) })
            }, .dictionary(key: keyType, value: .array(element)))
        }
        if name == "Dictionary", arguments.count == 2, arguments[0].label == nil,
           arguments[1].label?.name == "uniquingKeysWith" {
            let pairs = expression(arguments[0].value, expected: nil)
            guard case .tuple(let parts)? = sequenceElement(pairs.type), parts.count == 2 else { return nil }
            let combine = closureArgument(arguments[1], parameters: [parts[1].type, parts[1].type], result: parts[1].type)
            return Typed(BuiltinCall(arguments: [pairs.node, combine.node], line: range.line) { values, interpreter, line in
                guard case .function(let closure) = values[1] else { return .dictionary([:]) }
                var result: [Value: Value] = [:]
                for pair in try Sequences.elements(of: values[0], line: line) {
                    guard case .tuple(let items) = pair, items.count == 2 else { continue }
                    if let existing = result[items[0]] {
                        result[items[0]] = try interpreter.call(closure, [existing, items[1]], line: line)
                    } else {
                        result[items[0]] = items[1]
                    }
                }
                return .dictionary(result)
            }, .dictionary(key: parts[0].type, value: parts[1].type))
        }
        if name == "Dictionary" {
            guard arguments.count == 1,
                  case .tuple(let parts)? = sequenceElement(probe.expression(arguments[0].value, expected: nil).type),
                  parts.count == 2 else { return nil }
            return builtinConstruct(.dictionary(key: parts[0].type, value: parts[1].type), arguments: arguments,
                                    expected: expected, range: range)
        }
        var element: SwiftType?
        /// A program's sequence gives its elements the type its `next()` declares, whatever the context wants.
        var fixedElement: SwiftType?
        if arguments.count == 2, arguments[0].label?.name == "repeating" {
            element = probe.expression(arguments[0].value, expected: nil).type
        } else if arguments.count == 1, arguments[0].label == nil {
            let argument = probe.expression(arguments[0].value, expected: nil).type
            fixedElement = userSequenceElement(argument)
            element = sequenceElement(argument) ?? fixedElement
        } else if let first = arguments.first, first.label?.name == "arrayLiteral" {
            // `Set(arrayLiteral: name)`: the elements' type, as the variadic parameter's.
            element = probe.expression(first.value, expected: nil).type
        }
        if fixedElement == nil, case .array(let wanted)? = expected { element = wanted }
        if fixedElement == nil, case .set(let wanted)? = expected { element = wanted }
        guard let element else { return nil }
        return builtinConstruct(name == "Set" ? .set(element) : .array(element), arguments: arguments, expected: expected,
                                range: range)
    }
}

/// Which scalars may start an identifier (so `+` is an operator and `x` is not).
enum CharacterSetLike {
    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic
    }
}
