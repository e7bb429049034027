/// Static requirements of a `Self` bound named in the extension that asks for it (`Self.zero`,
/// `.zero` where `Self` is wanted, or a bare `zero` in a static member of `extension Summable
/// where Self: HasZero`): swiftc finds them on `Self`, which conforms to HasZero there. At run
/// time they are the conforming type's, as the protocol's own static requirements are
/// (Checker+ProtocolSelfStatics.swift); their `Self` is the extension's.
extension Checker {
    /// The protocol among the `Self` bounds of the extension being checked that requires a
    /// static property `name`, where `type` is that extension's `Self` and lacks one; nil otherwise.
    func selfBoundStaticOwner(_ name: String, on type: SwiftType) -> (owner: NominalDecl, type: SwiftType)? {
        guard !currentSelfBounds.isEmpty, case .nominal(let decl, _) = type, decl.kind == .protocol, !decl.isBuiltin,
              decl === currentType?.nominalDecl, environment.members(of: decl).staticComputed[name] == nil else { return nil }
        let bounds = currentSelfBounds.filter { $0.kind == .protocol && $0 !== decl }
        for (owner, table) in environment.protocolTables(bounds) {
            if let computed = table.staticComputed[name], computed.getter.code.isRequirement { return (owner, computed.type) }
        }
        return nil
    }

    /// `Self.name` for a static requirement of a `Self` bound (see `selfBoundStaticOwner`): the
    /// conforming type's, with the bound's `Self` read as the extension's.
    func selfBoundStatic(_ type: SwiftType, name: String, range: SourceRange) -> Typed? {
        guard case .nominal(let decl, _) = type, let (owner, declared) = selfBoundStaticOwner(name, on: type) else { return nil }
        let node = BuiltinCall(arguments: [protocolSelfMetatypeValue(decl, range: range)], line: range.line) { values, interpreter, line in
            guard case .metatype(let concrete) = values[0].unboxed else { throw RuntimeError("not a type", line: line) }
            return try StaticWitness.value(name, of: concrete, interpreter, line: line)
        }
        return Typed(node, replacingSelf(declared, of: owner, with: type))
    }
}
