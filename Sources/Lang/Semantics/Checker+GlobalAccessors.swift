/// A cell's top-level computed variable (`var area: Double { w * h }`, or with `get`/`set`) and a
/// top-level stored variable's `willSet`/`didSet`, which a main.swift runs: each accessor is a
/// function of the cell, as a static property's accessors are of its type.
final class GlobalAccessors {
    let getter: FunctionSymbol?
    let setter: FunctionSymbol?
    let willSet: FunctionSymbol?
    let didSet: FunctionSymbol?

    init(getter: FunctionSymbol? = nil, setter: FunctionSymbol? = nil, willSet: FunctionSymbol? = nil, didSet: FunctionSymbol? = nil) {
        self.getter = getter
        self.setter = setter
        self.willSet = willSet
        self.didSet = didSet
    }
}

extension Checker {
    /// Declares the cell's top-level computed variables once its types are declared, as its
    /// functions are, so that code above one may use it; each one's accessors are lowered at
    /// its line (`lowerComputedGlobal`).
    func declareComputedGlobals(_ statements: [Stmt]) {
        for statement in statements {
            guard case .declaration(let decl) = statement.kind, case .variable(let variable) = decl.kind else { continue }
            for binding in variable.bindings where !isStored(binding) {
                if let lower = declareComputedGlobal(binding, isLet: variable.introducer == .let, attributes: decl.attributes) {
                    forwardGlobals.computedBodies[binding.id.rawValue] = lower
                }
            }
        }
    }

    /// Lowers a top-level computed variable's accessors (declaring it first if it was not).
    func lowerComputedGlobal(_ binding: PatternBinding, isLet: Bool, attributes: [Attribute]) {
        let lower = forwardGlobals.computedBodies.removeValue(forKey: binding.id.rawValue)
            ?? declareComputedGlobal(binding, isLet: isLet, attributes: attributes)
        lower?()
    }

    /// Declares a top-level computed variable; returns what lowers its accessors.
    /// `attributes` are the declaration's: a result builder among them builds the getter.
    private func declareComputedGlobal(_ binding: PatternBinding, isLet: Bool, attributes: [Attribute]) -> (() -> Void)? {
        guard case .identifier(let name) = binding.pattern.kind else {
            unsupported("this computed variable pattern", binding.range)
            return nil
        }
        if isLet {
            // swiftc points at the accessors' opening brace.
            let brace: SourceRange
            switch binding.accessors {
            case .getter(let block)?: brace = block.range.startOnly
            case .accessors(_, let range)?: brace = range.startOnly
            case nil: brace = binding.range
            }
            error("'let' declarations cannot be computed properties", brace)
            // Still declared, so that its uses add no errors of their own (as in swiftc).
        }
        guard let typeExpression = binding.type else {
            error("computed property must have an explicit type", binding.range)
            return nil
        }
        let type = resolveType(typeExpression)
        let (writtenGetter, setterBody, setterName, hasSetter, _) = GetSetBodies.of(binding.accessors)
        let getterBody = resultBuilderBody(writtenGetter, attributes: attributes)
        let getter = makeSymbol(name: "get:" + name.name, parameters: [], result: type, effects: .none, generics: [], hasSelf: false)
        getter.opaqueResultSite = Checker.opaqueResultSite(typeExpression, at: GetSetBodies.getterSite(binding.accessors))
        var setter: (symbol: FunctionSymbol, parameter: Parameter, body: CodeBlock)?
        if hasSetter, let setterBody {
            let parameter = Parameter(id: binding.id, range: binding.range, attributes: [],
                                      firstName: Identifier(setterName, range: binding.range), secondName: nil,
                                      type: typeExpression, isVariadic: false, defaultValue: nil)
            let symbol = makeSymbol(name: "set:" + name.name, parameters: [parameter], result: .void, effects: .none,
                                    generics: [], hasSelf: false)
            setter = (symbol, parameter, setterBody)
        }
        var variable = Variable(type: type, isLet: setter == nil, slot: context.allocate(), context: context)
        variable.accessors = GlobalAccessors(getter: getter, setter: setter?.symbol)
        declareName(name, .variable(variable))
        let parent = context
        return { [unowned self] in
            self.lowerBody(getter, parameters: [], body: getterBody, selfType: nil, parentContext: parent, kind: "getter")
            if let setter {
                self.lowerBody(setter.symbol, parameters: [setter.parameter], body: setter.body, selfType: nil,
                               parentContext: parent)
            }
        }
    }

