/// Constructing values: `Type(arguments)` through the type's initialisers, a struct's memberwise
/// initialiser or an enum's `init(rawValue:)`, and the default values of stored properties.
extension Checker {
    /// `Type(arguments)`: an initialiser of the program's type or a builtin conversion.
    func construct(_ type: SwiftType, arguments: [Argument], expected: SwiftType?, range: SourceRange) -> Typed {
        guard case .nominal(let decl, let typeArguments) = type, !decl.isBuiltin else {
            if case .error = type { lowerAll(arguments); return Typed(Constant(.void, line: range.line), .error) }
            if case .generic(let parameter) = type,
               let made = genericInitializerCall(parameter, arguments: arguments, expected: expected, range: range) { return made }
            if let generic = genericNumberConversion(type, arguments: arguments, range: range)
                ?? genericLabelledConversion(type, arguments: arguments, range: range) { return generic }
            if let made = extensionConstruct(type, arguments: arguments, expected: expected, range: range) { return made }
            let firstError = diagnostics.count
            let builtin = builtinConstruct(type, arguments: arguments, expected: expected, range: range)
            if let blamed = extensionInitBlamed(type, arguments: arguments, expected: expected, range: range,
                                                firstError: builtin == nil ? nil : firstError) { return blamed }
            if let builtin { return builtin }
            if !rejectConstrainedExtensionInit(type, arguments: arguments, range: range) {
                error("no exact matches in call to initializer", range)
            }
            lowerAll(arguments)
            return Typed(Constant(.void, line: range.line), .error)
        }
        if unicodeScalarDecl(type) != nil, let literal = unicodeScalarConstruction(decl, arguments: arguments, range: range) {
            return literal
        }
        let table = environment.members(of: decl)
        var substitution = Dictionary(zip(decl.genericParameters, typeArguments), uniquingKeysWith: { first, _ in first })
        // `W.Helper` among the parameters of `Box<Dial>(…)` is `Dial`'s `Helper`.
        bindAssociatedTypes(decl.genericParameters, in: &substitution)
        inheritSuperclassArguments(of: decl, into: &substitution)
        if decl.kind == .protocol {
            error("type 'any \(decl.name)' cannot be instantiated", range)
            return Typed(Constant(.void, line: range.line), .error)
        }
        // The synthesized `init(rawValue:)` stays beside an enum's own initialisers (one of
        // them delegating to it, `self.init(rawValue: text)`) unless it declares its own.
        if decl.kind == .enum, let rawType = decl.rawType,
           table.initializers.isEmpty || (arguments.map(\.label?.name) == ["rawValue"]
                                         && !table.initializers.contains { $0.labels == ["rawValue"] }) {
            return rawValueInit(decl, rawType: rawType, arguments: arguments, range: range)
        }
        if rejectUntypedCatching(decl, typeArguments: typeArguments, expected: expected, arguments: arguments) {
            lowerAll(arguments)
            return Typed(Constant(.void, line: range.line), .error)
        }
        var initializers = admittedByOwnClauses(table.initializers, given: type)
        if decl.kind == .class {
            // A class that declares no designated initialiser inherits its superclass's, and a
            // root one the implicit `init()` (`self.init()` in its convenience initialiser).
            let available = availableClassInitializers(decl)
            initializers = available.initializers
            if available.implicitInit, arguments.isEmpty, !initializers.contains(where: { $0.selector == "init()" }),
               !hasPropertyWithoutValue(decl) {
                return Typed(witnessedCall(defaultInstance(decl, line: range.line), substitution: substitution, line: range.line),
                             type)
            }
        }
        if decl.kind == .struct, !table.hasInitializerInBody,
           initializers.isEmpty || !initializers.contains(where: {
               matchArguments(arguments, to: parameterSpecs($0), range: range, report: false) != nil })
            || memberwiseFitsBetter(decl, initializers: initializers, arguments: arguments) {
            if let closest = initializerCloserThanMemberwise(decl, initializers: initializers, arguments: arguments, range: range) {
                // No initialiser takes these labels, nor the memberwise one: swiftc blames the closest.
                _ = matchArguments(arguments, to: parameterSpecs(closest), range: range, report: true)
                lowerAll(arguments)
                return Typed(Constant(.void, line: range.line), .error)
            }
            return memberwiseInit(decl, type: type, typeArguments: typeArguments, arguments: arguments,
                                  expected: expected, range: range)
        }
        if initializers.isEmpty, decl.kind == .class, hasPropertyWithoutValue(decl) {
            error("'\(decl.name)' cannot be constructed because it has no accessible initializers", range)
            lowerAll(arguments)
            return Typed(Constant(.void, line: range.line), .error)
        }
        if initializers.isEmpty, decl.kind == .class, arguments.isEmpty {
            return Typed(witnessedCall(defaultInstance(decl, line: range.line), substitution: substitution, line: range.line), type)
        }
        guard let initializer = chooseOverload(initializers, arguments: arguments, range: range, expected: expected) else {
            lowerAll(arguments)
            return Typed(Constant(.void, line: range.line), .error)
        }
        // An inherited initialiser of `Base<[U]>` takes `[U]` where it declares `T`.
        let inherited = superclassBindings(of: decl, given: [:])
        let specs = parameterSpecs(initializer).map { spec in
            var spec = spec
            spec.type = spec.type.substituting(inherited)
            return spec
        }
        guard let matched = matchArguments(arguments, to: specs, range: range, report: true) else {
            return Typed(Constant(.void, line: range.line), .error)
        }
        // An initialiser from a constrained extension makes its own parameters (or types) of the type's.
        let pattern = constrainedSelfType(of: initializer, in: decl)
        if typeArguments.isEmpty, !decl.genericParameters.isEmpty {
            let inferred = inferGenerics(matched, specs, generics: decl.genericParameters + parametersInScope(of: pattern)
                                            + initializer.genericParameters,
                                         expectedResult: expected, result: pattern)
            substitution.merge(inferred) { first, _ in first }
            bindFromDefaults(specs, generics: decl.genericParameters, in: &substitution)
            inheritSuperclassArguments(of: decl, into: &substitution)
            rejectUnopenedTypeArguments(decl, specs, result: pattern, substitution, at: range)
        } else {
            substitution.merge(inferGenerics(matched, specs, generics: initializer.genericParameters, expectedResult: nil,
                                             result: .void)) { first, _ in first }
            rejectUnmetOwnClause(initializer, pattern: pattern, given: type, range: range)
            if !initializer.constrainsSelfInOwnClause, !initializer.isLibrary {
                rejectUnmetExtensionRequirements(initializer, receiver: type, name: Identifier("init", range: range), isInitializer: true)
            }
        }
        if reportDefaultConflicts(matched, specs, substitution: substitution, range: range) {
            lowerAll(arguments)
            return Typed(Constant(.void, line: range.line), .error)
        }
        // `init<S: Sequence>(_ items: S) where S.Element == T`: the argument's elements make `T`.
        bindGenericElements(initializer.genericParameters, in: &substitution, function: initializer.selector,
                            kind: "initializer", range: range)
        bindIteratorElements(initializer.genericParameters, in: &substitution)
        for parameter in initializer.genericParameters {
            guard let bound = substitution[parameter], bound != .error,
                  !reportsOptionalGenericArgument(parameter, bound: bound, matched: matched, specs) else { continue }
            for constraint in parameter.constraints where !environment.conformances.conforms(bound, to: constraint)
                && !boundedSelfMeets(bound, constraint) {
                error("initializer '\(initializer.selector)' requires that '\(bound)' \(requirementWording(constraint))", range)
            }
        }
        let resultType: SwiftType = typeArguments.isEmpty && !decl.genericParameters.isEmpty
            ? inferredArguments(pattern, substitution) : type
        let errorsBefore = diagnostics.count
        let (nodes, places) = lowerArguments(matched, specs, substitution: substitution, range: range,
                                             callee: requirementCallee(initializer, member: nil, range: range))
        reportUninferredAfterMismatch(initializer.genericParameters, specs, substitution: substitution,
                                      errorsBefore: errorsBefore, range: range)
        if initializer.type.isThrowing { noteThrowingCall(range) }
        let receiver = decl.kind == .class ? defaultInstance(decl, line: range.line) : defaultStruct(decl, line: range.line)
        // The type's parameters and the initialiser's are witnessed for its body and the stored
        // properties' defaults (`var total: T = 0` is a `Double` in `Acc<Double>()`).
        let node = witnessedCall(DirectCall(code: initializer.code, capturedHops: nil, receiver: receiver, arguments: nodes,
                                            inoutPlaces: places, line: range.line),
                                 substitution: substitution, line: range.line)
        let isFailable = initializer.type.result.optionalWrapped != nil
        if initializer.isImplicitlyUnwrappedFailable { implicitlyUnwrappedReaders.insert(HeldIdentity(node)) }
        return Typed(node, isFailable ? .optional(resultType) : resultType)
    }

