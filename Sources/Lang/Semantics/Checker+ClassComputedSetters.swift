/// Assigning a computed property of a class instance reached through an expression.
extension Checker {
    /// `Page.current.liveView = controller` where `current` is a `static let` of a class type:
    /// a class instance is a reference, so its setter needs no mutable base (swiftc accepts it);
    /// nil unless `type` is a class with a settable computed property `name`.
    func classComputedProperty(_ name: String, of type: SwiftType)
        -> (getter: FunctionSymbol, setter: FunctionSymbol, type: SwiftType)? {
        guard case .nominal(let decl, let arguments) = type, decl.kind == .class,
              let (_, table) = lookupMembers(name, in: decl), let computed = table.computed[name],
              let setter = computed.setter else { return nil }
        let substitution = Dictionary(zip(decl.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
        return (computed.getter, setter, computed.type.substituting(substitution))
    }
}
