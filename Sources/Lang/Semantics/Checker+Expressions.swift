/// Expressions: literals, names, operators; calls and members are in their own files.
extension Checker {
    /// Lowers an expression, typing literals and closures by `expected` where given.
    func expression(_ value: Expr, expected: SwiftType?) -> Typed {
        typingCount.expressions += 1
        let typed = nested(value.range, fallback: Typed(Constant(.void, line: value.range.line), .error)) {
            watchingChain(value) { expressionUnbounded(value, expected: expected) }
        }
        expressionObserver?(value, typed.type, expected, scope)
        return typed
    }

    private func expressionUnbounded(_ value: Expr, expected: SwiftType?) -> Typed {
        let line = value.range.line
        let (isPackOperand, allowsPackExpansion) = (self.isPackOperand, self.allowsPackExpansion)
        (self.isPackOperand, self.allowsPackExpansion) = (false, false)
        markTypeNameValueSites(in: value)
        if let own = ownLiteral(value, expected: expected) { return own }
        switch value.kind {
        case .integerLiteral(let text):
            if let own = ownIntegerLiteral(text, expected: expected, range: value.range) { return own }
            let typed = integerLiteral(text, expected: expected, range: value.range)
            if typed.type != .int { nonDefaultLiterals += 1 }
            return typed
        case .floatLiteral(let text):
            let type = SwiftType.floatLiteralType(in: expected)
            if type != .double { nonDefaultLiterals += 1 }
            guard let number = Double(text.withoutDigitSeparators) else {
                unsupported("this floating-point literal", value.range)
                return Typed(Constant(.void, line: line), .error)
            }
            if let generic = genericNumberLiteral(0, double: number, isFloat: true, expected: expected, line: line) { return generic }
            return Typed(Constant(type == .float ? .float(Float(number)) : .double(number), line: line), type)
        case .stringLiteral(let literal):
            return stringLiteral(literal, expected: expected, range: value.range)
        case .booleanLiteral(let flag):
            return Typed(Constant(.bool(flag), line: line), .bool)
        case .nilLiteral:
            if let expected, case .optional = expected { return Typed(Constant(.null, line: line), expected) }
            if let expected, case .error = expected { return Typed(Constant(.null, line: line), .error) }
            // An opaque result (`some P`) is a type still to be found, which gives `nil` no type.
            if let expected, !Self.isOpaque(expected), !opaqueResultValueRanges.contains(value.range) {
                error("'nil' cannot be used in context expecting type '\(expected)'", value.range)
            } else {
                error("'nil' requires a contextual type", value.range)
            }
            return Typed(Constant(.null, line: line), .error)
        case .array(let elements):
            return arrayLiteral(elements, expected: expected, range: value.range)
        case .dictionary(let elements):
            return dictionaryLiteral(elements, expected: expected, range: value.range)
        case .identifier(let name, let generics):
            if let specialized = specializedTypeNameValue(value, generics: generics) { return specialized }
            return rejectingBarePack(rejectingTypeNameValue(identifier(name, expected: expected, range: value.range), value),
                                     isPackOperand: isPackOperand, range: value.range)
        case .member(let base, let name, _):
            return rejectingNestedTypeNameValue(member(base: base, name: name, expected: expected, range: value.range), value)
        case .implicitMember(let name, _):
            return implicitMember(name, arguments: nil, expected: expected, range: value.range)
        case .paren(let inner):
            if case .packExpansion = inner.kind {
                return packTuple([Argument(label: nil, value: inner, range: inner.range)], range: value.range)
            }
            return expression(inner, expected: expected)
        case .tuple(let elements):
            return tupleLiteral(elements, expected: expected, range: value.range)
        case .call(let call):
            notePackArguments(call.arguments)
            noteSpecifiedWrappedValue(call)
            return withArgumentList(after: call.callee.range.end, openers: ["(", "{"]) {
                self.call(call, expected: expected, range: value.range)
            }
        case .subscript(let subscriptExpression):
            return withArgumentList(after: subscriptExpression.base.range.end, openers: ["["]) {
                self.subscript(subscriptExpression, range: value.range, expected: expected)
            }
        case .binary(let binary):
            if let literalMath = literalMathExpression(value, expected: expected) { return literalMath }
            return self.binary(binary, expected: expected, range: value.range)
        case .prefix(let op, let operand):
            if let literalMath = literalMathExpression(value, expected: expected) { return literalMath }
            return prefix(op, operand, expected: expected, range: value.range)
        case .postfix(.from, let operand):
            // `case 90...:` over a Double: the bound takes the subject's type, as in `..<0`.
            let bound = expression(operand, expected: rangeBoundContext(expected))
            if let user = userUnary("...", bound, isPostfix: true, range: value.range) { return user }
            return Typed(Unary(bound.node, line: line) { value, _ in .range(value, .null, closed: true) },
                         partialRangeType(.from, bound: bound.type, expected: expected))
        case .ternary(let condition, let then, let otherwise):
            let test = coerce(expression(condition, expected: .bool), to: .bool, at: caret(condition), role: .condition)
            let (left, right, type) = unify(then, otherwise, expected: expected, range: value.range)
            return Typed(Ternary(test, left, right, line: line), type)
        case .forceUnwrap(let operand):
            let typed = expression(operand, expected: expected.map { .optional($0) })
            guard case .optional(let wrapped) = typed.type else {
                if case .error = typed.type { return typed }
                error("cannot force unwrap value of non-optional type \(spelling(of: typed))", caret(value))
                return Typed(typed.node, .error)
            }
            return Typed(ForceUnwrap(typed.node, line: line), wrapped)
        case .optionalEvaluation(let inner):
            // `Int?.self`: the parser reads a chain; a `?` bound to a type is Optional's sugar, as
            // swiftc folds it before checking.
            if case .postfixSelf(let base) = inner.kind, let type = typeNamed(by: base) {
                return Typed(metatypeValue(type, line: line), .metatype(type))
            }
            let typed = expression(inner, expected: nil)
            let type: SwiftType
            if case .optional = typed.type { type = typed.type } else if typed.type == .void { type = .void } else {
                type = .optional(typed.type)
            }
            return Typed(OptionalChain(typed.node, line: line), type == .void ? .optional(.void) : type)
        case .bindOptional(let operand):
            let typed = expression(operand, expected: nil)
            guard case .optional(let wrapped) = typed.type else {
                if case .error = typed.type { return typed }
                error("cannot use optional chaining on non-optional value of type '\(typed.type)'", value.range)
                return Typed(typed.node, .error)
            }
            return Typed(BindOptional(typed.node, line: line), wrapped)
        case .closure(let closure):
            return self.closure(closure, expected: expected, range: value.range)
        case .try(let kind, let inner):
            if kind == .plain, !errorsAreHandled { error("errors thrown from here are not handled", value.range) }
            if kind == .plain, catchLeavesErrorsUnhandled {
                error("errors thrown from here are not handled because the enclosing catch is not exhaustive", value.range)
            }
            if kind == .plain { noteThrowingSite() }
            tryDepth += 1
            if kind != .plain { absorbingTryDepth += 1 }
            let typed = expression(inner, expected: kind == .optional ? expected?.optionalWrapped ?? expected : expected)
            tryDepth -= 1
            if kind != .plain { absorbingTryDepth -= 1 }
            switch kind {
            case .plain: return typed
            case .forced: return Typed(TryExpression(typed.node, isForced: true, line: line), typed.type)
            case .optional:
                let type: SwiftType = typed.type.optionalWrapped != nil ? typed.type : .optional(typed.type)
                return Typed(TryExpression(typed.node, isForced: false, line: line), type)
            }
        case .await(let inner):
            return expression(inner, expected: expected)
        case .packExpansion(let pattern):
            return packExpansion(pattern, expected: expected, isAllowed: allowsPackExpansion, range: value.range)
        case .packElement(let pack):
            return packElement(pack, range: value.range)
        case .cast(let operand, let kind, let typeExpression):
            return cast(operand, kind, resolveType(typeExpression), range: value.range)
        case .isType(let operand, let typeExpression):
            let typed = castOperand(expression(operand, expected: nil), line: line)
            let target = resolveType(typeExpression)
            let test = dynamicCast(to: target)
            return Typed(Lazy(line: line) { frame, interpreter in
                .bool(test(try typed.node.evaluate(frame, interpreter), interpreter) != nil)
            }, .bool)
        case .postfixSelf(let base):
            if let conforming = protocolSelfDotSelf(base, range: value.range) { return conforming }
            if let type = typeNamed(by: base) { return Typed(metatypeValue(type, line: line), .metatype(type)) }
            return expression(base, expected: expected)
        case .type(let typeExpression):
            let type = resolveType(typeExpression)
            return Typed(metatypeValue(type, line: line), .metatype(type))
        case .magicIdentifier(let name):
            return magicIdentifier(name, id: value.id, expected: expected, range: value.range)
        case .inOut(let inner):
            error("'&' may only be used to pass an argument to inout parameter", value.range)
            return expression(inner, expected: expected)
        case .ifExpression(let ifStatement):
            return ifExpression(ifStatement, expected: expected, range: value.range)
        case .switchExpression(let switchStatement):
            return switchExpression(switchStatement, expected: expected, range: value.range)
        case .superRef:
            unsupported("'super' here", value.range)
            return Typed(Constant(.void, line: line), .error)
        case .discard:
            error("'_' can only appear in a pattern or on the left side of an assignment", value.range)
            return Typed(Constant(.void, line: line), .error)
        case .keyPath(let keyPath):
            if case .function(let function)? = expected, function.parameters.count == 1 {
                let root = keyPath.root.map(resolveType) ?? function.parameters[0].type
                return keyPathClosure(keyPath, parameter: root, range: value.range)
            }
            return keyPathValue(keyPath, expected: expected, range: value.range)
        case .macroExpansion(let macro):
            if macro.name.name == "colorLiteral" { return colorLiteral(macro, id: value.id, expected: expected, range: value.range) }
            unsupported("#\(macro.name.name)", value.range)
            return Typed(Constant(.void, line: line), .error)
        case .postfix(.custom(let spelling), let operand):
            if spelling == "++" || spelling == "--", !hasOperatorFunction(spelling, for: operand),
               let first = spelling.unicodeScalars.first, let at = point(at: first, after: operand.range.end) {
                // C's increment: Swift has none, and says what to write instead.
                error("cannot find operator '\(spelling)' in scope; did you mean '\(spelling.prefix(1))= 1'?", at)
                return Typed(Constant(.void, line: line), .error)
            }
            return customUnary(spelling, operand, isPostfix: true, expected: expected, range: value.range)
        case .postfixIfConfig(let base, let config):
            return postfixIfConfig(base: base, config, expected: expected)
        case .ifConfigBase:
            unsupported("'#if' in a modifier chain", value.range)
            return Typed(Constant(.void, line: line), .error)
        case .error:
            return Typed(Constant(.void, line: line), .error)
        }
    }

