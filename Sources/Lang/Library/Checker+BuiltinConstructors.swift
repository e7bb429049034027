import Foundation

/// The rules of the standard library's initialisers (declared in `StandardLibrary+Initializers.swift`):
/// number conversions (`Int(2.9)` truncates and traps out of range, `Int(exactly:)`), `String(x)`,
/// `Array(repeating:count:)`, `Set(…)`.
extension Checker {
    func intRadixInitRule(_ site: BuiltinSite) -> Typed? {
        let (arguments, range) = (site.arguments, site.range)
        guard let type = site.type, type.isInteger else { return nil }
        if arguments.count == 2, arguments.allSatisfy({ $0.label == nil }) {
            return radixWithoutLabel(arguments, range: range)
        }
        guard arguments.count == 2, arguments[1].label?.name == "radix" else { return nil }
        let line = site.line
        guard let nodes = simpleArguments(arguments, [(nil, .string), ("radix", .int)], range: range) else {
            return Typed(Constant(.null, line: line), .error)
        }
        return Typed(BuiltinCall(arguments: nodes, line: line) { values, _, line in
            guard case .int(let radix) = values[1], (2...36).contains(radix) else {
                throw RuntimeError("Radix must be between 2 and 36", line: line)
            }
            return Self.parsedInteger(values[0].stringValue ?? "", radix: radix, as: type)
        }, .optional(type))
    }

    /// The integer of type `type` that `text` spells in base `radix`, or nil (`.null`) when it
    /// spells none or one out of the type's range (`UInt8("1FF", radix: 16)`).
    static func parsedInteger(_ text: String, radix: Int, as type: SwiftType) -> Value {
        switch type {
        case .fixedInt(let kind) where kind.isWideUnsigned:
            return UInt(text, radix: radix).map { .int(Int(bitPattern: $0)) } ?? .null
        case .fixedInt(let kind):
            guard let number = Int(text, radix: radix), number >= kind.min, number <= kind.max else { return .null }
            return .int(number)
        default:
            return Int(text, radix: radix).map { .int($0) } ?? .null
        }
    }

    /// `Int("ff", 16)`: swiftc's only initialiser of two arguments wants the second labelled,
    /// and a first argument that is no string fails its `StringProtocol` requirement too.
    private func radixWithoutLabel(_ arguments: [Argument], range: SourceRange) -> Typed {
        error("missing argument label 'radix:' in call", callParentheses(arguments, range: range).open ?? range)
        let text = expression(arguments[0].value, expected: nil)
        if !hasError(text.type), text.type != .string, text.type != .substring {
            error("initializer 'init(_:radix:)' requires that '\(text.type)' conform to 'StringProtocol'", range)
        }
        lowerAll(Array(arguments.dropFirst()))
        return Typed(Constant(.null, line: range.line), .optional(.int))
    }

    func stringRadixInitRule(_ site: BuiltinSite) -> Typed? {
        let (arguments, range, line) = (site.arguments, site.range, site.line)
        guard site.type == .string, arguments.count >= 2, arguments[0].label == nil, arguments[1].label?.name == "radix" else {
            return nil
        }
        // `init<T: BinaryInteger>(_ value: T, radix:uppercase:)`: any integer type, a generic one too.
        let probed = contextFreeType(of: arguments[0].value)
        let integer: SwiftType = probed.isInteger || conforms(probed, toBuiltin: "BinaryInteger") ? probed : .int
        var parameters: [(String?, SwiftType)] = [(nil, integer), ("radix", .int)]
        if arguments.count == 3 { parameters.append(("uppercase", .bool)) }
        guard let nodes = simpleArguments(arguments, parameters, range: range) else {
            return Typed(Constant(.string(""), line: line), .error)
        }
        return Typed(BuiltinCall(arguments: nodes, line: line) { values, _, line in
            guard case .int(let number) = values[0], case .int(let radix) = values[1], (2...36).contains(radix) else {
                throw RuntimeError("Radix must be between 2 and 36", line: line)
            }
            var uppercase = false
            if values.count > 2, case .bool(let flag) = values[2] { uppercase = flag }
            // A wide unsigned value above `Int.max` is held as its bit pattern.
            if case .fixedInt(let kind) = integer, kind.isWideUnsigned {
                return .string(String(UInt(bitPattern: number), radix: radix, uppercase: uppercase))
            }
            return .string(String(number, radix: radix, uppercase: uppercase))
        }, .string)
    }

