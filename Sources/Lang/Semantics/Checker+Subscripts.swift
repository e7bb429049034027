/// Subscripts of arrays, dictionaries and strings, for reading and for assignment.
extension Checker {
    /// `base[arguments]`; `expected` is the context's type, which a generic subscript's result
    /// infers its parameters from (`let n: Int? = bag[key: "a"]`).
    func `subscript`(_ subscriptExpression: SubscriptExpr, range: SourceRange, expected: SwiftType? = nil) -> Typed {
        let line = range.line
        var base = expression(subscriptExpression.base, expected: indexedLiteralContext(subscriptExpression, expected: expected))
        let arguments = subscriptExpression.arguments
        if arguments.count == 1, arguments[0].label?.name == "keyPath" {
            return keyPathSubscript(base, arguments[0].value, range: range)
        }
        if let read = staticSubscriptRead(base, arguments: arguments, expected: expected, range: range) { return read }
        if rejectStaticSubscriptOnInstance(base, subscriptExpression) { return Typed(base.node, .error) }
        if let cut = ownCollectionRangeSubscript(base, arguments, line: line) { return cut }
        if let requirement = protocolSubscript(base, arguments: arguments, range: range) { return requirement }
        if let subscripts = declaredSubscripts(of: base.type), usesDeclaredSubscript(base.type, arguments) {
            return callDeclaredSubscript(base, subscripts, arguments: arguments, expected: expected, range: range)
        }
        let bracket = point(at: "[", after: subscriptExpression.base.range.end) ?? range
        if let element = offsetSliceSubscript(base, arguments, bracket: bracket, line: line)
            ?? ownSliceSubscript(base, arguments, line: line) { return element }
        if lacksSubscript(base) {
            error("value of type '\(spokenMemberBase(base.type))' has no subscripts", bracket)
            lowerAll(arguments)
            return Typed(base.node, .error)
        }
        // A collection parameter's value: its elements, a cut of them its own (`C.SubSequence`).
        if let view = genericCutView(base, line: line) {
            let result = elementSubscript(view.elements, arguments, bracket: bracket, range: range)
            return genericCutResult(result, of: base, held: view.held, line: line)
        }
        // A sequence parameter's value, or `self` in an extension of Collection: its elements' array.
        if let elements = mutableCollectionPositions(base, arguments, line: line) ?? genericSequenceElements(base, line: line) {
            base = elements
        }
        return elementSubscript(base, arguments, bracket: bracket, range: range)
    }

    /// The type an array literal indexed once (`[.red, .blue][i]`) is typed as: an array of what
    /// the context wants its element as, when the literal has no type of its own (its elements are
    /// implicit members), as swiftc solves the literal and the subscript together; nil otherwise
    /// (`[.red, .blue][i]` with no context stays "cannot be resolved without a contextual type").
    private func indexedLiteralContext(_ subscriptExpression: SubscriptExpr, expected: SwiftType?) -> SwiftType? {
        guard let expected, expected != .error, !containsGeneric(expected), case .array = subscriptExpression.base.kind,
              subscriptExpression.arguments.count == 1, subscriptExpression.arguments[0].label == nil else { return nil }
        let probe = Checker(probing: self)
        guard hasError(probe.expression(subscriptExpression.base, expected: nil).type),
              probe.expression(subscriptExpression.arguments[0].value, expected: .int).type == .int else { return nil }
        return .array(expected)
    }

