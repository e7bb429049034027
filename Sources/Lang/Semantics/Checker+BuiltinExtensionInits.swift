/// Initialisers that extensions declare on builtin types (`extension String { init(_ f: Foo) }`,
/// the prelude's `String(_ unicodeScalars:)`): chosen before the standard library's where they
/// take the arguments, as swiftc prefers such a concrete initialiser to the library's generic
/// `String(_:)`, and left to the library's otherwise (`String(5)` beside `init(_ f: Foo)`).
extension Checker {
    /// `Type(arguments)` through an extension initialiser of the builtin `type`, or nil when none
    /// of them takes the arguments (their labels, then their types, probed without reporting).
    func extensionConstruct(_ type: SwiftType, arguments: [Argument], expected: SwiftType?, range: SourceRange) -> Typed? {
        let (initializers, bindings) = extensionInitializers(of: type)
        let candidates = initializers.filter {
            matchArguments(arguments, to: parameterSpecs($0), range: range, report: false) != nil
        }
        guard !candidates.isEmpty else { return nil }
        let probe = Checker(probing: self)
        guard let chosen = probe.chooseOverload(candidates, arguments: arguments, range: range, expected: expected) else { return nil }
        let selfBindings = bindings[ObjectIdentifier(chosen)] ?? [:]
        let probed = probe.extensionInitCall(chosen, bindings: selfBindings, arguments: arguments, expected: expected, range: range)
        guard !hasError(probed.type), !probe.diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        return extensionInitCall(chosen, bindings: selfBindings, arguments: arguments, expected: expected, range: range)
    }

    /// When neither an extension initialiser of `type` nor the library's takes the arguments:
    /// swiftc's complaint about the extension's initialiser their labels name (`String(foo: 3)`:
    /// cannot convert 'Int' to 'Foo'), or the closest one's labels where every argument is
    /// labelled (`String(fo: f)`: have 'fo:', expected 'foo:'). Nil leaves the error to the library.
    func extensionInitBlamed(_ type: SwiftType, arguments: [Argument], expected: SwiftType?, range: SourceRange) -> Typed? {
        // The library's own (`String(_ unicodeScalars:)`) are not blamed: its many are.
        let (all, bindings) = extensionInitializers(of: type)
        let initializers = all.filter { !$0.isLibrary }
        guard !initializers.isEmpty, !builtinTakes(type, arguments: arguments, expected: expected, range: range) else { return nil }
        let candidates = initializers.filter {
            matchArguments(arguments, to: parameterSpecs($0), range: range, report: false) != nil
        }
        if !candidates.isEmpty {
            guard let chosen = chooseOverload(candidates, arguments: arguments, range: range, expected: expected) else {
                lowerAll(arguments)
                return Typed(Constant(.void, line: range.line), .error)
            }
            let selfBindings = bindings[ObjectIdentifier(chosen)] ?? [:]
            return extensionInitCall(chosen, bindings: selfBindings, arguments: arguments, expected: expected, range: range)
        }
        // `Int(evn: 4)` is the library's `Int(_:)` with an extraneous label, not `init(even:)` misspelt.
        let unlabelled = arguments.map { Argument(label: nil, value: $0.value, range: $0.range) }
        guard !arguments.isEmpty, arguments.allSatisfy({ $0.label != nil }),
              !builtinTakes(type, arguments: unlabelled, expected: expected, range: range),
              let closest = closestOverload(initializers, arguments: arguments, range: range) else { return nil }
        _ = matchArguments(arguments, to: parameterSpecs(closest), range: range, report: true)
        lowerAll(arguments)
        return Typed(Constant(.void, line: range.line), .error)
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
        let selfType = result.optionalWrapped.flatMap { $0 == type || containsGeneric($0) ? $0 : nil } ?? result
        if selfType == type { return [:] }
        guard containsGeneric(selfType) else { return nil }
        var bindings: [TypeParameter: SwiftType] = [:]
        unifyGeneric(selfType, type, into: &bindings)
        return selfType.substituting(bindings) == type ? bindings : nil
    }

    /// The call of an extension initialiser: its body starts from a `self` it must assign
    /// (`self = …`) or delegate (`self.init(…)`), and returns it.
    private func extensionInitCall(_ initializer: FunctionSymbol, bindings: [TypeParameter: SwiftType],
                                   arguments: [Argument], expected: SwiftType?, range: SourceRange) -> Typed {
        callSymbol(initializer, arguments: arguments, expected: expected, range: range,
                   receiver: Constant(.null, line: range.line), substitution: bindings)
    }
}