    func numberInitRule(_ site: BuiltinSite) -> Typed? {
        let (arguments, range) = (site.arguments, site.range)
        guard let type = site.type, type.isNumeric else { return nil }
        let label = arguments.first?.label?.name
        guard arguments.count == 1 else { return nil }
        if label == nil, let reported = conversionOfCoalescedNil(to: type, argument: arguments[0].value,
                                                                 takes: { $0.isNumeric }, range: range) {
            return reported
        }
        return numberConversion(type, label: label, argument: arguments[0], range: range)
    }

    func stringInitRule(_ site: BuiltinSite) -> Typed? {
        let arguments = site.arguments
        guard site.type == .string else { return nil }
        let line = site.line
        let label = arguments.first?.label?.name
        if arguments.isEmpty { return Typed(Constant(.string(""), line: line), .string) }
        if arguments.count == 2, label == "repeating", arguments[1].label?.name == "count" {
            let probe = Checker(probing: self).expression(arguments[0].value, expected: nil)
            let element: SwiftType = probe.type == .character ? .character : .string
            return Typed(repeatedText(arguments, element: element, line: line), .string)
        }
        if arguments.count == 2, arguments.allSatisfy({ $0.label == nil }), countsLikeRepeating(arguments[1]),
           Checker(probing: self).expression(arguments[0].value, expected: nil).type == .string {
            // `String(text, 3)`: of a string, `init(repeating: String, count:)` missing its labels
            // (of a Character both `repeating:` initialisers fit: swiftc's "no exact matches").
            error("missing argument labels 'repeating:count:' in call", callParentheses(arguments, range: site.range).open ?? site.range)
            return Typed(repeatedText(arguments, element: .string, line: line), .string)
        }
        if label == "format", let format = arguments.first {
            let formatNode = coerce(expression(format.value, expected: .string), to: .string, at: caret(format.value), role: .argument)
            let values = arguments.dropFirst().map { argument -> Expression in
                let typed = expression(argument.value, expected: nil)
                if !Self.isFormatArgument(typed.type) {
                    error("argument type '\(typed.type)' does not conform to expected type 'CVarArg'", argument.value.range)
                }
                return typed.node
            }
            return Typed(BuiltinCall(arguments: [formatNode] + values, line: line) { values, _, line in
                .string(try Checker.formatted(values[0].stringValue ?? "", Array(values.dropFirst()), what: "String(format:)", line: line))
            }, .string)
        }
        if arguments.count == 1, label == "reflecting" {
            // As `debugPrint` writes the value: a string quoted and escaped (`"\"abc\""`).
            let typed = expression(arguments[0].value, expected: nil)
            let (node, type) = containsGeneric(typed.type) ? (boxedWithWitnesses(typed.node, typed.type, line: line), SwiftType.any)
                                                            : (typed.node, typed.type)
            return Typed(BuiltinCall(arguments: [node], line: line) { values, interpreter, line in
                try interpreter.checkInterrupt(line: line)
                return .string(try interpreter.printer.debugDescription(of: values[0], as: type))
            }, .string)
        }
        guard arguments.count == 1, label == nil || label == "describing" else { return nil }
        if label == nil, let reported = conversionOfCoalescedNil(to: .string, argument: arguments[0].value,
                                                                 takes: stringInitTakes, range: site.range) {
            return reported
        }
        // `String(["x", "y"])`: literals of one character each are a `[Character]` there, as swiftc
        // takes them for `init<S: Sequence>(_:) where S.Element == Character`.
        let context: SwiftType? = label == nil && Self.isCharacterArrayLiteral(arguments[0].value) ? .array(.character) : nil
        var typed = label == nil ? scalarOrTyped(arguments[0].value, context: context) : expression(arguments[0].value, expected: context)
        if label == nil, let made = stringOfScalar(typed, range: site.range) { return made }
        if label == nil, !stringInitTakes(typed.type) {
            if solutionsRanked(around: arguments[0].value),
               reportsOptionalConversionArgument(typed, arguments[0].value, takes: {
                   conforms($0, toBuiltin: "LosslessStringConvertible") }) {
                // As swiftc, the call is then a String still: a call around it is checked on.
                return Typed(typed.node, .string)
            }
            error("no exact matches in call to initializer", site.range)
            return Typed(typed.node, .error)
        }
        // `String("abc".reversed())`: the characters of a lazy sequence of them.
        if label == nil, (sequenceElement(typed.type) ?? lazyElement(typed.type)) == .character,
           let characters = flattenSequenceElements(typed, line: line) {
            typed = characters
        }
        if typed.type == .array(.character) || typed.type == .arraySlice(.character) {
            return Typed(joinedCharacters(typed.node, line: line), .string)
        }
        return Typed(describingNode(typed, line: line), .string)
    }