    /// `base[arguments]` of a standard collection or lazy value (a generic value read as its elements).
    private func elementSubscript(_ base: Typed, _ arguments: [Argument], bracket: SourceRange, range: SourceRange) -> Typed {
        let line = range.line
        var base = base
        // `xs.lazy[1]`: a `LazySequence` has its base's indices.
        if let lazyBase = lazySequenceBase(base, line: line) ?? lazySliceAsArraySlice(base, line: line) { base = lazyBase }
        if let element = lazyClosureSubscript(base, arguments, bracket: bracket, line: line) { return element }
        if let whole = unboundedSubscript(base, arguments, line: line) { return whole }
        switch base.type {
        case .array(let element):
            if arguments.count == 1, let label = arguments[0].label {
                error("extraneous argument label '\(label.name):' in subscript", bracket)
                lowerAll(arguments)
                return Typed(base.node, .error)
            }
            guard arguments.count == 1 else { break }
            let index = indexExpression(arguments[0].value, expected: .int)
            if case .range(.int, let closed) = index.type {
                return arraySliceSubscript(base, index, element: element, closed: closed, line: line)
            }
            if matchesNoSubscript(index.type, wanted: .int) {
                error("no exact matches in call to subscript", bracket)
                return Typed(base.node, .error)
            }
            let position = coerce(index, to: .int, at: caret(arguments[0].value), role: .argument)
            return Typed(BuiltinCall(arguments: [base.node, position], line: line) { values, _, line in
                guard case .array(let elements) = values[0], case .int(let index) = values[1] else {
                    throw RuntimeError("array subscript of the wrong type", line: line)
                }
                guard index >= 0, index < elements.count else { throw RuntimeError("Index out of range", line: line) }
                return elements[index]
            }, element)
        case .dictionary(let key, let value):
            if arguments.count == 2, arguments[1].label?.name == "default" {
                let keyNode = coerce(expression(arguments[0].value, expected: key), to: key, at: caret(arguments[0].value), role: .argument)
                let fallback = coerce(expression(arguments[1].value, expected: value), to: value, at: caret(arguments[1].value), role: .argument)
                return Typed(BuiltinCall(arguments: [base.node, keyNode, fallback], line: line) { values, _, _ in
                    guard case .dictionary(let entries) = values[0] else { return values[2] }
                    return entries.contents[values[1]] ?? values[2]
                }, value)
            }
            guard arguments.count == 1, arguments[0].label == nil else { break }
            let keyTyped = expression(arguments[0].value, expected: key)
            if let pair = offsetIndexSubscript(base, keyTyped, line: line) { return pair }
            if matchesNoSubscript(keyTyped.type, wanted: key) {
                error("no exact matches in call to subscript", bracket)
                return Typed(base.node, .error)
            }
            let keyNode = coerce(keyTyped, to: key, at: caret(arguments[0].value), role: .argument)
            return Typed(BuiltinCall(arguments: [base.node, keyNode], line: line) { values, _, _ in
                guard case .dictionary(let entries) = values[0] else { return .null }
                return entries.contents[values[1]].map(Value.wrapping) ?? .null
            }, .optional(value))
        case .set where arguments.count == 1 && arguments[0].label == nil,
             .range(.int, closed: true) where arguments.count == 1 && arguments[0].label == nil:
            let index = indexExpression(arguments[0].value, expected: Checker.indexType(of: base.type))
            if let element = offsetIndexSubscript(base, index, line: line) { return element }
            if index.type != .error { error("no exact matches in call to subscript", bracket) }
            return Typed(base.node, .error)
        case .error:
            lowerAll(arguments)
            return base
        case .range(.int, closed: false) where arguments.count == 1 && arguments[0].label == nil:
            return integerRangeSubscript(base, arguments[0].value, bracket: bracket, line: line)
        case .arraySlice(let element) where arguments.count == 1 && arguments[0].label == nil:
            return sliceSubscript(base, arguments[0], element: element, bracket: bracket, line: line)
        case .string where arguments.count == 1 && arguments[0].label == nil,
             .substring where arguments.count == 1 && arguments[0].label == nil:
            return stringSubscript(base, arguments[0], range: range, bracket: bracket)
        default:
            break
        }
        error("value of type '\(base.type)' has no subscripts", bracket)
        lowerAll(arguments)
        return Typed(base.node, .error)
    }

    /// `c[i]` read on a `MutableCollection` parameter's value: its elements at the positions the
    /// body's indices name (an `ArraySlice`'s its base's), as `c[i] = x` writes them
    /// (GenericElementPlace); nil for anything else.
    private func mutableCollectionPositions(_ base: Typed, _ arguments: [Argument], line: Int) -> Typed? {
        guard case .generic(let parameter) = base.type, isMutableCollection(base.type), !isTextParameter(parameter),
              arguments.count == 1, arguments[0].label == nil, let element = genericElement(parameter) else { return nil }
        return Typed(GenericSequenceElements(base.node, asSlice: true, line: line), .arraySlice(element))
    }

    /// Whether an index of type `type` fits none of a builtin subscript's overloads, which swiftc
    /// reports as one "no exact matches" at the `[` (an optional that would fit is left to the
    /// conversion's "must be unwrapped"; an erroneous index has been reported already).
    private func matchesNoSubscript(_ type: SwiftType, wanted: SwiftType) -> Bool {
        if type == .error || converts(type, to: wanted) { return false }
        if let wrapped = type.optionalWrapped, converts(wrapped, to: wanted) { return false }
        return true
    }

