/// Matching a call's arguments to parameters by label, with defaults and variadics, as Swift does.
extension Checker {
    /// A parameter as calls see it.
    struct ParameterSpec {
        var label: String?
        var type: SwiftType
        var hasDefault: Bool = false
        var isVariadic: Bool = false
        var isInout: Bool = false
        /// `repeat each T`: takes any number of arguments, each of its own type (SE-0393).
        var isPack: Bool { type.isPackExpansion }
        /// Takes any number of arguments: variadic or a pack.
        var takesMany: Bool { isVariadic || isPack }
        var defaultValue: Expression?
        /// Declared `@escaping`, or a stored property's memberwise parameter.
        var isEscaping = false
        /// Declared `@autoclosure`: the argument is an expression of the function's result type.
        var isAutoclosure = false
        /// The library's parameter: a String or Array one also takes a slice (`ConversionRole.libraryArgument`).
        var isLibrary = false
        /// The library's `any P` parameter marked `@_genericInResult`: SwiftUI's generic it stands
        /// for is also in the result, so an `any P` argument is not opened (Checker+OpenedExistentials).
        var genericInResult = false
        /// Marked with a program's result builder: a closure passed for it is built by it.
        var resultBuilder: ResultBuilderUse?
    }

    /// Which arguments go to which parameter (several for a variadic one, none for a default);
    /// nil when they do not match, with a diagnostic if `report`.
    func matchArguments(_ arguments: [Argument], to parameters: [ParameterSpec], range: SourceRange,
                        report: Bool) -> [[Argument]]? {
        var assignment: [[Argument]] = Array(repeating: [], count: parameters.count)
        var next = 0
        for (index, parameter) in parameters.enumerated() {
            let isTrailing = next < arguments.count && arguments[next].label == nil && parameter.label != nil
                && trailingRanges.contains(arguments[next].range) && (!parameter.hasDefault || acceptsClosure(parameter.type))
            // The forward scan skips an unlabelled defaulted parameter that cannot take the
            // trailing closure, too (`ScrollView { … }` skips `_ axes: Axis.Set = .vertical`).
            let skipsForTrailing = next < arguments.count && arguments[next].label == nil && parameter.label == nil
                && trailingRanges.contains(arguments[next].range) && parameter.hasDefault && !parameter.takesMany
                && !acceptsClosure(parameter.type)
            if !skipsForTrailing, next < arguments.count, arguments[next].label?.name == parameter.label || isTrailing {
                assignment[index].append(arguments[next])
                next += 1
                if parameter.takesMany {
                    while next < arguments.count, arguments[next].label == nil {
                        assignment[index].append(arguments[next])
                        next += 1
                    }
                }
                continue
            }
            if parameter.hasDefault || parameter.takesMany { continue }
            if report { diagnoseArguments(arguments, parameters, range: range) }
            return nil
        }
        if next < arguments.count {
            if report { diagnoseArguments(arguments, parameters, range: range) }
            return nil
        }
        return assignment
    }

    /// Whether a closure can be passed for a parameter of `type`: Swift's forward scan gives a
    /// trailing closure to the first parameter that can take one, skipping defaulted ones that
    /// cannot (`VStack { … }` skips `alignment:` and `spacing:`).
    func acceptsClosure(_ type: SwiftType) -> Bool {
        switch type.unwrappingOptionals {
        case .function, .generic, .existential, .error: return true
        default: return false
        }
    }