    /// `(repeating: text, count: n)` of `String` or `Substring`: `text` (of type `element`, a
    /// string or a character) `count` times, as a string.
    func repeatedText(_ arguments: [Argument], element: SwiftType, line: Int) -> Expression {
        let text = coerce(expression(arguments[0].value, expected: element), to: element, at: caret(arguments[0].value), role: .argument)
        let count = coerce(expression(arguments[1].value, expected: .int), to: .int, at: caret(arguments[1].value), role: .argument)
        return BuiltinCall(arguments: [text, count], line: line) { values, _, line in
            let piece: String
            switch values[0] {
            case .character(let character): piece = String(character)
            case .string(let string), .substring(let string, _): piece = string
            default: piece = ""
            }
            guard case .int(let times) = values[1], times >= 0 else {
                throw RuntimeError("Negative count not allowed", line: line)
            }
            // Divided, not multiplied: `count: Int.max` would overflow the product and trap.
            guard times <= Interpreter.maximumOutput / max(1, piece.utf8.count) else {
                throw RuntimeError("string too long", line: line, isLimit: true)
            }
            return .string(String(repeating: piece, count: times))
        }
    }

    /// The characters of an array or array slice of them, as a string.
    func joinedCharacters(_ node: Expression, line: Int) -> Expression {
        Unary(node, line: line) { value, _ in
            guard let characters = value.arrayElements else { return value }
            return .string(String(characters.compactMap { if case .character(let c) = $0 { return c } else { return nil } }))
        }
    }

    /// Whether one of `String`'s unlabelled one-argument initialisers takes a value of `type`: a
    /// `LosslessStringConvertible` one or a sequence of characters (`String(c)` of a `CGFloat`,
    /// an optional, a tuple, a range or an `Any` is swiftc's "no exact matches"; `describing:` takes them).
    private func stringInitTakes(_ type: SwiftType) -> Bool {
        if hasError(type) { return true }
        if type == .any { return false }
        if case .existential = type { return true }
        // A lazy filter of a String's characters is a sequence of them too; any `BinaryInteger`
        // has `init<T: BinaryInteger>(_ value: T, radix: Int = 10, uppercase: Bool = false)`.
        return conforms(type, toBuiltin: "LosslessStringConvertible") || (sequenceElement(type) ?? lazyElement(type)) == .character
            || conforms(type, toBuiltin: "BinaryInteger")
    }

    /// An array literal of string literals of one character each (`["x", "y"]`).
    static func isCharacterArrayLiteral(_ expression: Expr) -> Bool {
        guard case .array(let elements) = expression.kind, !elements.isEmpty else { return false }
        return elements.allSatisfy {
            guard case .stringLiteral(let literal) = $0.kind, let text = literal.staticText else { return false }
            return text.count == 1
        }
    }

    func characterInitRule(_ site: BuiltinSite) -> Typed? {
        let arguments = site.arguments
        guard site.type == .character else { return nil }
        let line = site.line
        guard arguments.count == 1 else { return nil }
        let typed = arguments[0].label == nil ? scalarOrTyped(arguments[0].value, context: .character)
            : expression(arguments[0].value, expected: .character)
        if let made = characterOfScalar(typed, argument: arguments[0].value) { return made }
        return Typed(Unary(typed.node, line: line) { value, line in
            if let text = value.stringValue {
                guard text.count == 1, let first = text.first else {
                    throw RuntimeError("Can't form a Character from a String containing more than one extended grapheme cluster", line: line)
                }
                return .character(first)
            }
            return value
        }, .character)
    }

