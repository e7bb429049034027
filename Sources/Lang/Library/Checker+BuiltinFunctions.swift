import Foundation

/// The rules of the standard library's free functions (declared in `StandardLibrary+Functions.swift`):
/// `print`, `min`, `max`, `abs`, the math functions, `zip`, `stride`, `type(of:)`, `fatalError`,
/// `precondition`, `swap`.
extension Checker {
    func printRule(_ site: BuiltinSite) -> Typed? {
        let (name, arguments, line) = (site.name, site.arguments, site.line)
        var items: [(Expression, SwiftType)] = []
        var separator: Expression = Constant(.string(" "), line: line)
        var terminator: Expression = Constant(.string("\n"), line: line)
        for argument in arguments {
            switch argument.label?.name {
            case "separator"?: separator = coerce(expression(argument.value, expected: .string), to: .string,
                                                 at: argument.value.range, role: .argument)
            case "terminator"?: terminator = coerce(expression(argument.value, expected: .string), to: .string,
                                                   at: argument.value.range, role: .argument)
            case nil:
                contextFreeRanges.insert(argument.value.range)
                rejectNonEscapingArgument(argument.value, anyParameter: .existential([]))
                // Each item keeps its own type; an array literal or a `? :` is given as the `Any` it
                // is (`print([1, "a"])`, `print(flag ? n : "a")`, Checker+HeterogeneousLiterals).
                let typed = expression(argument.value, expected: isGivenAsAny(argument.value) ? .any : nil)
                if containsGeneric(typed.type) {
                    items.append((boxedWithWitnesses(typed.node, typed.type, line: line), .any))
                } else {
                    items.append((typed.node, typed.type))
                }
            case let label?:
                error("extra argument '\(label)' in call", argument.range)
            }
        }
        let isDebug = name == "debugPrint"
        let types = items.map(\.1)
        return Typed(BuiltinCall(arguments: items.map(\.0) + [separator, terminator], line: line) { values, interpreter, _ in
            var text = ""
            for (index, type) in types.enumerated() {
                if index > 0, case .string(let separator) = values[values.count - 2] { text += separator }
                text += isDebug ? try interpreter.printer.debugDescription(of: values[index], as: type)
                                : try interpreter.printer.description(of: values[index], as: type)
            }
            if case .string(let terminator) = values[values.count - 1] { text += terminator }
            try interpreter.write(text, line: line)
            return .void
        }, .void)
    }

