/// The receiver of a mutating method call: its place when it is a variable path, and Swift's
/// words when it cannot change (moved from Checker+Calls.swift, which had grown past 600 lines).
extension Checker {
    /// The place of a method call's receiver when it is a variable path (for mutating methods).
    func mutableBasePlace(_ base: Expr) -> Place? {
        switch base.kind {
        case .identifier(let name, _):
            if name.name == "self" {
                if !selfIsMutable, !isReferenceSelf(context.selfType ?? currentType) {
                    immutableBase = "'self' is immutable"
                    return nil
                }
                return selfPlace(line: base.range.line)
            }
            if case .variable(let variable)? = lookup(name.name) {
                if let wrapper = variable.wrapper { return wrappedLocalPlace(wrapper, range: base.range)?.0 }
                if let accessors = variable.accessors, accessors.getter == nil || accessors.setter != nil {
                    return globalAccessorPlace(accessors, variable, name: name, range: base.range)?.0
                }
                if variable.isLet, variable.type.nominalDecl?.kind != .class {
                    immutableBase = "'\(name.name)' is a 'let' constant"
                    return nil
                }
                return VariablePlace(location(of: variable), line: base.range.line)
            }
            if let selfType = currentType, memberExists(name.name, of: selfType) {
                if !selfIsMutable, !isReferenceSelf(selfType), nonmutatingProperty(name.name, of: selfType) == nil {
                    immutableBase = "'self' is immutable"
                    return nil
                }
                let probe = Checker(probing: self)
                return probe.place(base)?.0
            }
            // A static variable named from the type's own static code (`c.w` in `static var x`).
            if let decl = currentType?.nominalDecl, let variable = environment.members(of: decl).staticVariables[name.name] {
                if variable.isLet, variable.type.nominalDecl?.kind != .class {
                    immutableBase = "'\(name.name)' is a 'let' constant"
                    return nil
                }
                return Checker(probing: self).place(base)?.0
            }
            return nil
        case .member, .subscript, .paren, .forceUnwrap, .bindOptional:
            let probe = Checker(probing: self)
            let found = probe.place(base)?.0
            // `d[k, default: d.count].append(x)`: the probe found the overlap (Checker+EntryDefaultAccesses).
            for overlap in probe.diagnostics where overlap.severity == .error && overlap.message.hasPrefix("overlapping accesses") {
                error(overlap.message, overlap.range)
            }
            // A path rooted in a `let` (`ps[0]`, `p.inner`) or an immutable `self` is no place to
            // mutate: the probe said why, in its assignment's words.
            if let reason = probe.diagnostics.lazy.compactMap({ Self.immutableRootReason($0.message) }).first {
                immutableBase = reason
                return nil
            }
            return found
        case .call(let call):
            // A call's result is a temporary: swiftc names the function when it is called by name.
            if case .identifier(let name, _) = call.callee.kind, name.name != "self" {
                if case .type? = lookup(name.name) {} else {
                    immutableBase = "'\(name.name)' returns immutable value"
                    return nil
                }
            }
            immutableBase = "function call returns immutable value"
            return nil
        default:
            return nil
        }
    }

    /// `'ps' is a 'let' constant` or `'self' is immutable` from an assignment's error about a
    /// path's root, or nil for any other message.
    private static func immutableRootReason(_ message: String) -> String? {
        guard message.hasPrefix("cannot assign"), message.hasSuffix("is a 'let' constant") || message.hasSuffix("'self' is immutable"),
              let colon = message.range(of: ": ") else { return nil }
        return String(message[colon.upperBound...])
    }

    /// Swift's words for a mutating call on something that cannot change.
    func immutableBaseMessage(_ type: SwiftType) -> String {
        if let reason = immutableBase { return "cannot use mutating member on immutable value: " + reason }
        return "cannot use mutating member on immutable value of type '\(type)'"
    }
}