    /// A top-level stored variable's `willSet`/`didSet`, as functions taking the new or old value,
    /// and what lowers their bodies (once the variable is declared); nil when it has neither.
    func globalObservers(_ binding: PatternBinding, named name: String,
                         type: SwiftType) -> (GlobalAccessors, lower: () -> Void)? {
        guard case .accessors(let accessors, _)? = binding.accessors else { return nil }
        var observers: [AccessorDecl.Kind: (FunctionSymbol, Parameter, CodeBlock?)] = [:]
        for accessor in accessors where accessor.kind == .willSet || accessor.kind == .didSet {
            let isWill = accessor.kind == .willSet
            let parameter = Parameter(id: accessor.id, range: accessor.range, attributes: [],
                                      firstName: Identifier(accessor.parameter?.name ?? (isWill ? "newValue" : "oldValue"),
                                                            range: accessor.range),
                                      secondName: nil, type: TypeExpr(id: accessor.id, range: accessor.range, kind: .error),
                                      isVariadic: false, defaultValue: nil)
            let symbol = makeSymbol(name: (isWill ? "willSet:" : "didSet:") + "global", parameters: [], result: .void,
                                    effects: .none, generics: [], hasSelf: false)
            symbol.type = FunctionType([FunctionParameter(type)], .void)
            symbol.labels = [nil]
            symbol.code.parameterCount = 1
            observers[accessor.kind] = (symbol, parameter, accessor.body)
        }
        guard !observers.isEmpty else { return nil }
        let made = GlobalAccessors(willSet: observers[.willSet]?.0, didSet: observers[.didSet]?.0)
        return (made, { [unowned self] in
            for (symbol, parameter, body) in observers.values {
                self.lowerBody(symbol, parameters: [parameter], body: body, selfType: nil, parentContext: self.context,
                               observing: "global " + name)
            }
        })
    }

    /// The place of a top-level variable with accessors: its setter (an error for a get-only
    /// one), or its storage with its observers around each change.
    func globalAccessorPlace(_ accessors: GlobalAccessors, _ variable: Variable, name: Identifier,
                             range: SourceRange) -> (Place, SwiftType)? {
        let line = range.line
        if let getter = accessors.getter {
            guard let setter = accessors.setter else {
                error("cannot assign to value: '\(name.name)' is a get-only property", range)
                return nil
            }
            return (StaticComputedPlace(getter: getter.code, setter: setter.code, capturedHops: capturedHops(for: getter),
                                        line: line), variable.type)
        }
        let storage = VariablePlace(location(of: variable), line: line)
        // Inside its own observer a variable is stored to directly, as Swift does.
        if context.owner.observedProperty == "global " + name.name { return (storage, variable.type) }
        let observer = accessors.willSet ?? accessors.didSet
        return (StaticObservedPlace(storage: storage, willSet: accessors.willSet?.code, didSet: accessors.didSet?.code,
                                    capturedHops: observer.flatMap(capturedHops(for:)), line: line), variable.type)
    }

    /// A read of a computed variable (top-level or local to a function): a call of its getter.
    func globalGetterCall(_ getter: FunctionSymbol, line: Int) -> Expression {
        DirectCall(code: getter.code, capturedHops: capturedHops(for: getter), receiver: nil, arguments: [], line: line)
    }
}