    func boolInitRule(_ site: BuiltinSite) -> Typed? {
        let arguments = site.arguments
        guard site.type == .bool else { return nil }
        let line = site.line
        guard arguments.count == 1 else { return nil }
        let typed = expression(arguments[0].value, expected: .bool)
        if typed.type == .string || typed.type == .substring {
            return Typed(Unary(typed.node, line: line) { value, _ in
                switch value.stringValue {
                case "true"?: return .bool(true)
                case "false"?: return .bool(false)
                default: return .null
                }
            }, .optional(.bool))
        }
        return Typed(coerce(typed, to: .bool, at: caret(arguments[0].value), role: .argument), .bool)
    }

    func arrayInitRule(_ site: BuiltinSite) -> Typed? {
        let arguments = site.arguments
        guard let type = site.type, case .array(let element) = type else { return nil }
        let line = site.line
        let label = arguments.first?.label?.name
        if arguments.isEmpty { return Typed(Constant(.array([]), line: line), type) }
        if label == "arrayLiteral", let elements = literalElements(arguments, element: element) {
            return Typed(BuiltinCall(arguments: elements, line: line) { values, _, _ in .array(values) }, type)
        }
        if arguments.count == 2, label == "repeating", arguments[1].label?.name == "count" {
            let value = coerce(expression(arguments[0].value, expected: element), to: element, at: caret(arguments[0].value), role: .argument)
            let count = coerce(expression(arguments[1].value, expected: .int), to: .int, at: caret(arguments[1].value), role: .argument)
            return Typed(BuiltinCall(arguments: [value, count], line: line) { values, interpreter, line in
                guard case .int(let times) = values[1], times >= 0 else {
                    throw RuntimeError("Can't construct Array with count < 0", line: line)
                }
                guard times <= 50_000_000 else { throw RuntimeError("array too large", line: line, isLimit: true) }
                try Interpreter.reserve(Interpreter.bytes(ofValues: times), for: "an array of \(times) elements", line: line)
                return .array(try interpreter.repeated(values[0], count: times, line: line))
            }, type)
        }
        guard arguments.count == 1, label == nil else { return nil }
        // An array literal takes its element type from the context, as in swiftc: `let e:
        // [String] = Array([1, 2])` is an error at the 1.
        var literalType: SwiftType?
        if case .array = arguments[0].value.kind, !containsGeneric(element), element != .error { literalType = type }
        let argument = expression(arguments[0].value, expected: literalType)
        // A generic parameter's value may be a lazy filter or a program's own sequence, read
        // through its closures or its iterator (`GenericSequenceElements`).
        let typed = reversedLazyCopy(argument, line: line) ?? userSequenceElements(argument, line: line)
            ?? genericSequenceElements(argument, line: line) ?? argument
        if typed.type != argument.type, case .array(let produced) = typed.type, produced != element, produced != .error,
           element != .error, !converts(produced, to: element) {
            // `[String](countdown)` of a program's sequence of Ints.
            error("no exact matches in call to initializer", site.range.startOnly)
            return Typed(typed.node, .error)
        }
        return Typed(Unary(typed.node, line: line) { value, line in .array(try Sequences.elements(of: value, line: line)) }, type)
    }

    func setInitRule(_ site: BuiltinSite) -> Typed? {
        let arguments = site.arguments
        guard let type = site.type, case .set(let element) = type else { return nil }
        let line = site.line
        let label = arguments.first?.label?.name
        if arguments.isEmpty {
            // `Set<Foo>()`: swiftc blames the type written, as at an annotation.
            if site.expected == nil { rejectUnhashableKey(type, writtenAt: site.range) }
            return Typed(Constant(.set([]), line: line), type)
        }
        if label == "arrayLiteral", let elements = literalElements(arguments, element: element) {
            return Typed(BuiltinCall(arguments: elements, line: line) { values, _, _ in .set(Set(values)) }, type)
        }
        if arguments.count == 1, label == "minimumCapacity" { return emptyWithCapacity(arguments[0], .set([]), type, line: line) }
        guard arguments.count == 1, label == nil else { return nil }
        rejectUnhashableSet(type, at: site.range)
        // As `Array(_:)`: an array literal takes the element type from the context; any other
        // sequence is what it is (`Set(s.prefix(2))` cuts a Slice, not Sequence's array).
        var literalType: SwiftType?
        if case .array = arguments[0].value.kind { literalType = .array(element) }
        let argument = expression(arguments[0].value, expected: literalType)
        // A generic parameter's value may be a lazy filter or a program's own sequence, read
        // through its closures or its iterator (`GenericSequenceElements`).
        let typed = reversedLazyCopy(argument, line: line) ?? userSequenceElements(argument, line: line)
            ?? genericSequenceElements(argument, line: line) ?? argument
        return Typed(Unary(typed.node, line: line) { value, line in .set(Set(try Sequences.elements(of: value, line: line))) }, type)
    }

