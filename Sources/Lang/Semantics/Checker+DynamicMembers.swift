extension Checker {
    /// `value.name` of a `@dynamicMemberLookup` type that declares no member `name`: the value's
    /// `subscript(dynamicMember:)` given the name as a string (SE-0195), as swiftc rewrites it;
    /// nil when the type (or a superclass) is not so marked or has no such subscript.
    func dynamicMember(_ base: Typed, name: Identifier, range: SourceRange) -> Typed? {
        guard case .nominal(let decl, _) = base.type, marksDynamicMemberLookup(decl),
              let subscripts = declaredSubscripts(of: base.type)?.filter({ $0.getter.labels.first == "dynamicMember" }),
              !subscripts.isEmpty else { return nil }
        let text = StringLiteral(segments: [.text(name.name)], isMultiline: false, rawDelimiterCount: 0)
        let argument = Argument(label: Identifier("dynamicMember", range: name.range),
                                value: Expr(id: NodeID(0), range: name.range, kind: .stringLiteral(text)), range: name.range)
        return callDeclaredSubscript(base, subscripts, arguments: [argument], range: range)
    }

    /// Whether `decl`, a class it inherits from, or a protocol it conforms to is written
    /// `@dynamicMemberLookup`.
    private func marksDynamicMemberLookup(_ decl: NominalDecl) -> Bool {
        decl.selfAndSuperclasses.contains { $0.hasDynamicMemberLookup }
            || environment.conformances.protocols(of: decl).contains { $0.hasDynamicMemberLookup }
    }
}