    /// A struct value with every stored property at its default (or a placeholder the
    /// initialiser must fill).
    func defaultStruct(_ decl: NominalDecl, line: Int) -> Expression {
        let defaults = environment.members(of: decl).fieldDefaults
        return MakeStruct(decl: decl, fields: decl.storedProperties.indices.map { index in
            index < defaults.count ? defaults[index] ?? Constant(.null, line: line) : Constant(.null, line: line)
        }, line: line)
    }

    /// A class instance with every stored property (inherited ones first) at its default.
    func defaultInstance(_ decl: NominalDecl, line: Int) -> Expression {
        var chain: [NominalDecl] = []
        var current: NominalDecl? = decl
        while let type = current, chain.count < 100 {
            chain.insert(type, at: 0)
            current = type.superclass
        }
        var fields: [Expression] = []
        for type in chain {
            let defaults = environment.members(of: type).fieldDefaults
            for index in type.storedProperties.indices {
                fields.append(index < defaults.count ? defaults[index] ?? Constant(.null, line: line) : Constant(.null, line: line))
            }
        }
        return MakeInstance(decl: decl, fields: fields, line: line)
    }

    /// Whether a stored property of the class or a superclass has no initial value (so, with no
    /// initialiser declared, the class cannot be constructed).
    func hasPropertyWithoutValue(_ decl: NominalDecl) -> Bool {
        var current: NominalDecl? = decl
        var hops = 0
        while let type = current, hops < 100 {
            let defaults = environment.members(of: type).fieldDefaults
            if defaults.contains(where: { $0 == nil }) { return true }
            current = type.superclass
            hops += 1
        }
        return false
    }