    // MARK: - Literals

    private func integerLiteral(_ text: String, expected: SwiftType?, range: SourceRange) -> Typed {
        let type = SwiftType.integerLiteralType(in: expected)
        let line = range.line
        if type.isWideUnsigned, Checker.parseInteger(text) == nil, let pattern = Checker.parseUnsigned(text) {
            return Typed(Constant(.int(Int(bitPattern: pattern)), line: line), type)
        }
        guard let magnitude = Checker.parseInteger(text) else {
            error("integer literal '\(text)' overflows when stored into '\(type)'", range)
            return Typed(Constant(.int(0), line: line), .error)
        }
        if let generic = genericNumberLiteral(magnitude, double: 0, isFloat: false, expected: expected, line: line) { return generic }
        switch type {
        case .double, .cgFloat: return Typed(Constant(.double(Double(magnitude)), line: line), type)
        case .float: return Typed(Constant(.float(Float(magnitude)), line: line), type)
        case .fixedInt(let kind):
            if magnitude > kind.max {
                error("integer literal '\(text)' overflows when stored into '\(type)'", range)
            }
            return Typed(Constant(.int(magnitude), line: line), type)
        default:
            return Typed(Constant(.int(magnitude), line: line), .int)
        }
    }

    /// The value of an integer literal's text (`0x_FF`, `0b1010`, `1_000`), nil if it does not
    /// fit an `Int`.
    static func parseInteger(_ text: String) -> Int? {
        let digits = text.withoutDigitSeparators
        if digits.hasPrefix("0x") { return Int(digits.dropFirst(2), radix: 16) }
        if digits.hasPrefix("0b") { return Int(digits.dropFirst(2), radix: 2) }
        if digits.hasPrefix("0o") { return Int(digits.dropFirst(2), radix: 8) }
        return Int(digits)
    }

