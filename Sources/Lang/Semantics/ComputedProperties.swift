/// One computed property of a type: its type, its getter and its setter when it has one. A
/// constrained extension's getter carries the extension's `where` clause (`constrainedSelf`).
typealias ComputedProperty = (type: SwiftType, getter: FunctionSymbol, setter: FunctionSymbol?)

/// A type's computed properties by name, every declaration of a name kept in declaration order:
/// constrained extensions may each declare one (`total` where `Item == Int` and where `Item ==
/// Double`), and a read, a setter or a mutating getter takes the one whose `where` clause its
/// receiver meets (`Checker.computedProperty(_:in:receiver:)`), as swiftc keeps them all.
struct ComputedProperties {
    private var byName: [String: [ComputedProperty]] = [:]

    /// The last declaration of `name`: the one a use takes where no receiver chooses (a
    /// requirement's lookup, a name's existence). Setting it replaces the declaration with the
    /// same getter (a lazy property's inferred type, an observing override's setter), else declares it.
    subscript(name: String) -> ComputedProperty? {
        get { byName[name]?.last }
        set {
            guard let newValue else { byName[name] = nil; return }
            if let index = byName[name]?.firstIndex(where: { $0.getter === newValue.getter }) {
                byName[name]?[index] = newValue
            } else {
                declare(name, newValue)
            }
        }
    }

    /// Every declaration of `name`, in declaration order.
    func all(_ name: String) -> [ComputedProperty] {
        byName[name] ?? []
    }

    /// Adds a declaration of `name`: one without a `where` clause replaces the name's other
    /// unconstrained one (a later cell's or an override's redeclaration); constrained ones accumulate.
    mutating func declare(_ name: String, _ property: ComputedProperty) {
        var declared = byName[name] ?? []
        let isUnconstrained = { (getter: FunctionSymbol) in getter.constrainedSelf == nil && getter.selfBounds == nil }
        if isUnconstrained(property.getter) { declared.removeAll { isUnconstrained($0.getter) } }
        declared.append(property)
        byName[name] = declared
    }

    /// Whether no computed property is declared.
    var isEmpty: Bool { byName.isEmpty }

    /// The names with at least one declaration.
    var keys: Dictionary<String, [ComputedProperty]>.Keys { byName.keys }

    /// Each name's last declaration.
    var latest: [String: ComputedProperty] { byName.compactMapValues(\.last) }
}