    /// A place for `base[index] = …`.
    func subscriptPlace(_ basePlace: Place, _ baseType: SwiftType, _ subscriptExpression: SubscriptExpr,
                        range: SourceRange) -> (Place, SwiftType)? {
        let arguments = subscriptExpression.arguments
        if arguments.count == 1, arguments[0].label?.name == "keyPath" {
            return keyPathPlace(basePlace, baseType, arguments[0].value, range: range,
                                bracket: SourceRange(at: subscriptExpression.base.range.end))
        }
        if let subscripts = declaredSubscripts(of: baseType), usesDeclaredSubscript(baseType, arguments) {
            return declaredSubscriptPlace(basePlace, baseType, subscripts, arguments: arguments, range: range)
        }
        if rejectStaticSubscriptOnInstance(Typed(Constant(.void, line: range.line), baseType), subscriptExpression) { return nil }
        switch baseType {
        case .array(let element):
            guard arguments.count == 1 else { break }
            let index = coerce(expression(arguments[0].value, expected: .int), to: .int, at: caret(arguments[0].value), role: .argument)
            return (ArrayElementPlace(base: basePlace, index: index, line: range.line), element)
        case .arraySlice(let element) where arguments.count == 1:
            let index = coerce(expression(arguments[0].value, expected: .int), to: .int, at: caret(arguments[0].value), role: .argument)
            return (SliceElementPlace(base: basePlace, index: index, line: range.line), element)
        case .generic(let parameter) where arguments.count == 1 && arguments[0].label == nil && isMutableCollection(baseType):
            // `c[i] = x` on a `MutableCollection` parameter: `C.Index` is an Int position in the body.
            guard let element = genericElement(parameter) else { break }
            let index = coerce(expression(arguments[0].value, expected: .int), to: .int, at: caret(arguments[0].value), role: .argument)
            return (GenericElementPlace(base: basePlace, index: index, line: range.line), element)
        case .generic(let parameter) where !isTextParameter(parameter) && conforms(baseType, toBuiltin: "Collection"):
            // A `Collection` parameter's subscript only reads.
            error("cannot assign through subscript: subscript is get-only",
                  point(at: "[", after: subscriptExpression.base.range.end) ?? range)
            lowerAll(arguments)
            return nil
        case _ where rejectsPositionAssignment(baseType, subscriptExpression):
            lowerAll(arguments)
            return nil
        case .dictionary(let key, let value):
            let keyNode = coerce(expression(arguments[0].value, expected: key), to: key, at: caret(arguments[0].value), role: .argument)
            if arguments.count == 2, arguments[1].label?.name == "default" {
                let fallback = watchingEntryDefault(of: basePlace, range: range) {
                    coerce(expression(arguments[1].value, expected: value), to: value, at: caret(arguments[1].value), role: .argument)
                }
                return (DictionaryEntryPlace(base: basePlace, key: keyNode, defaultValue: fallback, line: range.line), value)
            }
            return (DictionaryEntryPlace(base: basePlace, key: keyNode, defaultValue: nil, line: range.line), .optional(value))
        default:
            break
        }
        error("cannot assign through subscript: value of type '\(baseType)' has no subscripts", range)
        return nil
    }

    /// Whether `base[arguments]` goes to a subscript the program declared: always for its own
    /// types; for a builtin type extended with a subscript, when the builtin one (one unlabelled
    /// argument, or `key, default:`) does not fit.
    private func usesDeclaredSubscript(_ baseType: SwiftType, _ arguments: [Argument]) -> Bool {
        if let decl = baseType.nominalDecl, !isBuiltinSequenceProtocol(decl) { return true }
        if arguments.count == 2, arguments[1].label?.name == "default" { return false }
        if arguments.count == 1, arguments[0].label == nil, baseType == .string || baseType == .substring {
            // String has no subscript by Int: a program's own (`extension String { subscript(i: Int) }`)
            // is the one an integer or integer range picks, as in swiftc.
            switch Checker(probing: self).expression(arguments[0].value, expected: nil).type {
            case let type where type.isInteger: return true
            case .range(let bound, _) where bound.isInteger: return true
            default: return false
            }
        }
        return arguments.count != 1 || arguments[0].label != nil
    }
}
