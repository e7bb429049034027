/// Initialisers that extensions declare on builtin types (`extension String { init(_ f: Foo) }`,
/// the prelude's `String(_ unicodeScalars:)`): chosen before the standard library's where they
/// take the arguments, as swiftc prefers such a concrete initialiser to the library's generic
/// `String(_:)`, and left to the library's otherwise (`String(5)` beside `init(_ f: Foo)`).
extension Checker {
    /// `Type(arguments)` through an extension initialiser of the builtin `type`, or nil when none
    /// of them takes the arguments' labels and types.
    func extensionConstruct(_ type: SwiftType, arguments: [Argument], expected: SwiftType?, range: SourceRange) -> Typed? {
        let (initializers, bindings) = extensionInitializers(of: type)
        let fitting = initializers.filter { takes($0, arguments: arguments, range: range) }
        guard !fitting.isEmpty,
              let chosen = fitting.count == 1 ? fitting[0]
                : Checker(probing: self).chooseOverload(fitting, arguments: arguments, range: range, expected: expected)
        else { return nil }
        return extensionInitCall(chosen, bindings: bindings[ObjectIdentifier(chosen)] ?? [:], arguments: arguments,
                                 expected: expected, range: range)
    }

    /// After the library's initialisers reported errors from `firstError` on (or took none, nil): swiftc's
    /// complaint about the program's extension initialiser the labels name instead (`String(foo: 3)`:
    /// cannot convert 'Int' to 'Foo'), or the closest one's labels where every argument is
    /// labelled (`String(fo: f)`: have 'fo:', expected 'foo:'). Nil leaves the library's errors.
    func extensionInitBlamed(_ type: SwiftType, arguments: [Argument], expected: SwiftType?, range: SourceRange,
                             firstError: Int?) -> Typed? {
        // The library's own (`String(_ unicodeScalars:)`) are not blamed: its many are.
        let (all, bindings) = extensionInitializers(of: type)
        let initializers = all.filter { !$0.isLibrary }
        let builtinFailed = firstError.map { diagnostics[$0...].contains { $0.severity == .error } } ?? true
        let firstError = firstError ?? diagnostics.count
        // An argument with errors of its own keeps them: the library's errors after it are its
        // errors, not this call's, and blaming would type it once more at every level of a
        // nested call (`String(Int(String(Int(…))))`), exponentially.
        // Where a library initialiser takes the labels, swiftc faults the argument against the
        // library's (`String(Bar())` beside `init(_ f: Foo)`: no exact matches; `String(Int("5"))`:
        // unwrap it), not against the program's.
        guard !initializers.isEmpty, builtinFailed, !libraryTakesLabels(type, arguments),
              !arguments.contains(where: { probedTyping(of: $0.value, expected: nil).reportsError }) else { return nil }
        let candidates = initializers.filter {
            matchArguments(arguments, to: parameterSpecs($0), range: range, report: false) != nil
        }
        // `Int(evn: 4)` is the library's `Int(_:)` with an extraneous label, not `init(even:)` misspelt.
        let unlabelled = arguments.map { Argument(label: nil, value: $0.value, range: $0.range) }
        let closest = !candidates.isEmpty || arguments.isEmpty || arguments.contains(where: { $0.label == nil })
            || builtinTakes(type, arguments: unlabelled, expected: expected, range: range)
            ? nil : closestOverload(initializers, arguments: arguments, range: range)
        guard !candidates.isEmpty || closest != nil else { return nil }
        diagnostics.removeSubrange(firstError...)
        if let closest {
            _ = matchArguments(arguments, to: parameterSpecs(closest), range: range, report: true)
            lowerAll(arguments)
            return Typed(Constant(.void, line: range.line), .error)
        }
        guard let chosen = chooseOverload(candidates, arguments: arguments, range: range, expected: expected) else {
            lowerAll(arguments)
            return Typed(Constant(.void, line: range.line), .error)
        }
        return extensionInitCall(chosen, bindings: bindings[ObjectIdentifier(chosen)] ?? [:], arguments: arguments,
                                 expected: expected, range: range)
    }

    /// Whether `initializer` takes the arguments' labels and, as far as their types without context
    /// tell, their types: a literal (or a value needing a context) is probed as the parameter's.
    private func takes(_ initializer: FunctionSymbol, arguments: [Argument], range: SourceRange) -> Bool {
        guard let matched = matchArguments(arguments, to: parameterSpecs(initializer), range: range, report: false) else {
            return false
        }
        for (parameter, group) in zip(initializer.type.parameters, matched) {
            for argument in group {
                switch argument.value.kind {
                case .closure, .keyPath:
                    if !acceptsClosure(parameter.type) { return false }
                    continue
                default: break
                }
                let type = contextFreeType(of: argument.value)
                if !hasError(type), converts(type, to: parameter.type) || containsGeneric(parameter.type) { continue }
                // Only a value whose type comes from its context is typed again, so that nested
                // calls (`String(Int(String(…)))`) are not checked once more at every level.
                guard hasError(type) || Self.takesTypeFromContext(argument.value) else { return false }
                let typed = probedTyping(of: argument.value, expected: parameter.type).type
                if hasError(typed) || !converts(typed, to: parameter.type) { return false }
            }
        }
        return true
    }

