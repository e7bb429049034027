/// The rules of the methods of arrays, sets, dictionaries, ranges and strings as sequences
/// (declared in `StandardLibrary+Collections.swift`): the closure-taking ones (`map`, `filter`,
/// `reduce`, `sorted(by:)`) call back into the program. The mutating ones are in
/// `Checker+MutatingMethods.swift`.
extension Checker {
    /// A closure argument lowered against `(parameters) -> result`; a nil result is inferred.
    /// With `optionalResult` the result to infer is an optional (`compactMap`'s `ElementOfResult?`),
    /// so that a multi-statement closure may return nil besides its values.
    func closureArgument(_ argument: Argument, parameters: [SwiftType], result: SwiftType?, firstIsInout: Bool = false,
                         optionalResult: Bool = false, rethrowing: Bool = false) -> Typed {
        let inferred = TypeParameter(name: "Result")
        let type = SwiftType.function(FunctionType(parameters.enumerated().map { index, parameter in
            FunctionParameter(parameter, isInout: firstIsInout && index == 0)
        }, result ?? (optionalResult ? .optional(.generic(inferred)) : .generic(inferred))))
        let outerRethrowing = rethrowingClosureArgument
        // A generic result's closure type is declared with typed throws (`map`'s
        // `(Element) throws(E) -> T`), which swiftc does not spell while `E` is open.
        rethrowingClosureArgument = rethrowing && result != nil ? argument.value.range : nil
        let typed = expression(argument.value, expected: type)
        rethrowingClosureArgument = outerRethrowing
        if result != nil { return Typed(coerce(typed, to: type, at: caret(argument.value), role: .argument), type) }
        // The result is inferred from the function; its parameters must still fit (and a
        // function of N parameters takes an N-tuple element spread over them).
        guard case .function(let function) = typed.type else { return typed }
        let inferredType = SwiftType.function(FunctionType(parameters.enumerated().map { index, parameter in
            FunctionParameter(parameter, isInout: firstIsInout && index == 0)
        }, function.result, throws: function.isThrowing))
        return Typed(coerce(typed, to: inferredType, at: caret(argument.value), role: .argument), inferredType)
    }

    /// The program's own `<` for a type, as a function value, or nil when the type has none.
    func userLessThan(_ type: SwiftType, line: Int) -> Typed? {
        let left = Typed(LocalGet(slot: 0, line: line), type)
        let right = Typed(LocalGet(slot: 1, line: line), type)
        guard let call = userOperator("<", left, right, range: SourceRange(at: SourceLocation(line: line, column: 1, offset: 0))) else {
            return nil
        }
        let code = functionCode(name: "<", parameterCount: 2, frameSize: 2, body: Jump(.returnValue(call.node), line: line), hasSelf: false)
        return Typed(MakeClosure(code: code, capturesFrame: false, line: line),
                     .function(FunctionType([FunctionParameter(type), FunctionParameter(type)], .bool)))
    }

    /// The result type of a lowered closure.
    func closureResult(_ typed: Typed) -> SwiftType {
        if case .function(let function) = typed.type { return function.result }
        return .error
    }

    /// A call of a sequence method: the receiver's value, then the arguments', to `body`.
    func sequenceCall(_ site: BuiltinSite, _ type: SwiftType, _ extra: [Expression],
                      _ body: @escaping ([Value], Interpreter, Int) throws -> Value) -> Typed {
        Typed(BuiltinCall(arguments: (site.base.map { [$0.node] } ?? []) + extra, line: site.line, body), type)
    }

    /// A mutating method: `body` changes the receiver in its place (an error when it is a constant).
    func sequenceMutation(_ site: BuiltinSite, _ type: SwiftType, _ extra: [Expression],
                          _ body: @escaping (inout Value, [Value], Interpreter, Int) throws -> Value) -> Typed? {
        guard let basePlace = site.basePlace else {
            error(immutableBaseMessage(site.receiverType), site.nameRange ?? site.range)
            return Typed(site.base?.node ?? Constant(.void, line: site.line), .error)
        }
        return Typed(BuiltinMutation(place: basePlace, arguments: extra, line: site.line, body), type)
    }