    /// The value of an integer literal's text that fits a `UInt` (up to `UInt.max`), or nil.
    static func parseUnsigned(_ text: String) -> UInt? {
        let digits = text.withoutDigitSeparators
        for (prefix, radix) in [("0x", 16), ("0b", 2), ("0o", 8)] where digits.hasPrefix(prefix) {
            return UInt(digits.dropFirst(2), radix: radix)
        }
        return UInt(digits)
    }

    private func stringLiteral(_ literal: StringLiteral, expected: SwiftType?, range: SourceRange) -> Typed {
        if let own = ownStringLiteral(literal, expected: expected, range: range) { return own }
        let line = range.line
        if let text = literal.staticText {
            if let expected, expected.unwrappingOptionals == .character, text.count == 1, let character = text.first {
                return Typed(Constant(.character(character), line: line), .character)
            }
            if let scalar = unicodeScalarLiteral(text, expected: expected, line: line) { return scalar }
            return Typed(Constant(.string(text), line: line), expected?.unwrappingOptionals == .substring ? .substring : .string)
        }
        return Typed(Interpolation(interpolationParts(literal, runs: nil, line: line), line: line), .string)
    }

    /// The pieces of an interpolated literal, each a node and the type it is described as: a
    /// `String` for the literal's text and every value it describes. A `LocalizedStringKey`
    /// literal (`runs` given) also formats `\(value, specifier:)`, and keeps an interpolated
    /// value of a type `runs` takes (SwiftUI's `Text`, `Image`) as itself, with its own type.
    func interpolationParts(_ literal: StringLiteral, runs: ((SwiftType) -> Bool)?, line: Int) -> [(Expression, SwiftType)] {
        var parts: [(Expression, SwiftType)] = []
        for segment in literal.segments {
            switch segment {
            case .text(let text):
                parts.append((Constant(.string(text), line: line), .string))
            case .interpolation(let arguments, let segmentRange):
                if runs != nil, arguments.count == 2, arguments[0].label == nil, arguments[1].label?.name == "specifier" {
                    parts.append((specifierInterpolation(arguments[0], arguments[1], line: line), .string))
                    continue
                }
                if arguments.count == 2, arguments[0].label == nil, arguments[1].label?.name == "specifier" {
                    // At the `(` of `\(…)`, the argument list of the `appendInterpolation` call, as swiftc points.
                    var list = segmentRange
                    list.start.column += 1
                    list.start.offset += 1
                    error("incorrect argument label in call (have '_:specifier:', expected '_:default:')", list)
                    continue
                }
                guard arguments.count == 1, arguments[0].label == nil else {
                    unsupported("interpolation with several arguments", segmentRange)
                    continue
                }
                interpolatedRanges.insert(unparenthesized(arguments[0].value).range)
                let typed = expression(arguments[0].value, expected: nil)
                if let runs, runs(typed.type) {
                    parts.append((typed.node, typed.type))
                    continue
                }
                parts.append((describingNode(typed, line: line), .string))
            }
        }
        return parts
    }