    /// Lowers matched arguments against parameter types (with generic parameters bound by
    /// `substitution`), giving the argument nodes and the `inout` places to write back.
    /// A library callee's requirement failures are worded for `callee` (Checker+LibraryRequirements.swift).
    func lowerArguments(_ matched: [[Argument]], _ parameters: [ParameterSpec], substitution: [TypeParameter: SwiftType],
                        range: SourceRange, callee: RequirementCallee? = nil,
                        mutatedSelf: Place? = nil) -> (nodes: [Expression], places: [(Int, Place)]) {
        var nodes: [Expression] = []
        var places: [(Int, Place)] = []
        var inoutArguments: [(Expr, Place)] = []
        var inoutNodes: [Int] = []
        var reached: [Int: [[Int]]] = [:]
        defer { rejectOverlappingInoutAccesses(inoutArguments, mutatedSelf: mutatedSelf, range: range) }
        for (index, parameter) in parameters.enumerated() {
            let type = parameter.type.substituting(substitution)
            let arguments = matched[index]
            if parameter.isPack {
                nodes.append(packArgument(arguments, type: type, line: range.line))
                continue
            }
            if parameter.isVariadic {
                let elements = arguments.map {
                    if rejectsPackExpansionArgument($0, type: type) { return Constant(.void, line: range.line) as Expression }
                    rejectNonEscapingArgument($0.value, anyParameter: type)
                    if passesAsGeneric(parameter) { passedAsGenericRanges.insert($0.value.range) }
                    let typed = expression($0.value, expected: type)
                    if rejectsLibraryRequirement($0.value, type: typed.type, parameterType: type, callee: callee) {
                        return typed.node
                    }
                    // An array of the elements is not the elements themselves: Swift has no splat.
                    if case .array(let element) = typed.type, element == type, !converts(typed.type, to: type) {
                        error("cannot pass array of type \(spelling(of: typed)) as variadic arguments of type '\(type)'", caret($0.value))
                        return typed.node
                    }
                    return coerce(typed, to: type, at: caret($0.value), role: parameter.isLibrary ? .libraryArgument : .argument)
                }
                nodes.append(MakeList(.array, elements, line: range.line))
                continue
            }
            guard let argument = arguments.first else {
                nodes.append(defaultArgument(parameter, type: type, start: range.start, line: range.line))
                continue
            }
            if rejectsPackExpansionArgument(argument, type: type) {
                nodes.append(Constant(.void, line: range.line))
                continue
            }
            if parameter.isInout {
                guard case .inOut(let inner) = argument.value.kind else {
                    error("passing value of type '\(type)' to an inout parameter requires explicit '&'", argument.value.range)
                    continue
                }
                // A `let` at the root is worded as swiftc words it for `&`, at the `&`.
                assignmentWording = ("cannot pass immutable value as inout argument", argument.value.range)
                let found = place(inner)
                assignmentWording = nil
                guard let (place, placeType) = found else { continue }
                if placeType != type, case .error = placeType {} else if placeType != type, !converts(placeType, to: type) {
                    error("cannot convert value of type '\(placeType)' to expected argument type '\(type)'", inner.range)
                }
                inoutNodes.append(nodes.count)
                nodes.append(PlaceGet(place, line: range.line))
                places.append((index, place))
                inoutArguments.append((argument.value, place))
                continue
            }
            rejectNonEscapingArgument(argument.value, parameterType: parameter.type, isEscaping: parameter.isEscaping)
            rejectNonEscapingArgument(argument.value, anyParameter: type)
            let savedEscapes = argumentEscapes
            argumentEscapes = parameter.isEscaping
            // Only a closure written as the argument is built (`make { "a"; "b" }`).
            if case .closure = argument.value.kind { argumentResultBuilder = parameter.resultBuilder }
            if parameter.isLibrary, case .existential = type { genericStandInRanges.insert(argument.value.range) }
            if passesAsGeneric(parameter) { passedAsGenericRanges.insert(argument.value.range) }
            var typed = Typed(Constant(.void, line: range.line), .error)
            if parameter.isAutoclosure {
                // Its error is reported already when the argument is no result of the function.
                guard let wrapped = autoclosureArgument(argument.value, type: type) else {
                    argumentEscapes = savedEscapes
                    nodes.append(Constant(.void, line: range.line))
                    continue
                }
                typed = expression(wrapped, expected: type)
            } else if !parameter.isEscaping, case .closure = argument.value.kind {
                lowerWatching(inoutArguments, mutatedSelf: mutatedSelf, reached: &reached) {
                    typed = expression(argument.value, expected: type)
                }
            } else {
                typed = expression(argument.value, expected: type)
            }
            argumentResultBuilder = nil
            argumentEscapes = savedEscapes
            rejectThrowingClosure(argument.value, typed: typed.type, to: type)
            rejectThrownErrorConversion(argument.value, typed: typed.type, to: type)
            if rejectWrappedValueArgument(argument.value, typed: typed.type, to: type)
                || rejectsLibraryRequirement(argument.value, type: typed.type, parameterType: type, callee: callee,
                                             genericInResult: parameter.genericInResult) {
                nodes.append(typed.node)
                continue
            }
            nodes.append(coerce(typed, to: type, at: caret(argument.value), role: parameter.isLibrary ? .libraryArgument : .argument))
        }
        if !inoutArguments.isEmpty || !reached.isEmpty {
            let accesses = zip(inoutArguments, inoutNodes).map { (expression: $0.0, place: $0.1, node: $1) }
            separateAccesses(accesses, mutatedSelf: mutatedSelf, reached: reached, range: range, nodes: &nodes, places: &places)
        }
        return (nodes, places)
    }