    /// The closure argument at `index`, lowered against `(parameters) -> result`, a closure type
    /// the standard library declares `throws` unless not `rethrowing` (a lazy `filter`'s).
    func sequenceClosure(_ site: BuiltinSite, _ index: Int, _ parameters: [SwiftType], _ result: SwiftType?,
                         rethrowing: Bool = true) -> Typed {
        guard index < site.arguments.count else { return Typed(Constant(.void, line: site.line), .error) }
        return closureArgument(site.arguments[index], parameters: parameters, result: result, rethrowing: rethrowing)
    }

    /// Calls a closure value the program passed.
    static func callClosure(_ function: Value, _ arguments: [Value], _ interpreter: Interpreter, _ line: Int) throws -> Value {
        guard case .function(let closure) = function else { throw RuntimeError("not a function", line: line) }
        return try interpreter.call(closure, arguments, line: line)
    }

    func containsRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, let element = sequenceElement(base.type) else { return nil }
        let arguments = site.arguments
        let keyType: SwiftType
        if case .dictionary = base.type { return nil } else { keyType = element }
        let value = coerce(expression(arguments[0].value, expected: keyType), to: keyType, at: caret(arguments[0].value), role: .argument)
        if !conforms(keyType, toBuiltin: "Equatable"), keyType != .error, !(keyType.nominalDecl?.kind == .enum) {
            // swiftc finds only `contains(where:)` for an element that is not Equatable.
            let argument = caret(arguments[0].value)
            error("missing argument label 'where:' in call", argument)
            error("cannot convert value of type '\(keyType)' to expected argument type '(\(keyType)) throws -> Bool'", argument)
        }
        return sequenceCall(site, .bool, [value]) { values, interpreter, line in
            switch values[0] {
            case .set(let members): return .bool(members.contents.contains(values[1]))
            case .range(let low, let high, let closed):
                return .bool(try StaticWitness.range(from: low, to: high, closed: closed, contains: values[1], interpreter, line: line))
            default:
                let all = try Sequences.elements(of: values[0], line: line)
                let equal = StaticWitness.equality(interpreter, line: line)
                return .bool(try interpreter.firstIndex(in: all.indices, line: line) { try equal(all[$0], values[1]) } != nil)
            }
        }
    }

    func predicateRule(_ site: BuiltinSite) -> Typed? {
        if let refused = unorderedLastError(site) { return refused }
        guard let base = site.base, let element = sequenceElement(base.type) else { return nil }
        let name = site.name
        let predicate = sequenceClosure(site, 0, [element], .bool)
        // A String's (or Substring's) filter gives a String, unless the context wants Sequence's
        // array (`let digits: [Character] = s.filter { $0.isNumber }`).
        let filtersText = name == "filter" && base.type.isText && site.expected?.unwrappingOptionals != .array(element)
        let resultType: SwiftType
        switch name {
        case "contains", "allSatisfy": resultType = .bool
        case "first", "last": resultType = .optional(element)
        case "firstIndex", "lastIndex": resultType = .optional(Self.indexType(of: base.type))
        case "count": resultType = .int
        case _ where filtersText: resultType = .string
        default:
            if case .dictionary = base.type { resultType = base.type } else if case .set = base.type { resultType = base.type } else {
                resultType = .array(element)
            }
        }
        // A generic parameter's text answers `firstIndex` by its `String.Index`es (Checker+GenericIndices.swift).
        // A lazy filter's are its base's positions (GenericIndexBase+BasePositions.swift).
        let receiver = name == "firstIndex" || name == "lastIndex" ? indexSite(site, reading: .position) : site
        return sequenceCall(receiver, resultType, [predicate.node]) { values, interpreter, line in
            let (all, indexAt) = try Checker.indexedElements(values[0], interpreter, line: line)
            func test(_ item: Value) throws -> Bool { try Checker.callClosure(values[1], [item], interpreter, line).boolValue ?? false }
            switch name {
            case "contains": return .bool(try all.contains(where: test))
            case "allSatisfy": return .bool(try all.allSatisfy(test))
            case "first": return try all.first(where: test).map(Value.wrapping) ?? .null
            case "last": return try all.last(where: test).map(Value.wrapping) ?? .null
            case "firstIndex": return try all.firstIndex(where: test).map(indexAt) ?? .null
            case "lastIndex": return try all.lastIndex(where: test).map(indexAt) ?? .null
            case "count": return .int(try all.filter(test).count)
            default:
                let kept = try all.filter(test)
                switch values[0] {
                case .dictionary:
                    var result: [Value: Value] = [:]
                    for pair in kept { if case .tuple(let parts) = pair, parts.count == 2 { result[parts[0]] = parts[1] } }
                    return .dictionary(result)
                case .set: return .set(Set(kept))
                default: return filtersText ? Checker.joinedCharacters(kept, from: 0) : .array(kept)
                }
            }
        }
    }

    func indexOfRule(_ site: BuiltinSite) -> Typed? {
        if let refused = unorderedLastError(site) { return refused }
        guard let element = site.base.flatMap({ sequenceElement($0.type) }) else { return nil }
        let (name, arguments) = (site.name, site.arguments)
        let value = coerce(expression(arguments[0].value, expected: element), to: element, at: caret(arguments[0].value), role: .argument)
        let isFirst = name == "firstIndex"
        // Only a struct's or class's elements are judged here: a generic or `Self` element may be
        // Equatable through requirements this check does not follow.
        let kind = element.nominalDecl?.kind
        if kind == .struct || kind == .class, !conforms(element, toBuiltin: "Equatable") {
            error("referencing instance method '\(name)(of:)' on '\(isFirst ? "Collection" : "BidirectionalCollection")' requires that '\(element)' conform to 'Equatable'",
                  site.nameRange ?? site.range)
        }
        // A generic parameter's text answers by its `String.Index`es (Checker+GenericIndices.swift).
        // A lazy filter's are its base's positions (GenericIndexBase+BasePositions.swift).
        return sequenceCall(indexSite(site, reading: .position), .optional(Self.indexType(of: site.receiverType)), [value]) { values, interpreter, line in
            let (all, indexAt) = try Checker.indexedElements(values[0], interpreter, line: line)
            let indices = isFirst ? AnySequence(all.indices) : AnySequence(all.indices.reversed())
            let equal = StaticWitness.equality(interpreter, line: line)
            let index = try interpreter.firstIndex(in: indices, line: line) { try equal(all[$0], values[1]) }
            return index.map(indexAt) ?? .null
        }
    }

    func mapRule(_ site: BuiltinSite) -> Typed? {
        guard let element = site.base.flatMap({ sequenceElement($0.type) }) else { return nil }
        let name = site.name
        let transform = site.name == "compactMap" && !site.arguments.isEmpty
            ? closureArgument(site.arguments[0], parameters: [element], result: nil, optionalResult: true)
            : sequenceClosure(site, 0, [element], mapResultContext(site, element: element))
        var result = closureResult(transform)
        // A `flatMap` whose transform gives no sequence is Sequence's deprecated one, `compactMap`
        // (`[1, 2].flatMap { $0 + 1 }` is `[2, 3]` in swiftc, with a warning).
        let compacts = name == "compactMap" || (name == "flatMap" && !hasError(result) && sequenceElement(result) == nil)
        if compacts {
            result = result.optionalWrapped ?? result
        } else if name == "flatMap" {
            result = sequenceElement(result) ?? result
        }
        return sequenceCall(site, .array(result), [transform.node]) { values, interpreter, line in
            var output: [Value] = []
            for item in try Sequences.elements(of: values[0], line: line) {
                let mapped = try Checker.callClosure(values[1], [item], interpreter, line)
                switch name {
                // A present result is kept as its payload (a `.some(nil)` of `[Int??]` is an `Int?`'s nil).
                case _ where compacts: if case .null = mapped {} else { output.append(mapped.unwrappedOptional) }
                case "flatMap": output.append(contentsOf: try Sequences.elements(of: mapped, line: line))
                default: output.append(mapped)
                }
            }
            return .array(output)
        }
    }

    /// The element of the array a `map` is wanted as, for a closure that has no type without it
    /// (`let xs: [Opt<Int>] = [1, 2].map { .some($0) }`) or whose own result is not one
    /// (`let xs: [Int] = ds.map { $0 / 2 }`, which swiftc rejects in the closure, as its result
    /// comes from the context); nil for a closure that types on its own to a result that converts
    /// (its result is then converted as before).
    private func mapResultContext(_ site: BuiltinSite, element: SwiftType) -> SwiftType? {
        guard site.name == "map", case .array(let wanted)? = site.expected, !hasError(wanted) else { return nil }
        let probe = Checker(probing: self)
        let own = probe.closureResult(probe.sequenceClosure(site, 0, [element], nil))
        if probe.diagnostics.contains(where: { $0.severity == .error }) { return wanted }
        return hasError(own) || containsGeneric(own) || containsGeneric(wanted) || converts(own, to: wanted) ? nil : wanted
    }

    func mapValuesRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base else { return nil }
        guard case .dictionary(let key, let valueType) = base.type else { return nil }
        let transform = sequenceClosure(site, 0, [valueType], nil)
        // `compactMapValues` leaves out the keys whose value `transform` makes nil.
        let compact = site.name == "compactMapValues"
        var result = closureResult(transform)
        if compact { result = result.optionalWrapped ?? result }
        return sequenceCall(site, .dictionary(key: key, value: result), [transform.node]) { values, interpreter, line in
            guard case .dictionary(let entries) = values[0] else { return values[0] }
            var result: [Value: Value] = [:]
            for (key, value) in entries.contents {
                let mapped = try Checker.callClosure(values[1], [value], interpreter, line)
                if compact, case .null = mapped { continue }
                result[key] = compact ? mapped.unwrappedOptional : mapped
            }
            return .dictionary(result)
        }
    }

    func forEachRule(_ site: BuiltinSite) -> Typed? {
        guard let element = site.base.flatMap({ sequenceElement($0.type) }) else { return nil }
        let body = sequenceClosure(site, 0, [element], .void)
        return sequenceCall(site, .void, [body.node]) { values, interpreter, line in
            for item in try Sequences.elements(of: values[0], line: line) { _ = try Checker.callClosure(values[1], [item], interpreter, line) }
            return .void
        }
    }

    func reduceRule(_ site: BuiltinSite) -> Typed? {
        guard let element = site.base.flatMap({ sequenceElement($0.type) }) else { return nil }
        let (arguments, expected) = (site.arguments, site.expected)
        // `doubles.reduce(0, +)`: the literal takes the elements' type when the combiner needs it.
        let literalType = expected ?? (arguments.count == 2
            ? accumulatorLiteralType(arguments[0].value, combiner: arguments[1], element: element, isInto: false) : nil)
        let initial = expression(arguments[0].value, expected: literalType)
        let combine = sequenceClosure(site, 1, [initial.type, element], initial.type)
        return sequenceCall(site, initial.type, [initial.node, combine.node]) { values, interpreter, line in
            var accumulator = values[1]
            for item in try Sequences.elements(of: values[0], line: line) {
                accumulator = try Checker.callClosure(values[2], [accumulator, item], interpreter, line)
            }
            return accumulator
        }
    }

    func reduceIntoRule(_ site: BuiltinSite) -> Typed? {
        guard let element = site.base.flatMap({ sequenceElement($0.type) }) else { return nil }
        let (arguments, expected) = (site.arguments, site.expected)
        let literalType = expected ?? (arguments.count == 2
            ? accumulatorLiteralType(arguments[0].value, combiner: arguments[1], element: element, isInto: true) : nil)
        let initial = expression(arguments[0].value, expected: literalType)
        let update = closureArgument(arguments[1], parameters: [initial.type, element], result: .void, firstIsInout: true, rethrowing: true)
        return sequenceCall(site, initial.type, [initial.node, update.node]) { values, interpreter, line in
            guard case .function(let function) = values[2] else { return values[1] }
            var accumulator = values[1]
            for item in try Sequences.elements(of: values[0], line: line) {
                let (_, frame) = try interpreter.invoke(function.code, captured: function.captured, arguments: [accumulator, item],
                                                        selfValue: nil, line: line)
                if frame.holds(0) { accumulator = try frame.take(0, line: line) }
            }
            return accumulator
        }
    }

    func orderRule(_ site: BuiltinSite) -> Typed? {
        guard let element = site.base.flatMap({ sequenceElement($0.type) }) else { return nil }
        let (name, arguments, range, line) = (site.name, site.arguments, site.range, site.line)
        let comparator = arguments.isEmpty ? userLessThan(element, line: line) : sequenceClosure(site, 0, [element, element], .bool)
        if comparator == nil, !conforms(element, toBuiltin: "Comparable"), element != .error {
            error("referencing instance method '\(name)()' on 'Sequence' requires that '\(element)' conform to 'Comparable'", range)
        }
        let resultType: SwiftType = name == "sorted" ? .array(element) : .optional(element)
        // A generic element's witness says whether it is a `UInt` (ordered as unsigned).
        var parameter: TypeParameter?
        if case .generic(let generic) = element {
            parameter = generic
            requireWitness(generic)
        }
        return sequenceCall(site, resultType, comparator.map { [$0.node] } ?? []) { values, interpreter, line in
            let all = try Sequences.elements(of: values[0], line: line)
            let comparator = values.count > 1 ? values[1] : nil
            let unsigned = element.isWideUnsigned || parameter.flatMap { interpreter.witness(for: $0)?.isWideUnsigned } == true
            if name == "sorted" { return .array(try Checker.sort(all, comparator, interpreter, line, unsigned: unsigned)) }
            let ordering = Checker.ordering(comparator, interpreter, line, unsigned: unsigned)
            if name == "min" { return try all.min(by: ordering).map(Value.wrapping) ?? .null }
            return try all.max(by: ordering).map(Value.wrapping) ?? .null
        }
    }

    func reversedRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, sequenceElement(base.type) != nil else { return nil }
        return lazyReversed(base, line: site.line) ?? reversedArray(base, line: site.line)
    }

    /// `reversed()` of a sequence that is not a `BidirectionalCollection`: the array of its
    /// elements in reverse order.
    func reversedArray(_ base: Typed, line: Int) -> Typed? {
        guard let element = sequenceElement(base.type) else { return nil }
        return Typed(BuiltinCall(arguments: [base.node], line: line) { values, interpreter, line in
            let all = try Sequences.elements(of: values[0], line: line)
            return .array(try interpreter.makeArray(count: all.count, line: line, for: "reversed() of \(all.count) elements") {
                all[all.count - 1 - $0]
            })
        }, .array(element))
    }

    func enumeratedRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, let element = sequenceElement(base.type) else { return nil }
        if let lazy = lazyEnumerated(base, line: site.line) { return lazy }
        return sequenceCall(site, .array(.tuple([TupleElement(label: "offset", .int), TupleElement(label: "element", element)])), []) { values, interpreter, line in
            let all = try Sequences.elements(of: values[0], line: line)
            return .array(try interpreter.makeArray(count: all.count, line: line, for: "enumerated() of \(all.count) elements") {
                .tuple([.int($0), all[$0]])
            })
        }
    }

    func sliceRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, let element = sequenceElement(base.type) else { return nil }
        if let cut = rangeCut(site, base) { return cut }
        let (name, arguments, line) = (site.name, site.arguments, site.line)
        let count = arguments.first.map {
            coerce(expression($0.value, expected: .int), to: .int, at: caret($0.value), role: .argument)
        } ?? Constant(.int(1), line: line)
        let isString = base.type.isText
        let isArray: Bool
        switch base.type {
        case .array, .arraySlice: isArray = true
        default: isArray = false
        }
        // Sequence's own suffix(_:) and dropLast(_:) give an Array: swiftc picks them where the
        // context wants one (`let last: [Int] = xs.suffix(2)`).
        let wantsArray = (name == "suffix" || name == "dropLast") && site.expected?.unwrappingOptionals == .array(element)
        if !wantsArray, let slice = wrappedSlice(site, base, count: count) { return slice }
        let result: SwiftType = wantsArray ? .array(element) : isString ? .substring : isArray ? .arraySlice(element) : .array(element)
        return recordingSliceCall(sequenceCall(site, result, [count]) { values, interpreter, line in
            let all = try Sequences.elements(of: values[0], line: line)
            guard case .int(let n) = values[1], n >= 0 else { throw RuntimeError("Can't take a prefix of negative length from a collection", line: line) }
            let range: Range<Int>
            switch name {
            case "prefix": range = 0..<min(n, all.count)
            case "suffix": range = max(0, all.count - n)..<all.count
            case "dropFirst": range = min(n, all.count)..<all.count
            default: range = 0..<max(0, all.count - n)
            }
            let kept = try interpreter.makeArray(count: range.count, line: line, for: "\(name) of \(range.count) elements") {
                all[range.lowerBound + $0]
            }
            if wantsArray { return .array(kept) }
            if isString { return Checker.joinedCharacters(kept, from: Checker.textIndex(values[0], character: range.lowerBound)) }
            return isArray ? .slice(kept, startIndex: Checker.startOffset(of: values[0]) + range.lowerBound) : .array(kept)
        }, name)
    }

    func setAlgebraRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base else { return nil }
        let (name, arguments) = (site.name, site.arguments)
        guard case .set = base.type else { return nil }
        let other = expression(arguments[0].value, expected: base.type)
        let isTest = name.hasPrefix("is")
        return sequenceCall(site, isTest ? .bool : base.type, [other.node]) { values, _, line in
            guard case .set(let box) = values[0] else { return values[0] }
            let members = box.contents
            let others = Set(try Sequences.elements(of: values[1], line: line))
            switch name {
            case "union": return .set(members.union(others))
            case "intersection": return .set(members.intersection(others))
            case "subtracting": return .set(members.subtracting(others))
            case "symmetricDifference": return .set(members.symmetricDifference(others))
            case "isSubset": return .bool(members.isSubset(of: others))
            case "isSuperset": return .bool(members.isSuperset(of: others))
            case "isStrictSubset": return .bool(members.isStrictSubset(of: others))
            case "isStrictSuperset": return .bool(members.isStrictSuperset(of: others))
            default: return .bool(members.isDisjoint(with: others))
            }
        }
    }

    /// The `areInIncreasingOrder` of a sort: the comparator closure, or Swift's `<`.
    static func ordering(_ comparator: Value?, _ interpreter: Interpreter, _ line: Int,
                         unsigned: Bool = false) -> (Value, Value) throws -> Bool {
        var comparisons = 0
        if case .function(let closure)? = comparator {
            return { a, b in
                comparisons += 1
                try interpreter.checkInterrupt(step: comparisons, line: line)
                return try interpreter.call(closure, [a, b], line: line).boolValue ?? false
            }
        }
        let less = StaticWitness.ordering(interpreter, unsigned: unsigned, line: line)
        return { a, b in
            comparisons += 1
            try interpreter.checkInterrupt(step: comparisons, line: line)
            return try less(a, b)
        }
    }

    /// Sorted with the standard library's own algorithm, so equal elements keep Swift's order;
    /// the indices are sorted and the values gathered at the end (`Interpreter.gather`).
    static func sort(_ items: [Value], _ comparator: Value?, _ interpreter: Interpreter, _ line: Int,
                     unsigned: Bool = false) throws -> [Value] {
        let less = ordering(comparator, interpreter, line, unsigned: unsigned)
        var order = try interpreter.identity(count: items.count, line: line)
        try order.sort { try less(items[$0], items[$1]) }
        return try interpreter.gather(items, in: order, line: line, for: "sorted() of \(order.count) elements")
    }
}