    private func arrayLiteral(_ elements: [Expr], expected: SwiftType?, range: SourceRange) -> Typed {
        let line = range.line
        if let options = expected?.unwrappingOptionals, isOptionSet(options) {
            return optionSetLiteral(elements, expected: options, range: range)
        }
        elements.forEach(rejectNonEscapingUse)
        var elementType: SwiftType?
        var isSet = false
        switch expected?.unwrappingOptionals {
        case .array(let element)?: elementType = element
        case .nominal(let proto, let arguments)? where arguments.count == 1 && isBuiltinSequenceProtocol(proto):
            // `some Sequence<Double>` takes `[1, 2]` as a `[Double]`; `some Sequence`, as an array of
            // the elements' own type, `[Any]` when they share none (swiftc's underlying types).
            guard arguments[0] == .opaque([]) else { elementType = arguments[0]; break }
            elementType = joinedType(elements) ?? .existential([])
        case .set(let element)?:
            elementType = element == .error && !elements.isEmpty ? joinedType(elements) : element
            isSet = true
        case .arraySlice(let element)?:
            // An ArraySlice is an array literal too (`xs[1...] == [2, 3]`), indexed from 0.
            let nodes = elements.map { coerce(expression($0, expected: element), to: element, at: caret($0), role: .element) }
            return Typed(Unary(MakeList(.array, nodes, line: line), line: line) { value, _ in
                .slice(value.arrayElements ?? [], startIndex: 0)
            }, .arraySlice(element))
        case .generic(let parameter)?: elementType = literalElement(of: parameter, elements)
        case .existential?, .error?: break
        default: break
        }
        if let elementType {
            let nodes = elements.map { coerce(expression($0, expected: elementType), to: elementType, at: caret($0), role: .element) }
            return Typed(MakeList(isSet ? .set : .array, nodes, line: line), isSet ? .set(elementType) : .array(elementType))
        }
        return inferredArrayLiteral(elements, expected: expected, range: range)
    }