    func extremumRule(_ site: BuiltinSite) -> Typed? {
        let (name, arguments, expected, range, line) = (site.name, site.arguments, site.expected, site.range, site.line)
        guard arguments.count >= 2 else { return nil }
        let first = expression(arguments[0].value, expected: expected)
        var type = arguments.dropFirst().allSatisfy({ isLiteralOnly($0.value) }) || !isLiteralOnly(arguments[0].value)
            ? first.type : expression(arguments[1].value, expected: nil).type
        // One generic `T` for every argument: literals alone join as an array literal's elements
        // do (`min(3, 4.5)` is `Double`), and `CGFloat` with `Double` meets at `Double`.
        if expected == nil, arguments.allSatisfy({ isLiteralOnly($0.value) }),
           let joined = joinedType(arguments.map(\.value)), joined.isNumeric {
            type = joined
        } else if expected == nil, type == .cgFloat,
                  arguments.contains(where: { Checker(probing: self).expression($0.value, expected: nil).type == .double }) {
            type = .double
        }
        // `max(a, 2)` with `a: Int!`: swiftc forces the implicitly unwrapped optional, as no `Int?` is Comparable.
        if case .optional(let wrapped) = type, !conforms(type, toBuiltin: "Comparable"), arguments.contains(where: { argument in
            let probe = Checker(probing: self)
            return probe.implicitlyUnwrapped(probe.expression(argument.value, expected: nil), to: wrapped) != nil
        }) {
            type = wrapped
        } else if case .optional(let wrapped) = type, !conforms(type, toBuiltin: "Comparable"), conforms(wrapped, toBuiltin: "Comparable") {
            // `max(a, 2)` with `a: Int?`: swiftc's `T` is `Int`, and each optional argument must be unwrapped.
            for argument in arguments {
                let argumentType = Checker(probing: self).expression(argument.value, expected: nil).type
                guard case .optional(let inner) = argumentType else { continue }
                error("value of optional type '\(argumentType)' must be unwrapped to a value of type '\(inner)'", caret(argument.value))
            }
            return Typed(Constant(.void, line: line), .error)
        }
        // `max(count, scale)` of an `Int` and a `Double`: the two arguments give `T` two types
        // (a literal takes the other's type, as `Decimal`'s or a generic `T`'s).
        if expected == nil, arguments.allSatisfy({ $0.label == nil && !isLiteralOnly($0.value) }),
           reportConflict(over: "T", between: arguments, range: range) {
            lowerAll(arguments)
            return Typed(Constant(.void, line: line), .error)
        }
        let nodes = arguments.map { coerce(expression($0.value, expected: type), to: type, at: caret($0.value), role: .argument) }
        if !conforms(type, toBuiltin: "Comparable"), type != .error {
            error("global function '\(name)' requires that '\(type)' conform to 'Comparable'", range)
        }
        let isMin = name == "min"
        if let node = NumberNodes.extremum(isMin: isMin, nodes, type: type, line: line) { return Typed(node, type) }
        let unsigned = type.isWideUnsigned
        return Typed(BuiltinCall(arguments: nodes, line: line) { values, interpreter, line in
            let less = StaticWitness.ordering(interpreter, unsigned: unsigned, line: line)
            var best = values[0]
            for value in values.dropFirst() {
                if isMin ? try less(value, best) : try less(best, value) {
                    best = value
                }
            }
            return best
        }, type)
    }

    func absRule(_ site: BuiltinSite) -> Typed? {
        let (arguments, expected, line) = (site.arguments, site.expected, site.line)
        guard arguments.count == 1 else { return nil }
        let typed = expression(arguments[0].value, expected: expected)
        return Typed(Unary(typed.node, line: line) { value, line in
            switch value {
            case .int(let number):
                if number == Int.min { throw RuntimeError(IntegerArithmetic.overflow, line: line) }
                return .int(Swift.abs(number))
            case .double(let number): return .double(Swift.abs(number))
            case .float(let number): return .float(Swift.abs(number))
            default: return value
            }
        }, typed.type)
    }

    /// The one-argument math functions declared once per floating-point type (Double, Float,
    /// CGFloat), unlike `sqrt`, `floor`, `ceil`, `round`, `trunc` and `fabs`.
    static let perTypeMathFunctions: Set<String> = ["sin", "cos", "tan", "asin", "acos", "atan", "exp", "exp2", "log", "log2",
                                                    "log10", "log1p", "expm1", "cbrt", "sinh", "cosh", "tanh"]

    func mathRule(_ site: BuiltinSite) -> Typed? {
        let (name, arguments, line) = (site.name, site.arguments, site.line)
        guard arguments.count == 1 else { return nil }
        if rejectsLiteralMathCall(site) { return Typed(Constant(.double(0), line: line), .error) }
        let typed = expression(arguments[0].value, expected: floatingContext(site))
        if Self.perTypeMathFunctions.contains(name), !typed.type.isFloatingPoint, !hasError(typed.type),
           !(site.expected?.isFloatingPoint ?? false) {
            // Glibc declares these once per floating-point type, with no generic `FloatingPoint`
            // one as `sqrt` and `floor` have: swiftc finds none taking another type.
            error("no exact matches in call to global function '\(name)'", site.range.startOnly)
            return Typed(Constant(.double(0), line: line), .error)
        }
        let type = typed.type.isFloatingPoint ? typed.type : .double
        let node = coerce(typed, to: type, at: caret(arguments[0].value), role: .argument)
        let (function, floatFunction) = MathFunctions.overloads(name)
        if NumberNodes.isDouble(type) { return Typed(DoubleFunction(node, line: line, function), type) }
        return Typed(Unary(node, line: line) { value, _ in
            if case .float(let number) = value { return .float(floatFunction(number)) }
            return .double(function(value.doubleValue ?? .nan))
        }, type)
    }

