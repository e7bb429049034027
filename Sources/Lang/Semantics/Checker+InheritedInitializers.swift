/// Swift's initialiser inheritance for classes: a class that declares no designated initialiser
/// (only convenience ones, or none) inherits its superclass's initialisers, and a root class
/// among them whose stored properties all have values has the implicit `init()`.
extension Checker {
    /// The initialisers `decl(…)`, `self.init(…)` and `super.init(…)` may call on class `decl`:
    /// its own, then, while no designated one has been met, each superclass's (an own one hides
    /// an inherited one of the same selector); and whether the chain ends in the implicit `init()`
    /// of a root class without designated initialisers.
    func availableClassInitializers(_ decl: NominalDecl) -> (initializers: [FunctionSymbol], implicitInit: Bool) {
        var initializers: [FunctionSymbol] = []
        var current: NominalDecl? = decl
        var hops = 0
        while let type = current, hops < 100 {
            let own = environment.members(of: type).initializers
            for initializer in own where !initializers.contains(where: { $0.selector == initializer.selector }) {
                initializers.append(initializer)
            }
            if own.contains(where: { !$0.isConvenience }) {
                if let superclass = type.superclass, hops < 100 {
                    initializers += inheritedConvenienceInitializers(own, superclass: superclass, hidden: initializers)
                }
                return (initializers, false)
            }
            current = type.superclass
            hops += 1
        }
        // The implicit `init()` needs every stored property of the chain to have a value.
        return (initializers, !hasPropertyWithoutValue(decl))
    }

    /// The convenience initialisers of `superclass` that a class declaring `own` initialisers
    /// inherits: all of them not hidden when `own` overrides every designated one, else none.
    /// An `override convenience init` implements a designated one too (swiftc's rule 2).
    private func inheritedConvenienceInitializers(_ own: [FunctionSymbol], superclass: NominalDecl,
                                                  hidden: [FunctionSymbol]) -> [FunctionSymbol] {
        let inherited = availableClassInitializers(superclass)
        var designated = inherited.initializers.filter { !$0.isConvenience }.map(\.selector)
        if inherited.implicitInit { designated.append("init()") }
        let overridden = Set(own.map(\.selector))
        guard designated.allSatisfy(overridden.contains) else { return [] }
        return inherited.initializers.filter { initializer in
            initializer.isConvenience && !hidden.contains { $0.selector == initializer.selector }
        }
    }
}

extension Checker {
    /// `self.init(arguments)` in an initialiser of non-generic class `selfType`: runs on the
    /// instance being made (`DelegatedInit`); nil for other types and failable initialisers.
    func classDelegatingInit(_ selfType: SwiftType, arguments: [Argument], range: SourceRange) -> Typed? {
        guard case .nominal(let decl, _) = selfType, decl.kind == .class, decl.genericParameters.isEmpty else { return nil }
        let line = range.line
        let available = availableClassInitializers(decl)
        // The implicit `init()` gives the properties their initial values, which they already have.
        if available.implicitInit, arguments.isEmpty, !available.initializers.contains(where: { $0.selector == "init()" }) {
            return Typed(Constant(.void, line: line), .void)
        }
        let probe = Checker(probing: self)
        guard let chosen = probe.chooseOverload(available.initializers, arguments: arguments, range: range),
              chosen.type.result.optionalWrapped == nil else { return nil }
        guard let initializer = chooseOverload(available.initializers, arguments: arguments, range: range) else { return nil }
        let specs = parameterSpecs(initializer)
        guard let matched = matchArguments(arguments, to: specs, range: range, report: true) else {
            return Typed(Constant(.void, line: line), .error)
        }
        let (nodes, places) = lowerArguments(matched, specs, substitution: [:], range: range,
                                             callee: requirementCallee(initializer, member: nil, range: range))
        if initializer.type.isThrowing { noteThrowingCall(range) }
        return Typed(DelegatedInit(receiver: selfReader(line: line), selector: initializer.selector, fallback: initializer.code,
                                   arguments: nodes, inoutPlaces: places, line: line), .void)
    }
}