    /// The one type a list of expressions shares without context: a float literal among integer
    /// literals makes them all `Double`; otherwise every element must have the first's type.
    func joinedType(_ elements: [Expr]) -> SwiftType? {
        let nonNil = elements.filter { if case .nilLiteral = $0.kind { return false } else { return true } }
        if nonNil.count < elements.count {
            guard let joined = joinedType(nonNil) else { return nil }
            return joined.optionalWrapped != nil ? joined : .optional(joined)
        }
        if let tuple = joinedTupleLiterals(elements) { return tuple }
        let probe = Checker(probing: self)
        var types: [SwiftType] = []
        for element in elements { types.append(probe.expression(element, expected: nil).type) }
        guard var joined = types.first else { return nil }
        for (element, type) in zip(elements, types).dropFirst() where type != joined {
            if case .error = type { continue }
            if case .error = joined { joined = type; continue }
            if joined == .int, type.isNumeric, isLiteralOnly(elements[0]) { joined = type; continue }
            if type == .int, joined.isNumeric, isLiteralOnly(element) { continue }
            // A number literal beside a type that takes it as a literal (`[Decimal(1.5), 2, 2.5]`).
            if isLiteralOnly(element), takesNumberLiteral(joined, type) { continue }
            if isLiteralOnly(elements[0]), takesNumberLiteral(type, joined) { joined = type; continue }
            if case .optional(let wrapped) = joined, converts(type, to: wrapped) || type == wrapped { continue }
            if case .optional = type, converts(joined, to: type) { joined = type; continue }
            if converts(type, to: joined) { continue }
            if converts(joined, to: type) { joined = type; continue }
            if case .nominal(let a, _) = joined, case .nominal(let b, _) = type, a.kind == .class, b.kind == .class {
                var ancestor: NominalDecl? = a.superclass
                var hops = 0
                while let candidate = ancestor, !b.isSubclass(of: candidate), hops < 100 {
                    ancestor = candidate.superclass
                    hops += 1
                }
                if let ancestor { joined = .nominal(ancestor, []); continue }
            }
            return nil
        }
        return joined
    }

