/// An implicit member whose context is a generic parameter the call is inferring (`gen(.gg)` for
/// `func gen<T: P>(_ t: T)`) or a `some P` parameter: swiftc looks the member up in the protocol,
/// finds a protocol extension's static only where the extension pins `Self`
/// (`extension P where Self == Foo`), and words a miss by the protocol ("type 'P' has no member
/// 'gg'"), not by the parameter.
extension Checker {
    /// The protocols an implicit member's context `base` stands for: those of a generic parameter
    /// not in scope here (the callee's, being inferred) or of an opaque `some P` parameter; nil
    /// for any other context.
    func contextualProtocols(_ base: SwiftType) -> [NominalDecl]? {
        switch base {
        case .generic(let parameter):
            let inScope = typeParameters.contains { $0.values.contains { $0 === parameter } }
            return inScope ? nil : parameter.constraints
        case .opaque(let protocols):
            return protocols
        default:
            return nil
        }
    }

    /// The type whose `where Self == T` extension of one of `protocols` declares a static `name`
    /// (what `.name` is looked up in for a `some P` context); nil when none does.
    func pinnedStaticOwner(_ name: String, protocols: [NominalDecl]) -> SwiftType? {
        for (_, table) in environment.protocolTables(protocols) {
            let symbols = (table.staticComputed[name].map { [$0.getter] } ?? []) + (table.staticMethods[name] ?? [])
            if let pinned = symbols.lazy.compactMap(\.selfConstraint).first { return .nominal(pinned, []) }
        }
        return nil
    }

    /// Reports `.name` in such a context when an unconstrained extension of one of `protocols`
    /// declares the static: swiftc wants the extension to pin `Self`. Returns whether it did.
    func rejectUnpinnedContextualStatic(_ name: Identifier, protocols: [NominalDecl]) -> Bool {
        func unpinned(_ symbol: FunctionSymbol) -> Bool {
            !symbol.isLibrary && !symbol.code.isRequirement && symbol.selfConstraint == nil
        }
        for (_, table) in environment.protocolTables(protocols) {
            if let computed = table.staticComputed[name.name], unpinned(computed.getter) {
                error("contextual member reference to static property '\(name.name)' requires 'Self' constraint in the protocol extension",
                      name.range)
                return true
            }
            if let method = table.staticMethods[name.name]?.first(where: unpinned) {
                error("contextual member reference to static method '\(method.spokenName)' requires 'Self' constraint in the protocol extension",
                      name.range)
                return true
            }
        }
        return false
    }

    /// Rewords the one diagnostic since `before`, "type 'T' has no member 'gg'" for such a
    /// context `base`, as swiftc words it: by the one protocol, or, with none or several, as a
    /// member it cannot resolve.
    func nameProtocolsOfMissingMember(_ name: Identifier, base: SwiftType, protocols: [NominalDecl], since before: Int) {
        let missing = "type '\(base)' has no member '\(name.name)'"
        guard diagnostics.count == before + 1, diagnostics[before].range == name.range,
              diagnostics[before].message.hasPrefix(missing) else { return }
        switch protocols.count {
        case 1:
            diagnostics[before].message = "type '\(protocols[0].name)' has no member '\(name.name)'"
                + diagnostics[before].message.dropFirst(missing.count)
        case 0:
            diagnostics[before].message = "cannot infer contextual base in reference to member '\(name.name)'"
        default:
            diagnostics[before].message = "reference to member '\(name.name)' cannot be resolved without a contextual type"
        }
    }
}
