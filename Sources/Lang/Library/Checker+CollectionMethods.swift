/// Methods of arrays, sets, dictionaries, ranges and strings as sequences: the mutating ones
/// (`append`, `insert`, `remove(at:)`, `sort`) change the receiver's storage in place; the
/// closure-taking ones (`map`, `filter`, `reduce`, `sorted(by:)`) call back into the program.
extension Checker {
    /// A closure argument lowered against `(parameters) -> result`; a nil result is inferred.
    func closureArgument(_ argument: Argument, parameters: [SwiftType], result: SwiftType?, firstIsInout: Bool = false) -> Typed {
        let inferred = TypeParameter(name: "Result")
        let type = SwiftType.function(FunctionType(parameters.enumerated().map { index, parameter in
            FunctionParameter(parameter, isInout: firstIsInout && index == 0)
        }, result ?? .generic(inferred)))
        let typed = expression(argument.value, expected: type)
        if result != nil { return Typed(coerce(typed, to: type, at: argument.value.range, role: .argument), type) }
        return typed
    }

    /// The program's own `<` for a type, as a function value, or nil when the type has none.
    func userLessThan(_ type: SwiftType, line: Int) -> Typed? {
        let left = Typed(LocalGet(slot: 0, line: line), type)
        let right = Typed(LocalGet(slot: 1, line: line), type)
        guard let call = userOperator("<", left, right, range: SourceRange(at: SourceLocation(line: line, column: 1, offset: 0))) else {
            return nil
        }
        let code = FunctionCode(name: "<", parameterCount: 2, frameSize: 2, body: Jump(.returnValue(call.node), line: line), hasSelf: false)
        return Typed(MakeClosure(code: code, capturesFrame: false, line: line),
                     .function(FunctionType([FunctionParameter(type), FunctionParameter(type)], .bool)))
    }

    /// The result type of a lowered closure.
    func closureResult(_ typed: Typed) -> SwiftType {
        if case .function(let function) = typed.type { return function.result }
        return .error
    }

