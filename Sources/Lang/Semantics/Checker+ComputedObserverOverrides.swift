/// A subclass's observers of an inherited computed property (`override var area: Double
/// { didSet { … } }` over a superclass's `get`/`set`): Swift makes them an overriding setter that
/// runs `willSet`, the superclass's setter and `didSet`; reads stay the superclass's getter.
extension Checker {
    /// Declares the observers and the overriding setter (`ObserverOverrideSetter`) on the
    /// subclass's table; a read-only property is swiftc's error.
    func declareComputedObserverOverride(_ accessors: [AccessorDecl], property name: Identifier,
                                         computed: (type: SwiftType, getter: FunctionSymbol, setter: FunctionSymbol?),
                                         binding: PatternBinding, table: TypeMembers, selfType: SwiftType, owner: NominalDecl) {
        guard let superSetter = computed.setter, !superSetter.code.isRequirement else {
            error("cannot observe read-only property '\(name.name)'; it can't change", name.range)
            return
        }
        let setter = makeSymbol(name: "set:" + name.name, parameters: [], result: .void, effects: .none, generics: [],
                                hasSelf: true)
        setter.type = FunctionType([FunctionParameter(computed.type)], .void)
        setter.labels = [nil]
        setter.code.parameterCount = 1
        setter.code.frameSize = 2
        let body = ObserverOverrideSetter(superGetter: nil, superSetter: superSetter.code, willSet: nil, didSet: nil,
                                          line: name.range.line)
        // Swift reads the old value only for a `didSet` that needs it (SE-0268).
        let superGetter = computed.getter.code
        declareObservers(accessors, property: name.name, type: computed.type, binding: binding, table: table,
                         selfType: selfType, owner: owner) { readsOldValue in
            body.superGetter = readsOldValue ? superGetter : nil
        }
        let observers = table.observers[name.name]
        body.willSet = observers?.willSet?.code
        body.didSet = observers?.didSet?.code
        setter.code.body = body
        table.computed[name.name] = (computed.type, computed.getter, setter)
    }
}
