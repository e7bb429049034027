import Foundation

/// The rules of the methods of numbers, strings, `Bool` and `Optional` (`isMultiple(of:)`,
/// `rounded()`, `squareRoot()`, `uppercased()`, `split(separator:)`…, declared in
/// `StandardLibrary+Numbers.swift` and `StandardLibrary+Strings.swift`). Collection methods are
/// in `Checker+CollectionMethods.swift` and `Checker+MutatingMethods.swift`.
extension Checker {
    /// Lowers arguments against fixed parameter types, checking labels.
    func simpleArguments(_ arguments: [Argument], _ parameters: [(String?, SwiftType)], range: SourceRange) -> [Expression]? {
        let specs = parameters.map { ParameterSpec(label: $0.0, type: $0.1, isLibrary: true) }
        guard let matched = matchArguments(arguments, to: specs, range: range, report: true) else {
            lowerAll(arguments)
            return nil
        }
        return lowerArguments(matched, specs, substitution: [:], range: range).nodes
    }

    /// `optional.map { … }` and `flatMap`: the closure runs only on a value.
    func optionalMapRule(_ site: BuiltinSite) -> Typed? {
        let (name, arguments, range) = (site.name, site.arguments, site.range)
        guard let base = site.base, case .optional(let wrapped) = base.type, arguments.count == 1 else { return nil }
        let transform = closureArgument(arguments[0], parameters: [wrapped], result: nil)
        var result = closureResult(transform)
        let isFlat = name == "flatMap"
        if isFlat { result = result.optionalWrapped ?? result }
        return Typed(BuiltinCall(arguments: [base.node, transform.node], line: range.line) { values, interpreter, line in
            if case .null = values[0] { return .null }
            guard case .function(let closure) = values[1] else { return .null }
            // The closure gets the payload (an `Int??` holding `.some(nil)` gives it nil), and
            // `map`'s result is a payload in turn (a closure's nil is `.some(nil)`).
            let result = try interpreter.call(closure, [values[0].unwrappedOptional], line: line)
            return isFlat ? result : Value.wrapping(result)
        }, .optional(result))
    }

    /// `string.append(_:)`, of a string or a character, to a String or a Substring.
    func stringAppendRule(_ site: BuiltinSite) -> Typed? {
        let (arguments, range) = (site.arguments, site.range)
        guard let base = site.base, base.type.isText, arguments.count == 1,
              arguments[0].label == nil || arguments[0].label?.name == "contentsOf" else { return nil }
        guard let basePlace = site.basePlace else {
            error(immutableBaseMessage(base.type), site.nameRange ?? range)
            return Typed(base.node, .error)
        }
        let probe = Checker(probing: self).expression(arguments[0].value, expected: nil)
        // A number or a Bool is no text, Character or sequence: swiftc finds no `append` taking it.
        if probe.type.isNumeric || probe.type == .bool {
            error("no exact matches in call to instance method 'append'", site.nameRange ?? range)
            lowerAll(arguments)
            return Typed(base.node, .error)
        }
        var type: SwiftType = probe.type == .character ? .character : .string
        // A Substring appends a Character (a one-character literal is one), or text by
        // `append(contentsOf:)`: it has no `append(_: String)`.
        if base.type == .substring, type == .string, arguments[0].label == nil {
            if case .stringLiteral(let literal) = arguments[0].value.kind, literal.segments.count == 1,
               case .text(let text) = literal.segments[0], text.count == 1 {
                type = .character
            } else {
                error("no exact matches in call to instance method 'append'", site.nameRange ?? range)
                return Typed(base.node, .error)
            }
        }
        let value = coerce(expression(arguments[0].value, expected: type), to: type, at: caret(arguments[0].value), role: .libraryArgument)
        return Typed(BuiltinMutation(place: basePlace, arguments: [value], line: range.line) { receiver, values, _, _ in
            guard var text = receiver.stringValue else { return .void }
            receiver = .void
            switch values[0] {
            case .character(let character): text.append(character)
            case .string(let piece), .substring(let piece, _): text += piece
            default: break
            }
            // A Substring whose base another value still holds is copied out to new text: its
            // indices start again at 0 (Swift keeps them only for a base it holds alone).
            receiver = .string(text)
            return .void
        }, .void)
    }

    func toggleRule(_ site: BuiltinSite) -> Typed? {
        guard site.receiverType == .bool, site.arguments.isEmpty, let basePlace = site.basePlace else { return nil }
        let range = site.range
        return Typed(BuiltinMutation(place: basePlace, arguments: [], line: range.line) { receiver, _, _, _ in
            receiver = .bool(!(receiver.boolValue ?? false))
            return .void
        }, .void)
    }