    /// When neither the memberwise initialiser nor any of `initializers` takes `arguments`' labels:
    /// the initialiser that needs fewer fixes than every other and the memberwise one, or nil.
    private func initializerCloserThanMemberwise(_ decl: NominalDecl, initializers: [FunctionSymbol], arguments: [Argument],
                                                 range: SourceRange) -> FunctionSymbol? {
        let memberwise = memberwiseParameters(decl, range: range).specs
        guard !initializers.isEmpty, matchArguments(arguments, to: memberwise, range: range, report: false) == nil,
              let closest = closestCandidate(initializers.map(parameterSpecs) + [memberwise], arguments: arguments),
              closest < initializers.count else { return nil }
        return initializers[closest]
    }

    /// The memberwise initialiser's parameters, the stored property each sets, and the wrapper
    /// initialisers of wrapped ones (by parameter position).
    func memberwiseParameters(_ decl: NominalDecl, range: SourceRange)
        -> (specs: [ParameterSpec], fieldOfSpec: [Int], wraps: [Int: WrapperInit]) {
        let defaults = environment.members(of: decl).fieldDefaults
        var specs: [ParameterSpec] = []
        var fieldOfSpec: [Int] = []
        var wraps: [Int: WrapperInit] = [:]
        for (index, property) in decl.storedProperties.enumerated() {
            // Before the type's defaults are lowered (a stored property's type inferred from
            // `Other()` while hoisting), the declaration says whether there is one.
            let hasDefault = index < defaults.count ? defaults[index] != nil : property.hasDefault
            if property.isLet && hasDefault { continue }
            if let wrapped = wrappedParameter(property) {
                // `x: T` for `@State var x` (its default is the storage's), `x: Binding<T>` for `@Binding`.
                wraps[specs.count] = wrapped.wrap
                specs.append(ParameterSpec(label: wrapped.label, type: wrapped.type, hasDefault: hasDefault,
                                           defaultValue: hasDefault && index < defaults.count ? defaults[index] : nil))
                fieldOfSpec.append(index)
                continue
            }
            let optionalDefault = property.type.optionalWrapped != nil && !property.isLet
            specs.append(ParameterSpec(label: property.name, type: property.type, hasDefault: hasDefault || optionalDefault,
                                       defaultValue: hasDefault ? (index < defaults.count ? defaults[index] : nil)
                                           : (optionalDefault ? Constant(.null, line: range.line) : nil),
                                       isEscaping: true))
            fieldOfSpec.append(index)
        }
        return (specs, fieldOfSpec, wraps)
    }