    /// The type a generic parameter takes from an argument that fails on its own (`"Score: " +
    /// score`, an operator with a string literal operand): the literal's default type, `String`,
    /// where it meets the parameter's protocols, as swiftc's solver binds it before it fixes the
    /// other operand; nil for any other argument.
    private func literalDefault(_ value: Expr, for generic: TypeParameter) -> SwiftType? {
        guard case .binary(let binary) = value.kind else { return nil }
        let operands = [binary.lhs, binary.rhs].map(unparenthesized)
        guard operands.contains(where: { if case .stringLiteral = $0.kind { return true } else { return false } }),
              generic.sameTypes.isEmpty,
              generic.constraints.allSatisfy({ environment.conformances.conforms(.string, to: $0) }) else { return nil }
        return .string
    }

    /// Whether an argument for `parameter` is passed as a generic parameter: the parameter's
    /// whole type is one, or it is a library `any P` that stands for one.
    private func passesAsGeneric(_ parameter: ParameterSpec) -> Bool {
        switch parameter.type {
        case .generic: return true
        case .existential: return parameter.isLibrary
        default: return false
        }
    }

    /// Binds generic parameters by matching parameter types against the arguments' types.
    /// `printed` is set for a call that is an item of `print`, whose parameter is an `Any`.
    func inferGenerics(_ matched: [[Argument]], _ parameters: [ParameterSpec], generics: [TypeParameter],
                       expectedResult: SwiftType?, result: SwiftType,
                       known: [TypeParameter: SwiftType] = [:], printed: Bool = false) -> [TypeParameter: SwiftType] {
        guard !generics.isEmpty else { return known }
        // The receiver's type arguments (`Box<Int>`'s `T`) are known before any argument is typed,
        // so a closure argument of `(T) -> U` sees `$0` as an `Int`.
        var bindings = known
        // The type arguments the context names come first, as in swiftc: `let b: Box<Double> =
        // Box(wrappedValue: 0)` (and `@State var x: CGFloat = 0`) makes 0 a Double, not an Int.
        if let expectedResult, case .nominal(let resultDecl, _) = result, case .nominal(let expectedDecl, _) = expectedResult,
           resultDecl === expectedDecl, !containsGeneric(expectedResult) {
            unifyGeneric(result, expectedResult, into: &bindings)
        }
        for (index, parameter) in parameters.enumerated() where passesAsGeneric(parameter) {
            for argument in matched[index] { passedAsGenericRanges.insert(argument.value.range) }
        }
        let probe = Checker(probing: self)
        for (index, parameter) in parameters.enumerated() {
            if case .packExpansion(let pattern) = parameter.type {
                inferPack(pattern, matched[index], probe: probe, result: result, expectedResult: expectedResult, into: &bindings)
                continue
            }
            for argument in matched[index] where containsGeneric(parameter.type) {
                var value = argument.value
                if case .inOut(let inner) = value.kind { value = inner }
                var isClosure = false
                if case .closure = value.kind { isClosure = true }
                if case .keyPath = value.kind { isClosure = true }
                // A closure of `(C.Element) -> Bool` sees the element of the collection bound so far,
                // and a literal for a `C.Element` is one (`find("hello", "l")` passes a Character).
                bindKnownMembers(generics, in: &bindings)
                let pattern = autoclosurePattern(parameter)
                let partial = pattern.substituting(bindings)
                // An implicit member (`.constant(1)` for a `Binding<T>`) needs its base type, generic or not.
                // `[1, 2]` for a `D: Sequence` whose element must be floating-point is a `[Double]`.
                var literalTarget: SwiftType?
                if case .generic(let sequence) = partial, case .array(let items) = value.kind,
                   literalElement(of: sequence, items) != nil { literalTarget = partial }
                let context = literalTarget ?? implicitInitContext(value, partial, inferring: generics)
                    ?? (containsGeneric(partial) && !isClosure && !isImplicitMember(value) ? nil : partial)
                // A closure for a `@B` parameter is typed as the builder builds it (`T` of `() -> T`).
                if case .closure = value.kind { probe.argumentResultBuilder = parameter.resultBuilder }
                let typed = probe.expression(value, expected: context)
                probe.argumentResultBuilder = nil
                unifyGeneric(pattern, typed.type, into: &bindings)
                if case .generic(let generic) = pattern, bindings[generic] ?? .error == .error, hasError(typed.type),
                   let literal = literalDefault(value, for: generic) {
                    bindings[generic] = literal
                }
            }
        }
        joinNumberLiterals(matched, parameters, result: result, expectedResult: printed ? .any : expectedResult, into: &bindings)
        if let expectedResult { unifyGeneric(result, expectedResult, into: &bindings) }
        return bindings
    }

