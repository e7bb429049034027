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
        declareObservers(accessors, property: name.name, type: computed.type, binding: binding, table: table,
                         selfType: selfType, owner: owner)
        let observers = table.observers[name.name]
        // Swift reads the old value only for a `didSet` that names it (SE-0268).
        let didSet = accessors.first { $0.kind == .didSet }
        let readsOldValue = didSet.map { namesParameter($0) } ?? false
        let setter = makeSymbol(name: "set:" + name.name, parameters: [], result: .void, effects: .none, generics: [],
                                hasSelf: true)
        setter.type = FunctionType([FunctionParameter(computed.type)], .void)
        setter.labels = [nil]
        setter.code.parameterCount = 1
        setter.code.frameSize = 2
        setter.code.body = ObserverOverrideSetter(superGetter: readsOldValue ? computed.getter.code : nil,
                                                  superSetter: superSetter.code, willSet: observers?.willSet?.code,
                                                  didSet: observers?.didSet?.code, line: name.range.line)
        table.computed[name.name] = (computed.type, computed.getter, setter)
    }

    /// Whether an observer's body names its parameter (`oldValue` unless it is written
    /// `didSet(old)`), read in the cell's text; without the text, yes.
    private func namesParameter(_ accessor: AccessorDecl) -> Bool {
        guard let body = accessor.body else { return false }
        let start = body.range.start.offset, end = body.range.end.offset
        guard start >= 0, start <= end, end <= sourceScalars.count else { return true }
        let word = Array((accessor.parameter?.name ?? "oldValue").unicodeScalars)
        let isNamePart: (Unicode.Scalar) -> Bool = { $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" }
        var offset = start
        while offset + word.count <= end {
            if Array(sourceScalars[offset..<offset + word.count]) == word,
               offset == 0 || !isNamePart(sourceScalars[offset - 1]),
               offset + word.count >= sourceScalars.count || !isNamePart(sourceScalars[offset + word.count]) {
                return true
            }
            offset += 1
        }
        return false
    }
}