    func isMultipleRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base else { return nil }
        let type = base.type
        guard site.receiverType.isInteger else { return nil }
        let (arguments, range, line) = (site.arguments, site.range, site.line)
        guard let nodes = simpleArguments(arguments, [("of", type)], range: range) else { return Typed(base.node, .error) }
        if type == .int, let divisor = nodes.first { return Typed(IntIsMultiple(base.node, of: divisor, line: line), .bool) }
        return Typed(BuiltinCall(arguments: [base.node] + nodes, line: line) { values, _, _ in
            guard case .int(let value) = values[0], case .int(let divisor) = values[1] else { return .bool(false) }
            if divisor == 0 { return .bool(value == 0) }
            if divisor == -1 { return .bool(true) }
            return .bool(value % divisor == 0)
        }, .bool)
    }

    func quotientAndRemainderRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base else { return nil }
        let type = base.type
        guard site.receiverType.isInteger else { return nil }
        let (arguments, range, line) = (site.arguments, site.range, site.line)
        guard let nodes = simpleArguments(arguments, [("dividingBy", type)], range: range) else { return Typed(base.node, .error) }
        return Typed(BuiltinCall(arguments: [base.node] + nodes, line: line) { values, _, line in
            guard case .int(let a) = values[0], case .int(let b) = values[1] else { return .void }
            return .tuple([.int(try IntegerArithmetic.divide(a, b, line: line)), .int(try IntegerArithmetic.remainder(a, b, line: line))])
        }, .tuple([TupleElement(label: "quotient", type), TupleElement(label: "remainder", type)]))
    }

    func reportingOverflowRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base else { return nil }
        let type = base.type
        guard site.receiverType.isInteger else { return nil }
        let (name, arguments, range, line) = (site.name, site.arguments, site.range, site.line)
        let labels = ["multipliedReportingOverflow": "by", "dividedReportingOverflow": "by",
                      "remainderReportingOverflow": "dividingBy"]
        guard type == .int, let nodes = simpleArguments(arguments, [(labels[name], .int)], range: range) else { return nil }
        return Typed(BuiltinCall(arguments: [base.node] + nodes, line: line) { values, _, _ in
            guard case .int(let a) = values[0], case .int(let b) = values[1] else { return .void }
            let (result, overflow): (Int, Bool)
            switch name {
            case "addingReportingOverflow": (result, overflow) = a.addingReportingOverflow(b)
            case "subtractingReportingOverflow": (result, overflow) = a.subtractingReportingOverflow(b)
            case "dividedReportingOverflow": (result, overflow) = a.dividedReportingOverflow(by: b)
            case "remainderReportingOverflow": (result, overflow) = a.remainderReportingOverflow(dividingBy: b)
            default: (result, overflow) = a.multipliedReportingOverflow(by: b)
            }
            return .tuple([.int(result), .bool(overflow)])
        }, .tuple([TupleElement(label: "partialValue", .int), TupleElement(label: "overflow", .bool)]))
    }

    func integerNegateRule(_ site: BuiltinSite) -> Typed? {
        guard site.receiverType.isInteger else { return nil }
        let (arguments, line) = (site.arguments, site.line)
        guard arguments.isEmpty, let basePlace = site.basePlace else { return nil }
        return Typed(BuiltinMutation(place: basePlace, arguments: [], line: line) { receiver, _, _, line in
            if case .int(let number) = receiver { receiver = .int(try IntegerArithmetic.negate(number, line: line)) }
            return .void
        }, .void)
    }

    func signumRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base else { return nil }
        let type = base.type
        guard site.receiverType.isInteger else { return nil }
        let (arguments, line) = (site.arguments, site.line)
        guard arguments.isEmpty else { return nil }
        return Typed(Unary(base.node, line: line) { value, _ in .int(value.intValue?.signum() ?? 0) }, type)
    }

    func roundedRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base else { return nil }
        let type = base.type
        guard site.receiverType.isFloatingPoint else { return nil }
        let (arguments, line) = (site.arguments, site.line)
        if arguments.isEmpty {
            return Typed(Unary(base.node, line: line) { value, _ in Self.floatingResult((value.doubleValue ?? 0).rounded(), like: value) }, type)
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
        return Typed(Unary(base.node, line: line) { value, _ in Self.floatingResult((value.doubleValue ?? 0).rounded(mode), like: value) }, type)
    }

    func roundRule(_ site: BuiltinSite) -> Typed? {
        guard site.base != nil else { return nil }
        guard site.receiverType.isFloatingPoint else { return nil }
        let (name, arguments, line) = (site.name, site.arguments, site.line)
        guard let basePlace = site.basePlace else { return nil }
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
            receiver = Self.floatingResult(isRound ? number.rounded(mode) : -number, like: receiver)
            return .void
        }, .void)
    }

    func squareRootRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base else { return nil }
        let type = base.type
        guard site.receiverType.isFloatingPoint else { return nil }
        let (arguments, line) = (site.arguments, site.line)
        guard arguments.isEmpty else { return nil }
        if NumberNodes.isDouble(type) { return Typed(DoubleFunction(base.node, line: line) { $0.squareRoot() }, type) }
        return Typed(Unary(base.node, line: line) { value, _ in
            if case .float(let number) = value { return .float(number.squareRoot()) }
            return Self.floatingResult((value.doubleValue ?? 0).squareRoot(), like: value)
        }, type)
    }

    func remainderRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base else { return nil }
        let type = base.type
        guard site.receiverType.isFloatingPoint else { return nil }
        let (name, arguments, range, line) = (site.name, site.arguments, site.range, site.line)
        guard let nodes = simpleArguments(arguments, [("dividingBy", type)], range: range) else { return Typed(base.node, .error) }
        let truncating = name == "truncatingRemainder"
        return Typed(BuiltinCall(arguments: [base.node] + nodes, line: line) { values, _, _ in
            let a = values[0].doubleValue ?? 0
            let b = values[1].doubleValue ?? 0
            return Self.floatingResult(truncating ? a.truncatingRemainder(dividingBy: b) : a.remainder(dividingBy: b), like: values[0])
        }, type)
    }

    func caseRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base else { return nil }
        guard site.receiverType == .string || site.receiverType == .character else { return nil }
        let (name, arguments, line) = (site.name, site.arguments, site.line)
        guard arguments.isEmpty else { return nil }
        let upper = name == "uppercased"
        return Typed(BuiltinCall(arguments: [base.node], line: line) { values, interpreter, line in
            .string(try Checker.caseMapped(Checker.stringText(values[0]), upper: upper, interpreter, line: line))
        }, .string)
    }

    func affixRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base else { return nil }
        guard site.receiverType == .string || site.receiverType == .character else { return nil }
        let (name, arguments, range, line) = (site.name, site.arguments, site.range, site.line)
        let prefix = name == "hasPrefix"
        if arguments.count == 1, arguments[0].label?.name == (prefix ? "prefix" : "suffix") {
            // The parameter's own name as a label: swiftc weighs String's and StringProtocol's declarations alike.
            error("no exact matches in call to instance method '\(name)'", site.nameRange ?? range)
            return Typed(base.node, .error)
        }
        guard let nodes = simpleArguments(arguments, [(nil, .string)], range: range) else { return Typed(base.node, .error) }
        return Typed(BuiltinCall(arguments: [base.node] + nodes, line: line) { values, _, _ in
            .bool(prefix ? Checker.stringText(values[0]).hasPrefix(Checker.stringText(values[1])) : Checker.stringText(values[0]).hasSuffix(Checker.stringText(values[1])))
        }, .bool)
    }

    func stringContainsRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base else { return nil }
        guard site.receiverType == .string else { return nil }
        let (arguments, range, line) = (site.arguments, site.range, site.line)
        guard arguments.count == 1, arguments[0].label == nil else { return nil }
        // `contains { $0 == "b" }` is `contains(where:)` with its closure trailing.
        if case .closure = arguments[0].value.kind { return nil }
        let probe = Checker(probing: self).expression(arguments[0].value, expected: nil)
        let argumentType: SwiftType = probe.type == .string || probe.type == .substring ? probe.type : .character
        guard let nodes = simpleArguments(arguments, [(nil, argumentType)], range: range) else { return Typed(base.node, .error) }
        return Typed(BuiltinCall(arguments: [base.node] + nodes, line: line) { values, interpreter, line in
            let needle: String
            if case .character(let character) = values[1] { needle = String(character) } else { needle = Checker.stringText(values[1]) }
            return .bool(try needle.isEmpty || Checker.search(Checker.stringText(values[0]), for: needle, interpreter, line: line))
        }, .bool)
    }

    func splitRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base else { return nil }
        guard site.receiverType == .string else { return nil }
        let (arguments, range, line) = (site.arguments, site.range, site.line)
        // `split { $0 == "," }` is `split(whereSeparator:)`.
        if arguments.count == 1, arguments[0].label == nil, case .closure = arguments[0].value.kind { return nil }
        if arguments.count == 1, arguments[0].label?.name == "whereSeparator" { return nil }
        // A separator of several characters (`split(separator: "\n\n")`) is the collection overload.
        let separatorType: SwiftType = splitsOnText(arguments) ? .string : .character
        let specs = [ParameterSpec(label: "separator", type: separatorType),
                     ParameterSpec(label: "maxSplits", type: .int, hasDefault: true, defaultValue: Constant(.int(Int.max), line: line)),
                     ParameterSpec(label: "omittingEmptySubsequences", type: .bool, hasDefault: true,
                                   defaultValue: Constant(.bool(true), line: line))]
        guard let matched = matchArguments(arguments, to: specs, range: range, report: true) else { return Typed(base.node, .error) }
        let nodes = lowerArguments(matched, specs, substitution: [:], range: range).nodes
        return recordingSliceCall(Typed(BuiltinCall(arguments: [base.node] + nodes, line: line) { values, _, _ in
            let text = Checker.stringText(values[0])
            let maxSplits = Swift.max(0, values[2].intValue ?? Int.max)
            let omitting = values[3].boolValue ?? true
            let parts: [Substring]
            switch values[1] {
            case .character(let separator):
                parts = text.split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
            default:
                let separator = Checker.stringText(values[1])
                guard !separator.isEmpty else { return .array([]) }
                parts = text.split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
            }
            // Each piece keeps its place in the base: its UTF-8 position.
            let first = values[0].textStart
            return .array(parts.map { part in
                Value.substring(String(part), from: Checker.textIndex(part.startIndex, in: text, first: first))
            })
        }, .array(.substring)), "split")
    }

    /// Whether `split`'s separator is text rather than one character: a `String` value, or a
    /// string literal of more than one character.
    func splitsOnText(_ arguments: [Argument]) -> Bool {
        guard let separator = arguments.first(where: { $0.label?.name == "separator" }) else { return false }
        if case .stringLiteral(let literal) = unparenthesized(separator.value).kind {
            guard literal.segments.count == 1, case .text(let text) = literal.segments[0] else { return true }
            return text.count != 1
        }
        return Checker(probing: self).expression(separator.value, expected: nil).type == .string
    }

    func replacingRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base else { return nil }
        guard site.receiverType == .string else { return nil }
        let (arguments, range, line) = (site.arguments, site.range, site.line)
        guard let nodes = simpleArguments(arguments, [(nil, .string), ("with", .string)], range: range) else {
            return Typed(base.node, .error)
        }
        return Typed(BuiltinCall(arguments: [base.node] + nodes, line: line) { values, _, _ in
            let target = Checker.stringText(values[1])
            guard !target.isEmpty else { return values[0] }
            return .string(Checker.stringText(values[0]).replacingOccurrences(of: target, with: Checker.stringText(values[2])))
        }, .string)
    }

    func componentsRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base else { return nil }
        guard site.receiverType == .string else { return nil }
        let (arguments, range, line) = (site.arguments, site.range, site.line)
        if arguments.count == 1, arguments[0].label?.name == "separatedBy",
           Checker(probing: self).expression(arguments[0].value, expected: .string).type != .string {
            // Foundation's `components(separatedBy: .newlines)`: the library's CharacterSet split.
            return callMethod(base, basePlace: nil, name: Identifier("_components", range: site.nameRange ?? range),
                              arguments: arguments, expected: site.expected, range: range)
        }
        guard let nodes = simpleArguments(arguments, [("separatedBy", .string)], range: range) else { return Typed(base.node, .error) }
        return Typed(BuiltinCall(arguments: [base.node] + nodes, line: line) { values, _, _ in
            let separator = Checker.stringText(values[1])
            guard !separator.isEmpty else { return .array([.string(Checker.stringText(values[0]))]) }
            return .array(Checker.stringText(values[0]).components(separatedBy: separator).map { .string($0) })
        }, .array(.string))
    }

    func replacingOccurrencesRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base else { return nil }
        guard site.receiverType == .string else { return nil }
        let (arguments, range, line) = (site.arguments, site.range, site.line)
        guard let nodes = simpleArguments(arguments, [("of", .string), ("with", .string)], range: range) else {
            return Typed(base.node, .error)
        }
        return Typed(BuiltinCall(arguments: [base.node] + nodes, line: line) { values, _, _ in
            let target = Checker.stringText(values[1])
            guard !target.isEmpty else { return values[0] }
            return .string(Checker.stringText(values[0]).replacingOccurrences(of: target, with: Checker.stringText(values[2])))
        }, .string)
    }

    /// A `String` or `Character` value's text.
    static func stringText(_ value: Value) -> String {
        if case .character(let character) = value { return String(character) }
        return value.stringValue ?? ""
    }

    /// `number` as a value of the floating-point kind of `value`: a Float's result is a Float.
    /// By the value, not the static type: a generic parameter's value may be either.
    static func floatingResult(_ number: Double, like value: Value) -> Value {
        if case .float = value.unboxed { return .float(Float(number)) }
        return .double(number)
    }
}