    func dictionaryInitRule(_ site: BuiltinSite) -> Typed? {
        let arguments = site.arguments
        guard let type = site.type, case .dictionary = type else { return nil }
        let line = site.line
        let label = arguments.first?.label?.name
        if arguments.isEmpty { return Typed(Constant(.dictionary([:]), line: line), type) }
        if arguments.count == 1, label == "minimumCapacity" {
            return emptyWithCapacity(arguments[0], .dictionary([:]), type, line: line)
        }
        if arguments.count == 1, label == "uniqueKeysWithValues" {
            let typed = expression(arguments[0].value, expected: nil)
            let keyType: SwiftType
            if case .dictionary(let key, _) = type { keyType = key } else { keyType = .any }
            return Typed(BuiltinCall(arguments: [typed.node], line: line) { values, interpreter, line in
                var result: [Value: Value] = [:]
                for pair in try Sequences.elements(of: values[0], line: line) {
                    guard case .tuple(let parts) = pair, parts.count == 2 else { continue }
                    if result.updateValue(parts[1], forKey: parts[0]) != nil {
                        // Swift interpolates the key: its description.
                        let key = try interpreter.printer.description(of: parts[0], as: keyType)
                        throw RuntimeError("Duplicate values for key: '\(key)'", line: line)
                    }
                }
                return .dictionary(result)
            }, type)
        }
        return nil
    }

    /// `Set(arrayLiteral: a, b)`'s elements, each of the element type: the first labelled, the
    /// rest not (a variadic parameter); nil when the labels are otherwise.
    private func literalElements(_ arguments: [Argument], element: SwiftType) -> [Expression]? {
        guard arguments.dropFirst().allSatisfy({ $0.label == nil }) else { return nil }
        return arguments.map { argument in
            coerce(expression(argument.value, expected: element), to: element, at: caret(argument.value), role: .argument)
        }
    }

    /// An empty collection made with room for `capacity` elements (room a value of Lang makes as it grows).
    private func emptyWithCapacity(_ capacity: Argument, _ empty: Value, _ type: SwiftType, line: Int) -> Typed {
        let count = coerce(expression(capacity.value, expected: .int), to: .int, at: caret(capacity.value), role: .argument)
        return Typed(Unary(count, line: line) { _, _ in empty }, type)
    }

    /// `node` (a number of type `source`) converted to `type`, as `T(n)` converts it.
    private func convertedNumber(_ node: Expression, from source: SwiftType, to type: SwiftType, line: Int) -> Typed {
        // `UInt(9223372036854775809)`: the literal is already a `UInt` (its bit pattern is a
        // negative `Int`, which a conversion would take for a negative number).
        if source == type, source.isWideUnsigned { return Typed(node, type) }
        if source.isWideUnsigned, source != type {
            return Typed(Unary(node, line: line) { value, line in
                try Checker.convertUnsigned(value, to: type, line: line)
            }, type)
        }
        return Typed(NumberNodes.conversion(node, from: source, to: type, line: line) ?? Unary(node, line: line) { value, line in
            try Checker.convertNumber(value, to: type, line: line)
        }, type)
    }