    func collectionMethod(_ base: Typed, basePlace: Place?, name: String, arguments: [Argument], expected: SwiftType?,
                          range: SourceRange) -> Typed? {
        let line = range.line
        guard let element = sequenceElement(base.type) else { return nil }
        let labels = arguments.map { argument -> String? in
            if argument.label == nil, trailingRanges.contains(argument.range) {
                if ["first", "last", "firstIndex", "lastIndex", "contains", "removeAll", "count"].contains(name) { return "where" }
                if ["sorted", "sort", "min", "max"].contains(name) { return "by" }
            }
            return argument.label?.name
        }
        func call(_ type: SwiftType, _ extra: [Expression], _ body: @escaping ([Value], Interpreter, Int) throws -> Value) -> Typed {
            Typed(BuiltinCall(arguments: [base.node] + extra, line: line, body), type)
        }
        func mutation(_ type: SwiftType, _ extra: [Expression],
                      _ body: @escaping (inout Value, [Value], Interpreter, Int) throws -> Value) -> Typed? {
            guard let basePlace else {
                error(immutableBaseMessage(base.type), range)
                return Typed(base.node, .error)
            }
            return Typed(BuiltinMutation(place: basePlace, arguments: extra, line: line, body), type)
        }
        func closure(_ index: Int, _ parameters: [SwiftType], _ result: SwiftType?) -> Typed {
            closureArgument(arguments[index], parameters: parameters, result: result)
        }
        func items(_ value: Value, _ line: Int) throws -> [Value] { try Sequences.elements(of: value, line: line) }
        func callClosure(_ function: Value, _ arguments: [Value], _ interpreter: Interpreter, _ line: Int) throws -> Value {
            guard case .function(let closure) = function else { throw RuntimeError("not a function", line: line) }
            return try interpreter.call(closure, arguments, line: line)
        }
        let isArray: Bool = { if case .array = base.type { return true } else { return false } }()

        switch (name, labels) {
        case ("append", [nil]) where isArray:
            let value = coerce(expression(arguments[0].value, expected: element), to: element, at: arguments[0].value.range, role: .argument)
            return mutation(.void, [value]) { receiver, values, _, _ in
                if case .array(var items) = receiver {
                    receiver = .void
                    items.append(values[0])
                    receiver = .array(items)
                }
                return .void
            }
        case ("append", ["contentsOf"]) where isArray:
            let value = expression(arguments[0].value, expected: base.type)
            return mutation(.void, [value.node]) { receiver, values, _, line in
                if case .array(var items) = receiver {
                    let added = try Sequences.elements(of: values[0], line: line)
                    try Arithmetic.checkLength(items.count + added.count, of: "array", line: line)
                    receiver = .void
                    items.append(contentsOf: added)
                    receiver = .array(items)
                }
                return .void
            }
        case ("insert", [nil, "at"]) where isArray:
            guard let nodes = simpleArguments(arguments, [(nil, element), ("at", .int)], range: range) else { return Typed(base.node, .error) }
            return mutation(.void, nodes) { receiver, values, _, line in
                guard case .array(var items) = receiver, case .int(let index) = values[1] else { return .void }
                guard index >= 0, index <= items.count else { throw RuntimeError("Array index is out of range", line: line) }
                receiver = .void
                items.insert(values[0], at: index)
                receiver = .array(items)
                return .void
            }
        case ("remove", ["at"]) where isArray:
            guard let nodes = simpleArguments(arguments, [("at", .int)], range: range) else { return Typed(base.node, .error) }
            return mutation(element, nodes) { receiver, values, _, line in
                guard case .array(var items) = receiver, case .int(let index) = values[0] else { return .void }
                guard index >= 0, index < items.count else { throw RuntimeError("Index out of range", line: line) }
                receiver = .void
                let removed = items.remove(at: index)
                receiver = .array(items)
                return removed
            }
        case ("removeLast", []), ("removeFirst", []), ("popLast", []):
            guard isArray else { return nil }
            let isPop = name == "popLast"
            let isFirst = name == "removeFirst"
            return mutation(isPop ? .optional(element) : element, []) { receiver, _, _, line in
                guard case .array(var items) = receiver else { return .void }
                if items.isEmpty {
                    if isPop { return .null }
                    throw RuntimeError("Can't remove \(isFirst ? "first" : "last") element from an empty collection", line: line)
                }
                receiver = .void
                let removed = isFirst ? items.removeFirst() : items.removeLast()
                receiver = .array(items)
                return isPop ? Value.wrapping(removed) : removed
            }
        case ("removeAll", []):
            return mutation(.void, []) { receiver, _, _, _ in
                switch receiver {
                case .array: receiver = .array([])
                case .set: receiver = .set([])
                case .dictionary: receiver = .dictionary([:])
                default: break
                }
                return .void
            }
        case ("removeAll", ["where"]) where isArray:
            let predicate = closure(0, [element], .bool)
            return mutation(.void, [predicate.node]) { receiver, values, interpreter, line in
                guard case .array(let items) = receiver else { return .void }
                var kept: [Value] = []
                for item in items where try !(callClosure(values[0], [item], interpreter, line).boolValue ?? false) { kept.append(item) }
                receiver = .array(kept)
                return .void
            }
        case ("swapAt", [nil, nil]) where isArray:
            guard let nodes = simpleArguments(arguments, [(nil, .int), (nil, .int)], range: range) else { return Typed(base.node, .error) }
            return mutation(.void, nodes) { receiver, values, _, line in
                guard case .array(var items) = receiver, case .int(let i) = values[0], case .int(let j) = values[1] else { return .void }
                guard i >= 0, j >= 0, i < items.count, j < items.count else { throw RuntimeError("Index out of range", line: line) }
                receiver = .void
                items.swapAt(i, j)
                receiver = .array(items)
                return .void
            }
        case ("sort", []), ("sort", ["by"]):
            guard isArray else { return nil }
            let comparator = arguments.isEmpty ? userLessThan(element, line: line) : closure(0, [element, element], .bool)
            if comparator == nil, !conforms(element, toBuiltin: "Comparable") {
                error("referencing instance method 'sort()' on 'MutableCollection' requires that '\(element)' conform to 'Comparable'", range)
            }
            return mutation(.void, comparator.map { [$0.node] } ?? []) { receiver, values, interpreter, line in
                guard case .array(let items) = receiver else { return .void }
                receiver = .array(try Checker.sort(items, values.first, interpreter, line))
                return .void
            }
        case ("insert", [nil]):
            guard case .set = base.type else { return nil }
            let value = coerce(expression(arguments[0].value, expected: element), to: element, at: arguments[0].value.range, role: .argument)
            return mutation(.tuple([TupleElement(label: "inserted", .bool), TupleElement(label: "memberAfterInsert", element)]), [value]) {
                receiver, values, _, _ in
                guard case .set(var items) = receiver else { return .void }
                receiver = .void
                let (inserted, member) = items.insert(values[0])
                receiver = .set(items)
                return .tuple([.bool(inserted), member])
            }
        case ("remove", [nil]):
            guard case .set = base.type else { return nil }
            let value = coerce(expression(arguments[0].value, expected: element), to: element, at: arguments[0].value.range, role: .argument)
            return mutation(.optional(element), [value]) { receiver, values, _, _ in
                guard case .set(var items) = receiver else { return .null }
                receiver = .void
                let removed = items.remove(values[0])
                receiver = .set(items)
                return removed ?? .null
            }
        case ("updateValue", [nil, "forKey"]):
            guard case .dictionary(let key, let valueType) = base.type else { return nil }
            guard let nodes = simpleArguments(arguments, [(nil, valueType), ("forKey", key)], range: range) else { return Typed(base.node, .error) }
            return mutation(.optional(valueType), nodes) { receiver, values, _, _ in
                guard case .dictionary(var entries) = receiver else { return .null }
                receiver = .void
                let old = entries.updateValue(values[0], forKey: values[1])
                receiver = .dictionary(entries)
                return old.map(Value.wrapping) ?? .null
            }
        case ("reverse", []) where isArray:
            return mutation(.void, []) { receiver, _, _, _ in
                if case .array(let items) = receiver { receiver = .array(items.reversed()) }
                return .void
            }
        case ("removeSubrange", [nil]) where isArray:
            let bounds = expression(arguments[0].value, expected: nil)
            return mutation(.void, [bounds.node]) { receiver, values, _, line in
                guard case .array(var items) = receiver, case .range(let low, let high, let closed) = values[0] else { return .void }
                let lower = low.intValue ?? 0
                let upper = (high.intValue ?? items.count) + (closed ? 1 : 0)
                guard lower >= 0, upper <= items.count, lower <= upper else { throw RuntimeError("Array replace: subrange extends past the end", line: line) }
                receiver = .void
                items.removeSubrange(lower..<upper)
                receiver = .array(items)
                return .void
            }
        case ("removeValue", ["forKey"]):
            guard case .dictionary(let key, let valueType) = base.type else { return nil }
            guard let nodes = simpleArguments(arguments, [("forKey", key)], range: range) else { return Typed(base.node, .error) }
            return mutation(.optional(valueType), nodes) { receiver, values, _, _ in
                guard case .dictionary(var entries) = receiver else { return .null }
                receiver = .void
                let removed = entries.removeValue(forKey: values[0])
                receiver = .dictionary(entries)
                return removed.map(Value.wrapping) ?? .null
            }
        case ("contains", [nil]):
            let keyType: SwiftType
            if case .dictionary = base.type { return nil } else { keyType = element }
            let value = coerce(expression(arguments[0].value, expected: keyType), to: keyType, at: arguments[0].value.range, role: .argument)
            if !conforms(keyType, toBuiltin: "Equatable"), keyType != .error, !(keyType.nominalDecl?.kind == .enum) {
                error("referencing instance method 'contains' on 'Sequence' requires that '\(keyType)' conform to 'Equatable'", range)
            }
            return call(.bool, [value]) { values, _, line in
                switch values[0] {
                case .set(let members): return .bool(members.contains(values[1]))
                case .range(let low, let high, let closed):
                    let below = try Comparison.less(values[1], low, line: line)
                    let above = closed ? try Comparison.less(high, values[1], line: line) : try !Comparison.less(values[1], high, line: line)
                    return .bool(!below && !above)
                default: return .bool(try items(values[0], line).contains { Comparison.equal($0, values[1]) })
                }
            }
        case ("contains", ["where"]), ("allSatisfy", [nil]), ("first", ["where"]), ("last", ["where"]),
             ("firstIndex", ["where"]), ("lastIndex", ["where"]), ("filter", [nil]), ("count", ["where"]):
            let predicate = closure(0, [element], .bool)
            let resultType: SwiftType
            switch name {
            case "contains", "allSatisfy": resultType = .bool
            case "first", "last": resultType = .optional(element)
            case "firstIndex", "lastIndex": resultType = .optional(.int)
            case "count": resultType = .int
            default:
                if case .dictionary = base.type { resultType = base.type } else if case .set = base.type { resultType = base.type } else {
                    resultType = .array(element)
                }
            }
            return call(resultType, [predicate.node]) { values, interpreter, line in
                let all = try items(values[0], line)
                func test(_ item: Value) throws -> Bool { try callClosure(values[1], [item], interpreter, line).boolValue ?? false }
                switch name {
                case "contains": return .bool(try all.contains(where: test))
                case "allSatisfy": return .bool(try all.allSatisfy(test))
                case "first": return try all.first(where: test).map(Value.wrapping) ?? .null
                case "last": return try all.last(where: test).map(Value.wrapping) ?? .null
                case "firstIndex": return try all.firstIndex(where: test).map { .int($0) } ?? .null
                case "lastIndex": return try all.lastIndex(where: test).map { .int($0) } ?? .null
                case "count": return .int(try all.filter(test).count)
                default:
                    let kept = try all.filter(test)
                    switch values[0] {
                    case .dictionary:
                        var result: [Value: Value] = [:]
                        for pair in kept { if case .tuple(let parts) = pair, parts.count == 2 { result[parts[0]] = parts[1] } }
                        return .dictionary(result)
                    case .set: return .set(Set(kept))
                    default: return .array(kept)
                    }
                }
            }
        case ("firstIndex", ["of"]), ("lastIndex", ["of"]):
            let value = coerce(expression(arguments[0].value, expected: element), to: element, at: arguments[0].value.range, role: .argument)
            let isFirst = name == "firstIndex"
            return call(.optional(.int), [value]) { values, _, line in
                let all = try items(values[0], line)
                let index = isFirst ? all.firstIndex { Comparison.equal($0, values[1]) } : all.lastIndex { Comparison.equal($0, values[1]) }
                return index.map { .int($0) } ?? .null
            }
        case ("map", [nil]), ("compactMap", [nil]), ("flatMap", [nil]):
            let transform = closure(0, [element], nil)
            var result = closureResult(transform)
            if name == "compactMap" { result = result.optionalWrapped ?? result }
            if name == "flatMap" { result = sequenceElement(result) ?? result }
            return call(.array(result), [transform.node]) { values, interpreter, line in
                var output: [Value] = []
                for item in try items(values[0], line) {
                    let mapped = try callClosure(values[1], [item], interpreter, line)
                    switch name {
                    case "compactMap": if case .null = mapped {} else { output.append(mapped) }
                    case "flatMap": output.append(contentsOf: try Sequences.elements(of: mapped, line: line))
                    default: output.append(mapped)
                    }
                }
                return .array(output)
            }
        case ("mapValues", [nil]):
            guard case .dictionary(let key, let valueType) = base.type else { return nil }
            let transform = closure(0, [valueType], nil)
            return call(.dictionary(key: key, value: closureResult(transform)), [transform.node]) { values, interpreter, line in
                guard case .dictionary(let entries) = values[0] else { return values[0] }
                var result: [Value: Value] = [:]
                for (key, value) in entries { result[key] = try callClosure(values[1], [value], interpreter, line) }
                return .dictionary(result)
            }
        case ("forEach", [nil]):
            let body = closure(0, [element], .void)
            return call(.void, [body.node]) { values, interpreter, line in
                for item in try items(values[0], line) { _ = try callClosure(values[1], [item], interpreter, line) }
                return .void
            }
        case ("reduce", [nil, nil]):
            let initial = expression(arguments[0].value, expected: expected)
            let combine = closure(1, [initial.type, element], initial.type)
            return call(initial.type, [initial.node, combine.node]) { values, interpreter, line in
                var accumulator = values[1]
                for item in try items(values[0], line) {
                    accumulator = try callClosure(values[2], [accumulator, item], interpreter, line)
                }
                return accumulator
            }
        case ("reduce", ["into", nil]):
            let initial = expression(arguments[0].value, expected: expected)
            let update = closureArgument(arguments[1], parameters: [initial.type, element], result: .void, firstIsInout: true)
            return call(initial.type, [initial.node, update.node]) { values, interpreter, line in
                guard case .function(let function) = values[2] else { return values[1] }
                var accumulator = values[1]
                for item in try items(values[0], line) {
                    let (_, frame) = try interpreter.invoke(function.code, captured: function.captured, arguments: [accumulator, item],
                                                            selfValue: nil, line: line)
                    if frame.holds(0) { accumulator = try frame.take(0, line: line) }
                }
                return accumulator
            }
        case ("sorted", []), ("sorted", ["by"]), ("min", []), ("max", []), ("min", ["by"]), ("max", ["by"]):
            let comparator = arguments.isEmpty ? userLessThan(element, line: line) : closure(0, [element, element], .bool)
            if comparator == nil, !conforms(element, toBuiltin: "Comparable"), element != .error {
                error("referencing instance method '\(name)()' on 'Sequence' requires that '\(element)' conform to 'Comparable'", range)
            }
            let resultType: SwiftType = name == "sorted" ? .array(element) : .optional(element)
            return call(resultType, comparator.map { [$0.node] } ?? []) { values, interpreter, line in
                let all = try items(values[0], line)
                let ordering = Checker.ordering(values.count > 1 ? values[1] : nil, interpreter, line)
                switch name {
                case "sorted": return .array(try all.sorted(by: ordering))
                case "min": return try all.min(by: ordering).map(Value.wrapping) ?? .null
                default: return try all.max(by: ordering).map(Value.wrapping) ?? .null
                }
            }
        case ("reversed", []):
            return call(.array(element), []) { values, _, line in .array(try items(values[0], line).reversed()) }
        case ("enumerated", []):
            return call(.array(.tuple([TupleElement(label: "offset", .int), TupleElement(label: "element", element)])), []) { values, _, line in
                .array(try items(values[0], line).enumerated().map { .tuple([.int($0.offset), $0.element]) })
            }
        case ("joined", []), ("joined", ["separator"]):
            let separator = arguments.first.map {
                coerce(expression($0.value, expected: .string), to: .string, at: $0.value.range, role: .argument)
            }
            return call(.string, separator.map { [$0] } ?? []) { values, interpreter, line in
                let parts = try items(values[0], line).map { part -> String in
                    if case .character(let character) = part { return String(character) }
                    return part.stringValue ?? ""
                }
                return .string(parts.joined(separator: values.count > 1 ? (values[1].stringValue ?? "") : ""))
            }
        case ("prefix", [nil]), ("suffix", [nil]), ("dropFirst", []), ("dropLast", []), ("dropFirst", [nil]), ("dropLast", [nil]):
            let count = arguments.first.map {
                coerce(expression($0.value, expected: .int), to: .int, at: $0.value.range, role: .argument)
            } ?? Constant(.int(1), line: line)
            let isString = base.type == .string
            return call(isString ? .string : .array(element), [count]) { values, _, line in
                let all = try items(values[0], line)
                guard case .int(let n) = values[1], n >= 0 else { throw RuntimeError("Can't take a prefix of negative length from a collection", line: line) }
                let kept: [Value]
                switch name {
                case "prefix": kept = Array(all.prefix(n))
                case "suffix": kept = Array(all.suffix(n))
                case "dropFirst": kept = Array(all.dropFirst(n))
                default: kept = Array(all.dropLast(n))
                }
                if isString {
                    return .string(String(kept.compactMap { if case .character(let c) = $0 { return c } else { return nil } }))
                }
                return .array(kept)
            }
        case ("union", [nil]), ("intersection", [nil]), ("subtracting", [nil]), ("symmetricDifference", [nil]),
             ("isSubset", ["of"]), ("isSuperset", ["of"]), ("isDisjoint", ["with"]):
            guard case .set = base.type else { return nil }
            let other = expression(arguments[0].value, expected: base.type)
            let isTest = name.hasPrefix("is")
            return call(isTest ? .bool : base.type, [other.node]) { values, _, line in
                guard case .set(let members) = values[0] else { return values[0] }
                let others = Set(try items(values[1], line))
                switch name {
                case "union": return .set(members.union(others))
                case "intersection": return .set(members.intersection(others))
                case "subtracting": return .set(members.subtracting(others))
                case "symmetricDifference": return .set(members.symmetricDifference(others))
                case "isSubset": return .bool(members.isSubset(of: others))
                case "isSuperset": return .bool(members.isSuperset(of: others))
                default: return .bool(members.isDisjoint(with: others))
                }
            }
        default:
            return nil
        }
    }

    /// The `areInIncreasingOrder` of a sort: the comparator closure, or Swift's `<`.
    static func ordering(_ comparator: Value?, _ interpreter: Interpreter, _ line: Int) -> (Value, Value) throws -> Bool {
        if case .function(let closure)? = comparator {
            return { a, b in try interpreter.call(closure, [a, b], line: line).boolValue ?? false }
        }
        return { a, b in try Comparison.less(a, b, line: line) }
    }

    /// Sorted with the standard library's own algorithm, so equal elements keep Swift's order.
    static func sort(_ items: [Value], _ comparator: Value?, _ interpreter: Interpreter, _ line: Int) throws -> [Value] {
        try items.sorted(by: ordering(comparator, interpreter, line))
    }
}