    func binaryMathRule(_ site: BuiltinSite) -> Typed? {
        let (name, arguments, line) = (site.name, site.arguments, site.line)
        guard arguments.count == 2 else { return nil }
        switch literalMathVerdict(site) {
        case .rejected: return Typed(Constant(.double(0), line: line), .error)
        case .decimal: if let decimal = decimalPower(site) { return decimal }
        case .asUsual: if let decimal = decimalPowerCall(site) { return decimal }
        }
        let first = expression(arguments[0].value, expected: floatingContext(site))
        let type = first.type.isFloatingPoint ? first.type : .double
        let second = expression(arguments[1].value, expected: type)
        if name == "pow", second.type == .int, site.expected == nil, isLiteralOnly(arguments[0].value),
           !containsFloatLiteral(arguments[0].value) {
            // `pow(2, n)` with an Int `n`: swiftc takes Foundation's `pow(Decimal, Int) -> Decimal`.
            unsupported("pow of an integer literal and an Int is Foundation's Decimal in Swift; write pow(2.0, Double(n)) for a Double",
                        site.range)
            return Typed(Constant(.double(0), line: line), .error)
        }
        let nodes = [coerce(first, to: type, at: caret(arguments[0].value), role: .argument),
                     coerce(second, to: type, at: caret(arguments[1].value), role: .argument)]
        let function: (Double, Double) -> Double
        switch name {
        case "pow": function = Foundation.pow
        case "atan2": function = Foundation.atan2
        case "hypot": function = Foundation.hypot
        case "remainder": function = Foundation.remainder
        case "copysign": function = Foundation.copysign
        case "fmin": function = Foundation.fmin
        case "fmax": function = Foundation.fmax
        default: function = Foundation.fmod
        }
        // A Float's result is a Float (`fmin(f, g)` prints `-2.0`, not a Double's digits).
        let isFloat = type == .float
        return Typed(BuiltinCall(arguments: nodes, line: line) { values, _, _ in
            let result = function(values[0].doubleValue ?? .nan, values[1].doubleValue ?? .nan)
            return isFloat ? .float(Float(result)) : .double(result)
        }, type)
    }

    /// The type a math function's literal arguments take: the floating-point type its result is
    /// wanted as (`let y: Float = expm1(1)`), else `Double`.
    private func floatingContext(_ site: BuiltinSite) -> SwiftType {
        guard let wanted = site.expected?.optionalWrapped ?? site.expected, wanted.isFloatingPoint else { return .double }
        return wanted
    }

    func typeOfRule(_ site: BuiltinSite) -> Typed? {
        let (arguments, line) = (site.arguments, site.line)
        guard arguments.count == 1, arguments[0].label?.name == "of" else { return nil }
        if let conforming = protocolSelfTypeOf(arguments[0].value, range: site.range) { return conforming }
        let typed = expression(arguments[0].value, expected: nil)
        let staticType = typed.type
        // An optional's value is held unwrapped; its type is still `Optional<Wrapped>`.
        let isOptional = staticType.optionalWrapped != nil
        guard containsGeneric(staticType) else {
            return Typed(Unary(typed.node, line: line) { value, _ in
                .metatype(isOptional ? staticType : Checker.dynamicType(of: value, static: staticType))
            }, .metatype(staticType))
        }
        // `type(of: x)` with `x: T` in a generic body: what the call bound `T` to, where the value
        // itself does not say (`[1.5]` is `Array<Double>`).
        _ = staticType.mapped { part in
            if case .generic(let parameter) = part { requireWitness(parameter) }
            return nil
        }
        return Typed(BuiltinCall(arguments: [typed.node], line: line) { values, interpreter, _ in
            let bound = interpreter.resolvingWitnesses(staticType)
            return .metatype(isOptional ? bound : Checker.dynamicType(of: values[0], static: bound))
        }, .metatype(staticType))
    }