    private func numberConversion(_ type: SwiftType, label: String?, argument: Argument, range: SourceRange) -> Typed? {
        let line = range.line
        let typed = expression(argument.value, expected: isLiteralOnly(argument.value) && label == nil ? type : nil)
        let source = typed.type
        switch label {
        case nil:
            if source == .string || source == .substring {
                return Typed(Unary(typed.node, line: line) { value, _ in
                    guard let text = value.stringValue else { return .null }
                    switch type {
                    case .int: return Int(text).map { .int($0) } ?? .null
                    case .fixedInt(let kind) where kind.isWideUnsigned:
                        return UInt(text).map { .int(Int(bitPattern: $0)) } ?? .null
                    case .fixedInt(let kind):
                        guard let number = Int(text), number >= kind.min, number <= kind.max else { return .null }
                        return .int(number)
                    case .float: return Float(text).map { .float($0) } ?? .null
                    default: return Double(text).map { .double($0) } ?? .null
                    }
                }, .optional(type))
            }
            guard source.isNumeric || source == .error else {
                if reportsOptionalConversionArgument(typed, argument.value, takes: {
                    $0.isNumeric || $0 == .string || $0 == .substring }) {
                    return Typed(typed.node, type)
                }
                error("no exact matches in call to initializer", range)
                return Typed(typed.node, .error)
            }
            return convertedNumber(typed.node, from: source, to: type, line: line)
        case "integerLiteral"?:
            // `ExpressibleByIntegerLiteral`'s initialiser takes an `Int` and converts it as `T(n)` does.
            guard source == .int || source == .error else {
                error("cannot convert value of type '\(source)' to expected argument type 'Int'", argument.value.range)
                return Typed(typed.node, .error)
            }
            return convertedNumber(typed.node, from: source, to: type, line: line)
        case "exactly"?:
            if reportsOptionalConversionArgument(typed, argument.value, takes: { $0.isNumeric }) {
                return Typed(typed.node, .optional(type))
            }
            return Typed(Unary(typed.node, line: line) { value, _ in Self.labelledConversion(value, to: type, label: "exactly") },
                         .optional(type))
        case "truncatingIfNeeded"?, "bitPattern"?, "clamping"?:
            let label = label ?? ""
            return Typed(Unary(typed.node, line: line) { value, _ in Self.labelledConversion(value, to: type, label: label) }, type)
        default:
            return nil
        }
    }

    /// `value` converted to the number type `type` by the initialiser labelled `label`:
    /// `exactly` (nil when `type` does not hold the value exactly), `truncatingIfNeeded` or
    /// `bitPattern` (the low bits), `clamping` (the nearest value in range).
    static func labelledConversion(_ value: Value, to type: SwiftType, label: String) -> Value {
        let value = value.unboxed
        switch label {
        case "exactly":
            switch (value, type) {
            case (.int(let number), .fixedInt(let kind)):
                return number >= kind.min && number <= kind.max ? .int(number) : .null
            case (.int, .int): return value
            case (.int(let number), .float):
                let converted = Float(number)
                return Int(exactly: converted) == number ? .float(converted) : .null
            case (.int(let number), _):
                let converted = Double(number)
                return Int(exactly: converted) == number ? .double(converted) : .null
            default:
                guard let number = value.doubleValue else { return .null }
                if case .fixedInt(let kind) = type {
                    guard let exact = IntegerArithmetic.int(exactly: number), exact >= kind.min, exact <= kind.max else { return .null }
                    return .int(exact)
                }
                if type == .int { return IntegerArithmetic.int(exactly: number).map { .int($0) } ?? .null }
                if type == .float { return Float(exactly: number).map { .float($0) } ?? .null }
                return .double(number)
            }
        case "clamping":
            guard case .int(let number) = value else { return value }
            if case .fixedInt(let kind) = type { return .int(Swift.min(Swift.max(number, kind.min), kind.max)) }
            return .int(number)
        default:
            // A value holds its bits in an Int (a wide unsigned one as its bit pattern), so the
            // same bits of another width or signedness are the wrapped number.
            guard case .int(let number) = value else { return value }
            if case .fixedInt(let kind) = type { return .int(IntegerArithmetic.wrapped(number, kind)) }
            return .int(number)
        }
    }

    /// `format` with `values` filled in, as Foundation's `String(format:)`; an error unless each
    /// conversion is one this front end passes through and matches its number's kind.
    static func formatted(_ format: String, _ values: [Value], what: String, line: Int) throws -> String {
        let (ordered, orderedValues) = positionalArguments(format, values)
        let (format, values) = substitutingStrings(ordered, orderedValues)
        let arguments: [any CVarArg] = values.map { value -> any CVarArg in
            switch value {
            case .int(let number): return number
            case .double(let number): return number
            case .float(let number): return Double(number)
            default: return 0
            }
        }
        guard let kinds = formatConversions(format), kinds.count == arguments.count,
              zip(kinds, values).allSatisfy({ isInteger, value in
                  isInteger ? value.intValue != nil : (value.doubleValue != nil && value.intValue == nil)
              }) else {
            throw RuntimeError("\(what) here takes %d, %x, %f, %e or %g conversions matching its numbers", line: line)
        }
        return String(format: format, arguments: arguments)
    }

