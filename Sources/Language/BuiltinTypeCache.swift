/// What a compiled call or member remembers about the builtin type it last met, so that
/// `Double(i)` and `Double.pi` find the type's initializer's `numeric` function or the static
/// property's `constant` without hashing (or reference counting).
final class BuiltinTypeCache {
    @exclusivity(unchecked) private var typeName: String?
    @exclusivity(unchecked) private var numeric: (@convention(c) (Double) -> Double)?
    @exclusivity(unchecked) private var constant: Value?

    /// The `numeric` function of what `find` gives for the type `name`.
    @inline(__always)
    func numeric(for name: String, _ find: (String) -> Builtin?) -> (@convention(c) (Double) -> Double)? {
        if name != typeName { remember(name, find(name)) }
        return numeric
    }

    /// The `constant` of what `find` gives for the type `name`.
    @inline(__always)
    func constant(for name: String, _ find: (String) -> Builtin?) -> Value? {
        if name != typeName { remember(name, find(name)) }
        return constant
    }

    private func remember(_ name: String, _ builtin: Builtin?) {
        typeName = name
        numeric = builtin?.numeric
        constant = builtin?.constant
    }
}