    func zipRule(_ site: BuiltinSite) -> Typed? {
        let (arguments, line) = (site.arguments, site.line)
        guard arguments.count == 2 else { return nil }
        // A program's own sequence is read as the array of its elements.
        let first = readableSequence(expression(arguments[0].value, expected: nil), line: line)
        let second = readableSequence(expression(arguments[1].value, expected: nil), line: line)
        if let lazy = lazyZip(first, second, line: line) { return lazy }
        let elementType = SwiftType.tuple([TupleElement(sequenceElement(first.type) ?? .error),
                                           TupleElement(sequenceElement(second.type) ?? .error)])
        return Typed(BuiltinCall(arguments: [first.node, second.node], line: line) { values, interpreter, line in
            let a = try Sequences.elements(of: values[0], line: line)
            let b = try Sequences.elements(of: values[1], line: line)
            let count = min(a.count, b.count)
            return .array(try interpreter.makeArray(count: count, line: line, for: "zip of \(count) pairs") { .tuple([a[$0], b[$0]]) })
        }, .array(elementType))
    }

    /// `typed`, or the array of its elements when it is a sequence whose element type the
    /// checker reads only that way (a program's own sequence, a generic one).
    private func readableSequence(_ typed: Typed, line: Int) -> Typed {
        if let values = strideableRangeElements(typed, line: line) { return values }
        // A lazy map or filter stays lazy: the zip reads it as its pairs are read.
        guard sequenceElement(typed.type) == nil, !mentionsLazyClosure(typed.type) else { return typed }
        return userSequenceElements(typed, line: line) ?? genericSequenceElements(typed, line: line) ?? typed
    }

    func failureRule(_ site: BuiltinSite) -> Typed? {
        let (arguments, line) = (site.arguments, site.line)
        let message = arguments.first.map { coerce(expression($0.value, expected: .string), to: .string, at: caret($0.value), role: .argument) }
        return Typed(BuiltinCall(arguments: message.map { [$0] } ?? [], line: line) { values, _, line in
            throw RuntimeError(values.first?.stringValue ?? "", line: line)
        }, .never)
    }

    func preconditionRule(_ site: BuiltinSite) -> Typed? {
        let (arguments, line) = (site.arguments, site.line)
        guard let condition = arguments.first else { return nil }
        let test = coerce(expression(condition.value, expected: .bool), to: .bool, at: caret(condition.value), role: .argument)
        let message = arguments.dropFirst().first.map {
            coerce(expression($0.value, expected: .string), to: .string, at: caret($0.value), role: .argument)
        }
        return Typed(BuiltinCall(arguments: [test] + (message.map { [$0] } ?? []), line: line) { values, _, line in
            if values[0].boolValue == false {
                throw RuntimeError(values.count > 1 ? (values[1].stringValue ?? "") : "", line: line)
            }
            return .void
        }, .void)
    }

    /// `swap(&a, &b)`: two `inout` accesses, as a call of a function makes them. Two parts of one
    /// variable swiftc checks before the program runs are proved apart and copied; any other pair
    /// is accessed one inside the other (`Place.access`), so that two parts of a global or of a
    /// captured variable checked whole while swiftc's program runs (Checker+CapturedAccesses)
    /// meet its exclusivity trap.
    func swapRule(_ site: BuiltinSite) -> Typed? {
        let (arguments, line) = (site.arguments, site.line)
        guard arguments.count == 2, case .inOut(let left) = arguments[0].value.kind,
              case .inOut(let right) = arguments[1].value.kind,
              let (leftPlace, _) = place(left), let (rightPlace, _) = place(right) else { return nil }
        rejectOverlappingInoutAccesses([(arguments[0].value, leftPlace), (arguments[1].value, rightPlace)], mutatedSelf: nil,
                                       range: site.range, swapping: true)
        // Two parts of one variable swiftc proves apart (a local, or a capture it checks before
        // the program runs): copied. Any other pair is swapped under both accesses, so two parts
        // of a global or of a variable checked whole meet as swiftc's exclusivity trap.
        let root = Self.accessRoot(of: leftPlace)
        let apart = root != nil && root == Self.accessRoot(of: rightPlace) && root.map(isCheckedWhole) == false
        return Typed(Lazy(line: line) { frame, interpreter in
            // Both places' indices and keys, in order, each once (`Place.resolved`).
            let left = try leftPlace.resolved(frame, interpreter)
            let right = try rightPlace.resolved(frame, interpreter)
            guard apart else {
                try left.access(frame, interpreter) { a in try right.access(frame, interpreter) { b in swap(&a, &b) } }
                return .void
            }
            let a = try left.get(frame, interpreter)
            try left.set(try right.get(frame, interpreter), frame, interpreter)
            try right.set(a, frame, interpreter)
            return .void
        }, .void)
    }