    /// The format with each plain `%@` whose argument is a string replaced by that string (its
    /// `%` doubled), and the arguments left for the numeric conversions: Foundation writes a
    /// `String` for `%@`, and no string reaches the C formatter.
    static func substitutingStrings(_ format: String, _ values: [Value]) -> (String, [Value]) {
        guard format.contains("%@") else { return (format, values) }
        var result = ""
        var remaining: [Value] = []
        var index = 0
        var scalars = format.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "%" else { result.unicodeScalars.append(scalar); continue }
            var conversion = "%"
            var next = scalars.next()
            while let current = next, "-+ #0123456789.lhqjzt".unicodeScalars.contains(current) {
                conversion.unicodeScalars.append(current)
                next = scalars.next()
            }
            guard let found = next else { result += conversion; break }
            conversion.unicodeScalars.append(found)
            if found == "%" { result += conversion; continue }
            if conversion == "%@", index < values.count, let text = values[index].stringValue {
                result += text.replacingOccurrences(of: "%", with: "%%")
            } else {
                result += conversion
                if index < values.count { remaining.append(values[index]) }
            }
            index += 1
        }
        if index < values.count { remaining.append(contentsOf: values[index...]) }
        return (result, remaining)
    }

    /// Whether each conversion of a printf format takes an integer (true) or a double (false); nil
    /// when the format has a conversion this front end does not pass through (`%s`, `%@`, `%n`),
    /// which would read memory the arguments do not provide.
    static func formatConversions(_ format: String) -> [Bool]? {
        var kinds: [Bool] = []
        var scalars = format.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "%" else { continue }
            var conversion = scalars.next()
            while let current = conversion, "-+ #0123456789.lhqjzt".unicodeScalars.contains(current) {
                conversion = scalars.next()
            }
            guard let found = conversion else { return nil }
            switch found {
            case "%": continue
            case "d", "i", "o", "u", "x", "X", "c": kinds.append(true)
            case "f", "F", "e", "E", "g", "G", "a", "A": kinds.append(false)
            default: return nil
            }
        }
        return kinds
    }

    /// `T(value)` from a `UInt` or `UInt64` bit pattern: a value above `Int.max` traps for every
    /// narrower or signed integer type and converts to floating point as the unsigned number.
    static func convertUnsigned(_ value: Value, to type: SwiftType, line: Int) throws -> Value {
        guard case .int(let pattern) = value else { return value }
        if type.isWideUnsigned { return value }
        let number = UInt(bitPattern: pattern)
        switch type {
        case .float: return .float(Float(number))
        case .double, .cgFloat: return .double(Double(number))
        default:
            if pattern < 0 { throw RuntimeError("Not enough bits to represent the passed value", line: line) }
            return try convertNumber(value, to: type, line: line)
        }
    }

    /// `T(value)` for number types: integers from floating point truncate and trap out of range.
    static func convertNumber(_ value: Value, to type: SwiftType, line: Int) throws -> Value {
        switch (value, type) {
        case (.int(let number), .int): return .int(number)
        case (.int(let number), .fixedInt(let kind)):
            guard number >= kind.min, number <= kind.max else {
                throw RuntimeError(number < 0 && !kind.isSigned ? "Negative value is not representable"
                                   : "Not enough bits to represent the passed value", line: line)
            }
            return .int(number)
        case (.int(let number), .float): return .float(Float(number))
        case (.int(let number), _): return .double(Double(number))
        case (_, .int), (_, .fixedInt):
            guard let number = value.doubleValue else { return value }
            let integer = try IntegerArithmetic.int(from: number, line: line)
            if case .fixedInt(let kind) = type, integer < kind.min || integer > kind.max {
                throw RuntimeError("Float value cannot be converted to \(kind.rawValue) because the result would be out of range", line: line)
            }
            return .int(integer)
        case (_, .float): return .float(Float(value.doubleValue ?? .nan))
        default: return .double(value.doubleValue ?? .nan)
        }
    }
}
