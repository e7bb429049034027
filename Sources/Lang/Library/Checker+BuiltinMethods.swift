import Foundation

/// Methods of numbers and strings: `isMultiple(of:)`, `rounded()`, `squareRoot()`,
/// `truncatingRemainder(dividingBy:)`, `uppercased()`, `hasPrefix(_:)`, `split(separator:)`…
/// Collection methods are in `Checker+CollectionMethods.swift`.
extension Checker {
    /// The rule of the standard library's methods (`StandardLibrary+Topic.swift` declares them).
    func methodRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base else { return nil }
        return legacyMethod(base, basePlace: site.basePlace, name: site.name, arguments: site.arguments,
                            expected: site.expected, range: site.range)
    }

    private func legacyMethod(_ base: Typed, basePlace: Place?, name: String, arguments: [Argument], expected: SwiftType?,
                              range: SourceRange) -> Typed? {
        mutableBasePlaceForBuiltin = basePlace
        if let optional = optionalMethod(base, name: name, arguments: arguments, range: range) { return optional }
        if let number = numberMethod(base, name: name, arguments: arguments, range: range) { return number }
        if base.type == .string, name == "append", arguments.count == 1, arguments[0].label == nil {
            guard let basePlace else {
                error(immutableBaseMessage(base.type), range)
                return Typed(base.node, .error)
            }
            let probe = Checker(probing: self).expression(arguments[0].value, expected: nil)
            let type: SwiftType = probe.type == .character ? .character : .string
            let value = coerce(expression(arguments[0].value, expected: type), to: type, at: arguments[0].value.range, role: .argument)
            return Typed(BuiltinMutation(place: basePlace, arguments: [value], line: range.line) { receiver, values, _, _ in
                guard case .string(var text) = receiver else { return .void }
                receiver = .void
                switch values[0] {
                case .character(let character): text.append(character)
                case .string(let piece): text += piece
                default: break
                }
                receiver = .string(text)
                return .void
            }, .void)
        }
        if base.type == .bool, name == "toggle", arguments.isEmpty, let basePlace {
            return Typed(BuiltinMutation(place: basePlace, arguments: [], line: range.line) { receiver, _, _, _ in
                receiver = .bool(!(receiver.boolValue ?? false))
                return .void
            }, .void)
        }
        if let string = stringMethod(base, name: name, arguments: arguments, range: range) { return string }
        return collectionMethod(base, basePlace: basePlace, name: name, arguments: arguments, expected: expected, range: range)
    }

    /// Lowers arguments against fixed parameter types, checking labels.
    func simpleArguments(_ arguments: [Argument], _ parameters: [(String?, SwiftType)], range: SourceRange) -> [Expression]? {
        let specs = parameters.map { ParameterSpec(label: $0.0, type: $0.1) }
        guard let matched = matchArguments(arguments, to: specs, range: range, report: true) else {
            lowerAll(arguments)
            return nil
        }
        return lowerArguments(matched, specs, substitution: [:], range: range).nodes
    }

    /// `optional.map { … }` and `flatMap`: the closure runs only on a value.
    private func optionalMethod(_ base: Typed, name: String, arguments: [Argument], range: SourceRange) -> Typed? {
        guard case .optional(let wrapped) = base.type, name == "map" || name == "flatMap", arguments.count == 1 else { return nil }
        let transform = closureArgument(arguments[0], parameters: [wrapped], result: nil)
        var result = closureResult(transform)
        if name == "flatMap" { result = result.optionalWrapped ?? result }
        return Typed(BuiltinCall(arguments: [base.node, transform.node], line: range.line) { values, interpreter, line in
            if case .null = values[0] { return .null }
            guard case .function(let closure) = values[1] else { return .null }
            return try interpreter.call(closure, [values[0]], line: line)
        }, .optional(result))
    }

    private func numberMethod(_ base: Typed, name: String, arguments: [Argument], range: SourceRange) -> Typed? {
        let line = range.line
        let type = base.type
        if type.isInteger {
            switch name {
            case "isMultiple":
                guard let nodes = simpleArguments(arguments, [("of", type)], range: range) else { return Typed(base.node, .error) }
                return Typed(BuiltinCall(arguments: [base.node] + nodes, line: line) { values, _, _ in
                    guard case .int(let value) = values[0], case .int(let divisor) = values[1] else { return .bool(false) }
                    if divisor == 0 { return .bool(value == 0) }
                    if divisor == -1 { return .bool(true) }
                    return .bool(value % divisor == 0)
                }, .bool)
            case "quotientAndRemainder":
                guard let nodes = simpleArguments(arguments, [("dividingBy", type)], range: range) else { return Typed(base.node, .error) }
                return Typed(BuiltinCall(arguments: [base.node] + nodes, line: line) { values, _, line in
                    guard case .int(let a) = values[0], case .int(let b) = values[1] else { return .void }
                    return .tuple([.int(try IntegerArithmetic.divide(a, b, line: line)), .int(try IntegerArithmetic.remainder(a, b, line: line))])
                }, .tuple([TupleElement(label: "quotient", type), TupleElement(label: "remainder", type)]))
            case "addingReportingOverflow", "subtractingReportingOverflow", "multipliedReportingOverflow":
                let label: String? = name == "multipliedReportingOverflow" ? "by" : nil
                guard type == .int, let nodes = simpleArguments(arguments, [(label, .int)], range: range) else { return nil }
                return Typed(BuiltinCall(arguments: [base.node] + nodes, line: line) { values, _, _ in
                    guard case .int(let a) = values[0], case .int(let b) = values[1] else { return .void }
                    let (result, overflow) = name == "addingReportingOverflow" ? a.addingReportingOverflow(b)
                        : name == "subtractingReportingOverflow" ? a.subtractingReportingOverflow(b) : a.multipliedReportingOverflow(by: b)
                    return .tuple([.int(result), .bool(overflow)])
                }, .tuple([TupleElement(label: "partialValue", .int), TupleElement(label: "overflow", .bool)]))
            case "negate":
                guard arguments.isEmpty, let basePlace = mutableBasePlaceForBuiltin else { return nil }
                return Typed(BuiltinMutation(place: basePlace, arguments: [], line: line) { receiver, _, _, line in
                    if case .int(let number) = receiver { receiver = .int(try IntegerArithmetic.negate(number, line: line)) }
                    return .void
                }, .void)
            case "signum":
                guard arguments.isEmpty else { return nil }
                return Typed(Unary(base.node, line: line) { value, _ in .int(value.intValue?.signum() ?? 0) }, type)
            case "advanced":
                guard let nodes = simpleArguments(arguments, [("by", type)], range: range) else { return Typed(base.node, .error) }
                return Typed(BinaryArithmetic(Arithmetic(op: .add, operands: .int), base.node, nodes[0], line: line), type)
            default:
                return nil
            }
        }
        guard type.isFloatingPoint else { return nil }
        let isFloat = type == .float
        func wrap(_ number: Double) -> Value { isFloat ? .float(Float(number)) : .double(number) }
        switch name {
        case "rounded":
            if arguments.isEmpty {
                return Typed(Unary(base.node, line: line) { value, _ in wrap((value.doubleValue ?? 0).rounded()) }, type)
            }
            guard arguments.count == 1, case .implicitMember(let rule, _) = arguments[0].value.kind else { return nil }
            let mode: FloatingPointRoundingRule
            switch rule.name {
            case "up": mode = .up
            case "down": mode = .down
            case "towardZero": mode = .towardZero
            case "awayFromZero": mode = .awayFromZero
            case "toNearestOrEven": mode = .toNearestOrEven
            default: mode = .toNearestOrAwayFromZero
            }
            return Typed(Unary(base.node, line: line) { value, _ in wrap((value.doubleValue ?? 0).rounded(mode)) }, type)
        case "round", "negate":
            guard let basePlace = mutableBasePlaceForBuiltin else { return nil }
            var mode = FloatingPointRoundingRule.toNearestOrAwayFromZero
            if name == "round", arguments.count == 1, case .implicitMember(let rule, _) = arguments[0].value.kind {
                switch rule.name {
                case "up": mode = .up
                case "down": mode = .down
                case "towardZero": mode = .towardZero
                case "awayFromZero": mode = .awayFromZero
                case "toNearestOrEven": mode = .toNearestOrEven
                default: break
                }
            }
            let isRound = name == "round"
            return Typed(BuiltinMutation(place: basePlace, arguments: [], line: line) { receiver, _, _, _ in
                let number = receiver.doubleValue ?? 0
                receiver = wrap(isRound ? number.rounded(mode) : -number)
                return .void
            }, .void)
        case "squareRoot":
            guard arguments.isEmpty else { return nil }
            return Typed(Unary(base.node, line: line) { value, _ in
                if case .float(let number) = value { return .float(number.squareRoot()) }
                return wrap((value.doubleValue ?? 0).squareRoot())
            }, type)
        case "truncatingRemainder", "remainder":
            guard let nodes = simpleArguments(arguments, [("dividingBy", type)], range: range) else { return Typed(base.node, .error) }
            let truncating = name == "truncatingRemainder"
            return Typed(BuiltinCall(arguments: [base.node] + nodes, line: line) { values, _, _ in
                let a = values[0].doubleValue ?? 0
                let b = values[1].doubleValue ?? 0
                return wrap(truncating ? a.truncatingRemainder(dividingBy: b) : a.remainder(dividingBy: b))
            }, type)
        default:
            return nil
        }
    }

    private func stringMethod(_ base: Typed, name: String, arguments: [Argument], range: SourceRange) -> Typed? {
        let line = range.line
        guard base.type == .string || base.type == .character else { return nil }
        func text(_ value: Value) -> String {
            if case .character(let character) = value { return String(character) }
            return value.stringValue ?? ""
        }
        switch name {
        case "uppercased", "lowercased", "capitalized":
            guard arguments.isEmpty else { return nil }
            let upper = name == "uppercased"
            return Typed(Unary(base.node, line: line) { value, _ in
                .string(upper ? text(value).uppercased() : text(value).lowercased())
            }, .string)
        case "hasPrefix", "hasSuffix":
            guard let nodes = simpleArguments(arguments, [(nil, .string)], range: range) else { return Typed(base.node, .error) }
            let prefix = name == "hasPrefix"
            return Typed(BuiltinCall(arguments: [base.node] + nodes, line: line) { values, _, _ in
                .bool(prefix ? text(values[0]).hasPrefix(text(values[1])) : text(values[0]).hasSuffix(text(values[1])))
            }, .bool)
        case "contains" where base.type == .string:
            guard arguments.count == 1, arguments[0].label == nil else { return nil }
            let probe = Checker(probing: self).expression(arguments[0].value, expected: nil)
            let argumentType: SwiftType = probe.type == .string && !isCharacterLiteral(arguments[0].value) ? .string : .character
            guard let nodes = simpleArguments(arguments, [(nil, argumentType)], range: range) else { return Typed(base.node, .error) }
            return Typed(BuiltinCall(arguments: [base.node] + nodes, line: line) { values, _, _ in
                if case .character(let character) = values[1] { return .bool(text(values[0]).contains(character)) }
                let needle = text(values[1])
                return .bool(needle.isEmpty || text(values[0]).contains(needle))
            }, .bool)
        case "split" where base.type == .string:
            let specs = [ParameterSpec(label: "separator", type: .character),
                         ParameterSpec(label: "maxSplits", type: .int, hasDefault: true, defaultValue: Constant(.int(Int.max), line: line)),
                         ParameterSpec(label: "omittingEmptySubsequences", type: .bool, hasDefault: true,
                                       defaultValue: Constant(.bool(true), line: line))]
            guard let matched = matchArguments(arguments, to: specs, range: range, report: true) else { return Typed(base.node, .error) }
            let nodes = lowerArguments(matched, specs, substitution: [:], range: range).nodes
            return Typed(BuiltinCall(arguments: [base.node] + nodes, line: line) { values, _, _ in
                guard case .character(let separator) = values[1] else { return .array([]) }
                let parts = text(values[0]).split(separator: separator, maxSplits: Swift.max(0, values[2].intValue ?? Int.max),
                                                  omittingEmptySubsequences: values[3].boolValue ?? true)
                return .array(parts.map { .string(String($0)) })
            }, .array(.string))
        case "replacing" where base.type == .string:
            guard let nodes = simpleArguments(arguments, [(nil, .string), ("with", .string)], range: range) else {
                return Typed(base.node, .error)
            }
            return Typed(BuiltinCall(arguments: [base.node] + nodes, line: line) { values, _, _ in
                let target = text(values[1])
                guard !target.isEmpty else { return values[0] }
                return .string(text(values[0]).replacingOccurrences(of: target, with: text(values[2])))
            }, .string)
        case "components" where base.type == .string:
            guard let nodes = simpleArguments(arguments, [("separatedBy", .string)], range: range) else { return Typed(base.node, .error) }
            return Typed(BuiltinCall(arguments: [base.node] + nodes, line: line) { values, _, _ in
                let separator = text(values[1])
                guard !separator.isEmpty else { return .array([.string(text(values[0]))]) }
                return .array(text(values[0]).components(separatedBy: separator).map { .string($0) })
            }, .array(.string))
        case "replacingOccurrences" where base.type == .string:
            guard let nodes = simpleArguments(arguments, [("of", .string), ("with", .string)], range: range) else {
                return Typed(base.node, .error)
            }
            return Typed(BuiltinCall(arguments: [base.node] + nodes, line: line) { values, _, _ in
                let target = text(values[1])
                guard !target.isEmpty else { return values[0] }
                return .string(text(values[0]).replacingOccurrences(of: target, with: text(values[2])))
            }, .string)
        default:
            return nil
        }
    }

    private func isCharacterLiteral(_ value: Expr) -> Bool {
        false
    }
}