    /// A struct's memberwise initialiser: a parameter for each stored property but a `let` with a
    /// value, which may be left out where the property has a default or is an optional `var`.
    private func memberwiseInit(_ decl: NominalDecl, type: SwiftType, typeArguments: [SwiftType], arguments: [Argument],
                                expected: SwiftType?, range: SourceRange) -> Typed {
        let defaults = environment.members(of: decl).fieldDefaults
        let (specs, fieldOfSpec, wraps) = memberwiseParameters(decl, range: range)
        guard let matched = matchArguments(arguments, to: specs, range: range, report: true) else {
            lowerAll(arguments)
            return Typed(Constant(.void, line: range.line), .error)
        }
        var substitution = Dictionary(zip(decl.genericParameters, typeArguments), uniquingKeysWith: { first, _ in first })
        if typeArguments.isEmpty, !decl.genericParameters.isEmpty {
            let result = SwiftType.nominal(decl, decl.genericParameters.map { .generic($0) })
            substitution = inferGenerics(matched, specs, generics: decl.genericParameters, expectedResult: expected,
                                         result: result)
            rejectUnopenedTypeArguments(decl, specs, result: result, substitution, at: range)
        }
        // A field typed `W.Helper` takes the bound type's `Helper` (`Box<Dial>(helper: …)`).
        bindAssociatedTypes(decl.genericParameters, in: &substitution)
        let (nodes, _) = lowerArguments(matched, specs, substitution: substitution, range: range,
                                        callee: memberwiseCallee(decl, specs, range: range))
        var fields: [Expression] = decl.storedProperties.indices.map { index in
            index < defaults.count ? defaults[index].map { placedDefault($0, line: range.line) } ?? Constant(.null, line: range.line)
                : Constant(.null, line: range.line)
        }
        for (position, fieldIndex) in fieldOfSpec.enumerated() where position < nodes.count {
            if let wrap = wraps[position], case .nominal = decl.storedProperties[fieldIndex].type {
                // An omitted argument leaves the storage's own default, already wrapped.
                if position < matched.count, !matched[position].isEmpty {
                    fields[fieldIndex] = wrapping(nodes[position], in: decl.storedProperties[fieldIndex].type, with: wrap,
                                                  line: range.line)
                }
                continue
            }
            // `weak var value: A?` holds its argument weakly, as an assignment to it does.
            let ownership = decl.storedProperties[fieldIndex].ownership
            fields[fieldIndex] = ownership == .strong ? nodes[position] : Weaken(nodes[position], line: range.line)
        }
        let resultType: SwiftType = typeArguments.isEmpty && !decl.genericParameters.isEmpty
            ? .nominal(decl, decl.genericParameters.map { substitution[$0] ?? .error }) : type
        return Typed(witnessedCall(MakeStruct(decl: decl, fields: fields, line: range.line), substitution: substitution,
                                   line: range.line), resultType)
    }

    /// `Enum(rawValue:)`: the case with that raw value, or nil.
    private func rawValueInit(_ decl: NominalDecl, rawType: SwiftType, arguments: [Argument], range: SourceRange) -> Typed {
        let specs = [ParameterSpec(label: "rawValue", type: rawType)]
        guard let matched = matchArguments(arguments, to: specs, range: range, report: true) else {
            lowerAll(arguments)
            return Typed(Constant(.void, line: range.line), .error)
        }
        let (nodes, _) = lowerArguments(matched, specs, substitution: [:], range: range)
        guard let raw = nodes.first else { return Typed(Constant(.null, line: range.line), .error) }
        return Typed(Unary(raw, line: range.line) { value, _ in decl.rawCase(matching: value) },
                     .optional(.nominal(decl, [])))
    }
}