    /// Whether the program's or the library's `type` conforms to the literal protocol of the
    /// number literal typed `literal` by default (`Int`: ExpressibleByIntegerLiteral, `Double`:
    /// ExpressibleByFloatLiteral).
    private func takesNumberLiteral(_ type: SwiftType, _ literal: SwiftType) -> Bool {
        guard type.nominalDecl != nil, literal == .int || literal == .double else { return false }
        return conforms(type, toBuiltin: literal == .int ? "ExpressibleByIntegerLiteral" : "ExpressibleByFloatLiteral")
    }

    private func dictionaryLiteral(_ elements: [DictionaryElement], expected: SwiftType?, range: SourceRange) -> Typed {
        let line = range.line
        var keyType: SwiftType?
        var valueType: SwiftType?
        if case .dictionary(let key, let value)? = expected?.unwrappingOptionals {
            keyType = key
            valueType = value
        } else if elements.isEmpty {
            error("empty collection literal requires an explicit type", range)
            return Typed(MakeDictionary([], line: line), .error)
        } else {
            // No type wanted: swiftc gives the entries one of their own to find (Checker+FailedOverloads).
            for element in elements {
                passedAsGenericRanges.insert(element.key.range)
                passedAsGenericRanges.insert(element.value.range)
            }
            keyType = joinedType(elements.map(\.key))
            // A `? :` of two literals as a value is one of no common type (Checker+HeterogeneousLiterals).
            valueType = elements.contains { mismatchedConditional($0.value) == true } ? nil : joinedType(elements.map(\.value))
            if keyType == nil || valueType == nil {
                error("heterogeneous collection literal could only be inferred to '[String : Any]'; add explicit type annotation if this is intentional", range)
                return Typed(MakeDictionary([], line: line), .error)
            }
        }
        let key = keyType ?? .error
        let value = valueType ?? .error
        var isInferred = true
        if case .dictionary? = expected?.unwrappingOptionals { isInferred = false }
        // A key type the context names was reported where it is written.
        if case .error = key {} else if isInferred, !conforms(key, toBuiltin: "Hashable") {
            error("type '\(key)' does not conform to protocol 'Hashable'", range)
        }
        let entries = elements.map { element in
            guard isInferred else {
                return (coerce(expression(element.key, expected: key), to: key, at: caret(element.key), role: .dictionaryKey),
                        coerce(expression(element.value, expected: value), to: value, at: caret(element.value), role: .dictionaryValue))
            }
            return (inferredElement(element.key, joined: key, context: key, role: .dictionaryKey),
                    inferredElement(element.value, joined: value, context: joinedContext(element.value, value), role: .dictionaryValue))
        }
        return Typed(MakeDictionary(entries, line: line), .dictionary(key: key, value: value))
    }

    private func tupleLiteral(_ elements: [Argument], expected: SwiftType?, range: SourceRange) -> Typed {
        if elements.isEmpty { return Typed(Constant(.void, line: range.line), .void) }
        if elements.contains(where: { if case .packExpansion = $0.value.kind { true } else { false } }) {
            return packTuple(elements, range: range)
        }
        var expectedElements: [TupleElement] = []
        if case .tuple(let types)? = expected, types.count == elements.count { expectedElements = types }
        if let order = tupleShuffle(elements, to: expectedElements) {
            return shuffledTuple(elements, expectedElements, order: order, range: range)
        }
        var nodes: [Expression] = []
        var types: [TupleElement] = []
        for (index, element) in elements.enumerated() {
            let want = index < expectedElements.count ? expectedElements[index].type : nil
            // No type wanted: swiftc gives the element one of its own to find (Checker+FailedOverloads).
            if want == nil { passedAsGenericRanges.insert(element.value.range) }
            let typed = expression(element.value, expected: want)
            nodes.append(want.map { coerce(typed, to: $0, at: caret(element.value), role: .element) } ?? typed.node)
            types.append(TupleElement(label: element.label?.name, want ?? typed.type))
        }
        return Typed(MakeList(.tuple, nodes, line: range.line), .tuple(types))
    }

