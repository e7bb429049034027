/// A subclass's observers of an inherited stored property (`override var x: Int { didSet { … } }`):
/// storing the property through any reference to an instance of the subclass runs them around
/// the superclass's own, as Swift does (the subclass's `willSet` first and its `didSet` last).
extension Checker {
    /// Declares the observers on the subclass's table and marks the inherited property as
    /// observed by a subclass, so that its stores look for them (`ObservedFieldPlace`).
    func declareObserverOverride(_ accessors: [AccessorDecl], property name: Identifier, binding: PatternBinding,
                                 table: TypeMembers, selfType: SwiftType, owner: NominalDecl?) {
        guard let owner, owner.kind == .class, let superclass = owner.superclass,
              let (declaring, inherited) = lookupMembers(name.name, in: superclass) else {
            error("property does not override any property from its superclass", name.range)
            return
        }
        if let computed = inherited.computed[name.name] {
            declareComputedObserverOverride(accessors, property: name, computed: computed, binding: binding, table: table,
                                            selfType: selfType, owner: owner)
            return
        }
        guard let index = inherited.fields[name.name], let property = storedProperty(of: declaring, fieldIndex: index) else {
            unsupported("observers overriding this property", name.range)
            return
        }
        declareObservers(accessors, property: name.name, type: property.type, binding: binding, table: table,
                         selfType: selfType, owner: owner)
        declaring.propertiesObservedBySubclasses.insert(name.name)
    }

    /// The place storing field `index` (property `name` of class or struct `owner`, whose table is
    /// `table`) through `base` with its observers, or nil when it has none (nor has a subclass).
    func observedFieldPlace(_ base: Place, index: Int, name: String, owner: NominalDecl, table: TypeMembers,
                            line: Int) -> ObservedFieldPlace? {
        let observers = table.observers[name]
        let overridden = owner.propertiesObservedBySubclasses.contains(name)
        guard observers != nil || overridden else { return nil }
        return ObservedFieldPlace(base: base, index: index, willSet: observers?.willSet?.code, didSet: observers?.didSet?.code,
                                  overridable: overridden ? (name, owner) : nil, line: line)
    }
}
