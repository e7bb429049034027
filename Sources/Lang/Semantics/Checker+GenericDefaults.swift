/// Defaults that give a generic parameter its type (SE-0347) meeting a call whose context or
/// receiver binds the parameter otherwise.
extension Checker {
    /// The generic parameters of `generics` that a left-out argument's default gives its type
    /// (`f()` of `func f<T>(_ x: T = 1)` binds `T` to `Int`), as swiftc binds them whatever the
    /// context wants.
    func defaultBindings(_ matched: [[Argument]], _ specs: [ParameterSpec],
                         generics: [TypeParameter]) -> [TypeParameter: SwiftType] {
        var bindings: [TypeParameter: SwiftType] = [:]
        for (index, spec) in specs.enumerated() where index < matched.count && matched[index].isEmpty {
            guard case .generic(let parameter) = spec.type, generics.contains(parameter), bindings[parameter] == nil,
                  let node = spec.defaultValue as? DefaultValue else { continue }
            if node.value == nil { node.checkNow?() }
            if let inferred = node.inferredType { bindings[parameter] = inferred }
        }
        return bindings
    }

    /// Reports each left-out argument whose default's own type is not the one the call bound its
    /// generic parameter to (`let b: Box<String> = Box()` for `init(_ x: T = 1)`), in swiftc's
    /// words; whether there was one.
    func reportDefaultConflicts(_ matched: [[Argument]], _ specs: [ParameterSpec],
                                substitution: [TypeParameter: SwiftType], range: SourceRange) -> Bool {
        var reported = false
        for (index, spec) in specs.enumerated() where index < matched.count && matched[index].isEmpty {
            guard case .generic(let parameter) = spec.type, let bound = substitution[parameter], bound != .error,
                  let node = spec.defaultValue as? DefaultValue else { continue }
            // A call checked before the default's declaration was reached checks the default now.
            if node.value == nil { node.checkNow?() }
            guard let inferred = node.inferredType, inferred != bound else { continue }
            // swiftc names the bound type as the default's and the default's as the expected one.
            error("cannot convert default value of type '\(bound)' to expected argument type '\(inferred)' for parameter #\(index)",
                  range)
            reported = true
        }
        return reported
    }
}