    /// The type `.init(…)` is looked up in when it is passed for `partial`, a generic type over
    /// parameters the call is still inferring (`W(b: .init(v: "s"))` with `let b: Box<T>`): the
    /// type without arguments, whose initialiser infers its own as `Box(v: "s")` does, and the
    /// result then binds the call's (`T` = String), as swiftc infers it; nil otherwise.
    private func implicitInitContext(_ value: Expr, _ partial: SwiftType, inferring generics: [TypeParameter]) -> SwiftType? {
        guard case .call(let call) = value.kind, case .implicitMember(let name, _) = call.callee.kind, name.name == "init",
              case .nominal(let decl, let arguments) = partial, decl.kind != .protocol, !decl.isBuiltin,
              arguments.count == decl.genericParameters.count, decl.outerGenericCount == 0,
              arguments.contains(where: { argument in generics.contains { mentions(argument, $0) } }) else { return nil }
        return .nominal(decl, [])
    }

    /// Binds the elements and associated types of the parameters bound so far (`C.Element` to
    /// `Int` once `C` is `[Int]`), for the closure arguments still to be typed.
    private func bindKnownMembers(_ generics: [TypeParameter], in bindings: inout [TypeParameter: SwiftType]) {
        for parameter in generics {
            guard case .generic(let element)? = parameter.element, bindings[element] == nil,
                  let bound = bindings[parameter], let actual = sequenceElement(bound) else { continue }
            bindings[element] = actual
        }
        bindAssociatedTypes(generics, in: &bindings)
    }

    /// Whether a type mentions a generic parameter.
    func containsGeneric(_ type: SwiftType) -> Bool {
        var found = false
        _ = type.mapped { part in
            if case .generic = part { found = true }
            return nil
        }
        return found
    }

    func unifyGeneric(_ pattern: SwiftType, _ actual: SwiftType, into bindings: inout [TypeParameter: SwiftType]) {
        switch (pattern, actual) {
        case (.generic(let parameter), _):
            if bindings[parameter] == nil, actual != .error { bindings[parameter] = actual }
        case (.optional(let p), .optional(let a)), (.array(let p), .array(let a)), (.set(let p), .set(let a)),
             (.metatype(let p), .metatype(let a)):
            unifyGeneric(p, a, into: &bindings)
        case (.optional(let p), _):
            unifyGeneric(p, actual, into: &bindings)
        case (.dictionary(let pk, let pv), .dictionary(let ak, let av)):
            unifyGeneric(pk, ak, into: &bindings)
            unifyGeneric(pv, av, into: &bindings)
        case (.tuple(let ps), .tuple(let xs)) where ps.count == xs.count:
            for (p, a) in zip(ps, xs) { unifyGeneric(p.type, a.type, into: &bindings) }
        case (.function(let p), .function(let a)) where p.parameters.count == a.parameters.count:
            for (pp, ap) in zip(p.parameters, a.parameters) { unifyGeneric(pp.type, ap.type, into: &bindings) }
            unifyGeneric(p.result, a.result, into: &bindings)
        case (.nominal(let pd, let pa), .nominal(let ad, let aa)) where pd === ad && pa.count == aa.count || Checker.isKeyPathUpcast(ad, pd) && pa.count <= aa.count:
            for (p, a) in zip(pa, aa) { unifyGeneric(p, a, into: &bindings) }
        default:
            break
        }
    }
}