    /// `stride(from:to:by:)` and `stride(from:through:by:)`: a `StrideTo` or `StrideThrough` of the
    /// values' type (an array of the values without the library).
    func strideRule(_ site: BuiltinSite) -> Typed? {
        let (arguments, range) = (site.arguments, site.range)
        guard arguments.count == 3, arguments[0].label?.name == "from",
              let endLabel = arguments[1].label?.name, endLabel == "to" || endLabel == "through",
              arguments[2].label?.name == "by" else { return nil }
        // The values' type: the first argument with a type of its own (`w`, `2 * .pi`), else the
        // literals' (Double when one is a floating literal). An argument that needs the type to be
        // known first (`by: .infinity`, `.init(2)`) has none of its own and takes the others'.
        var type = SwiftType.int
        if arguments.contains(where: { if case .floatLiteral = $0.value.kind { return true } else { return false } }) { type = .double }
        let probe = Checker(probing: self)
        let ownTypes = arguments.lazy.filter { !self.isLiteralOnly($0.value) }.map { probe.expression($0.value, expected: nil).type }
        if let own = ownTypes.first(where: { $0 != .error }) { type = own }
        // The step is the type's `Stride` (an Int for every integer type, `Meters.Stride` for a program's).
        let stepType = strideType(of: type) ?? type
        let nodes = arguments.enumerated().map { index, argument in
            let wanted = index == 2 ? stepType : type
            return coerce(expression(argument.value, expected: wanted), to: wanted, at: caret(argument.value), role: .argument)
        }
        let through = endLabel == "through"
        if let lazy = lazyStride(nodes, type: type, through: through, line: range.line) { return lazy }
        return Typed(BuiltinCall(arguments: nodes, line: range.line) { values, interpreter, line in
            if values[0].unboxed.nominalDecl != nil {
                return .array(try LazySequenceValue.programStrideElements(start: values[0].unboxed, end: values[1].unboxed,
                                                                          step: values[2], through: through, interpreter, line: line))
            }
            return .array(try LazySequenceValue.strideElements(start: values[0], end: values[1], step: values[2], through: through, line: line))
        }, .array(type))
    }

    /// The element type of a sequence type, or nil.
    func sequenceElement(_ type: SwiftType) -> SwiftType? {
        switch type {
        case .array(let element), .arraySlice(let element), .set(let element): return element
        case .range(let bound, _): return bound
        case .dictionary(let key, let value): return .tuple([TupleElement(label: "key", key), TupleElement(label: "value", value)])
        case .string, .substring: return .character
        case .generic(let parameter): return genericElement(parameter)
        case .nominal(let decl, _) where isBuiltinSequenceProtocol(decl):
            return sequenceProtocolElement(type)
        case .nominal(let decl, let arguments) where FlattenSequenceValue.isFlattening(decl):
            return arguments.first.flatMap(sequenceElement).flatMap(sequenceElement)
        case .nominal(let decl, let arguments) where LazySequenceValue.kind(of: decl) == .slice:
            // A slice of a program's own collection has its elements.
            return arguments.first.flatMap { sequenceElement($0) ?? userSequenceElement($0) }
        case .nominal where ownDefaultIndicesElement(type) != nil:
            // The indices of a program's own collection are its own index type.
            return ownDefaultIndicesElement(type)
        case .nominal(let decl, let arguments):
            return LazySequenceValue.kind(of: decl).flatMap { LazySequenceValue.element($0, arguments: arguments, of: sequenceElement) }
        default: return nil
        }
    }
}