    /// A literal or implicit member, whose type depends on what its context wants.
    private static func takesTypeFromContext(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .integerLiteral, .floatLiteral, .nilLiteral, .implicitMember, .array, .stringLiteral: return true
        default: return false
        }
    }

    /// The type of `expression` without context, found once per scope it is checked in (a
    /// closure's body, typed again for another overload, has a new scope).
    func contextFreeType(of expression: Expr) -> SwiftType {
        probedTyping(of: expression, expected: nil).type
    }

    /// The type of `expression` where `expected` is wanted (nil: without context) and whether
    /// typing it reported an error, probed once per scope it is checked in: each level of a nested
    /// call (`String(Int(String(…)))`) types its argument again, so probing afresh there made
    /// checking exponential in the depth.
    private func probedTyping(of expression: Expr, expected: SwiftType?) -> (type: SwiftType, reportsError: Bool) {
        let key = ProbedTypes.Key(node: expression.id, expected: expected)
        if let known = probedTypes.entries[key], known.scope === scope {
            return (known.type, known.reportsError)
        }
        let probe = Checker(probing: self)
        let type = probe.expression(expression, expected: expected).type
        let reportsError = probe.diagnostics.contains { $0.severity == .error }
        probedTypes.entries[key] = (scope, type, reportsError)
        return (type, reportsError)
    }

    /// swiftc's error for the one program extension initialiser of `type` the labels name whose
    /// constrained extension's `Self` is another type (`[String](upTo: 3)` where only `extension
    /// Array where Element == Int` declares `init(upTo:)`); true when it reported one.
    func rejectConstrainedExtensionInit(_ type: SwiftType, arguments: [Argument], range: SourceRange) -> Bool {
        guard let table = environment.extensionMembers(of: type) else { return false }
        let named = table.initializers.filter {
            !$0.isLibrary && selfBinding(of: $0, to: type) == nil
                && matchArguments(arguments, to: parameterSpecs($0), range: range, report: false) != nil
        }
        guard named.count == 1 else { return false }
        return rejectUnmetElementRequirements(named[0], receiver: type, name: named[0].name, isProperty: false,
                                              isInitializer: true, range: range)
    }

    /// Whether one of the standard library's initialisers of `type` takes the arguments' labels.
    private func libraryTakesLabels(_ type: SwiftType, _ arguments: [Argument]) -> Bool {
        StandardLibrary.members(named: "init", of: type, isStatic: false).contains {
            $0.signature.accepts(arguments, trailing: trailingRanges)
        }
    }

    /// Whether one of the library's initialisers of `type` takes `arguments` (probed without reporting).
    private func builtinTakes(_ type: SwiftType, arguments: [Argument], expected: SwiftType?, range: SourceRange) -> Bool {
        let probe = Checker(probing: self)
        guard let made = probe.builtinConstruct(type, arguments: arguments, expected: expected, range: range) else { return false }
        return !hasError(made.type) && !probe.diagnostics.contains { $0.severity == .error }
    }

    /// The extension initialisers of the builtin `type` whose `Self` can be it, each with the
    /// generic parameters of the extended type that make it so.
    private func extensionInitializers(of type: SwiftType)
        -> (initializers: [FunctionSymbol], bindings: [ObjectIdentifier: [TypeParameter: SwiftType]]) {
        guard let table = environment.extensionMembers(of: type), !table.initializers.isEmpty else { return ([], [:]) }
        var bindings: [ObjectIdentifier: [TypeParameter: SwiftType]] = [:]
        let initializers = table.initializers.filter { initializer in
            guard let found = selfBinding(of: initializer, to: type) else { return false }
            bindings[ObjectIdentifier(initializer)] = found
            return true
        }
        return (initializers, bindings)
    }

    /// The generic parameters of the extended type that make `initializer`'s `Self` the
    /// constructed `type` (`Element` of `extension Array { init(one: Element) }` for `[Int]`),
    /// or nil when a constrained extension's `Self` is another type (`where Element == Int` for `[String]`).
    private func selfBinding(of initializer: FunctionSymbol, to type: SwiftType) -> [TypeParameter: SwiftType]? {
        let result = initializer.type.result
        // A failable one's result is `Self?`; an optional `Self`'s own (`Wrapped?`) is `Self`.
        let selfType = initializer.isFailable ? (result.optionalWrapped ?? result) : result
        if selfType == type { return [:] }
        guard containsGeneric(selfType) else { return nil }
        var bindings: [TypeParameter: SwiftType] = [:]
        unifyGeneric(selfType, type, into: &bindings)
        // `extension Array where Element: Numeric` declares none for `[String]`.
        let unmet = bindings.contains { parameter, bound in
            parameter.constraints.contains { !environment.conformances.conforms(bound, to: $0) }
        }
        return !unmet && selfType.substituting(bindings) == type ? bindings : nil
    }

    /// The call of an extension initialiser: its body starts from a `self` it must assign
    /// (`self = …`) or delegate (`self.init(…)`), and returns it.
    private func extensionInitCall(_ initializer: FunctionSymbol, bindings: [TypeParameter: SwiftType],
                                   arguments: [Argument], expected: SwiftType?, range: SourceRange) -> Typed {
        callSymbol(initializer, arguments: arguments, expected: expected, range: range,
                   receiver: Constant(.null, line: range.line), substitution: bindings)
    }
}

/// Arguments' types probed by node and the type wanted of them (nil: none), each with the scope
/// it was found in and whether typing it reported an error.
final class ProbedTypes {
    struct Key: Hashable {
        let node: NodeID
        let expected: SwiftType?
    }
    var entries: [Key: (scope: Scope, type: SwiftType, reportsError: Bool)] = [:]
}

/// The number of expressions a check has typed, its probes' included.
final class TypingCount {
    var expressions = 0
}