    // MARK: - Helpers

    /// Whether an expression is made only of literals and operators, so that its type comes from
    /// the context (`2 * x` types `2` as `x`'s type).
    func isLiteralOnly(_ value: Expr) -> Bool {
        switch value.kind {
        case .integerLiteral, .floatLiteral: return true
        case .paren(let inner), .prefix(_, let inner): return isLiteralOnly(inner)
        case .binary(let binary): return isLiteralOnly(binary.lhs) && isLiteralOnly(binary.rhs)
        default: return false
        }
    }

    /// Converts a value to its `description` text for interpolation and `String(describing:)`.
    func describingNode(_ typed: Typed, line: Int) -> Expression {
        if containsGeneric(typed.type) {
            return describingNode(Typed(boxedWithWitnesses(typed.node, typed.type, line: line), .any), line: line)
        }
        let type = typed.type
        return Lazy(line: line) { frame, interpreter in
            let value = try typed.node.evaluate(frame, interpreter)
            if case .string = value, type == .string || type == .substring { return value }
            if case .substring(let text, _) = value { return .string(text) }
            try interpreter.checkInterrupt(line: line)
            return .string(try interpreter.printer.description(of: value, as: type))
        }
    }

    /// The type an expression names when it is used as a type (`Point` in `Point.self`), or nil.
    func typeNamed(by value: Expr) -> SwiftType? {
        switch value.kind {
        case .identifier(let name, let arguments):
            if case .variable = lookup(name.name) ?? .functions([]) { return nil }
            let generic = arguments.map { resolveType($0) }
            if let builtin = builtinType(name.name, arguments: generic, range: value.range) {
                if case .type = lookup(name.name) ?? .functions([]) {} else { return builtin }
            }
            if name.name == "Self", let currentType { return currentType }
            if case .type(let type)? = lookup(name.name) {
                if case .nominal(let decl, _) = type, !generic.isEmpty { return .nominal(decl, generic) }
                return type
            }
            return enclosingNestedType(name.name)
        case .member(let base, let name, let arguments):
            if let qualified = moduleQualifiedTypeReference(base, name, arguments: arguments) { return qualified }
            guard let baseType = typeNamed(by: base), let nested = nestedType(name.name, in: baseType) else { return nil }
            return withOwnArguments(nested, arguments, outer: baseType)
        case .type(let typeExpression):
            return resolveType(typeExpression)
        case .tuple(let elements) where elements.count > 1:
            var types: [TupleElement] = []
            for element in elements {
                guard let type = typeNamed(by: element.value) else { return nil }
                types.append(TupleElement(label: element.label?.name, type))
            }
            return .tuple(types)
        case .paren(let inner):
            return typeNamed(by: inner)
        // `Int?` read as a chain: the `?` bound to a type makes an optional type.
        case .bindOptional(let inner):
            return typeNamed(by: inner).map { .optional($0) }
        case .optionalEvaluation(let inner):
            return typeNamed(by: inner)
        // `[Int].make()`, `[String: Int].empty`: sugared collection types before a member.
        case .array(let elements) where elements.count == 1:
            return typeNamed(by: elements[0]).map { .array($0) }
        case .dictionary(let pairs) where pairs.count == 1:
            guard let key = typeNamed(by: pairs[0].key), let value = typeNamed(by: pairs[0].value) else { return nil }
            return .dictionary(key: key, value: value)
        default:
            return nil
        }
    }
}
