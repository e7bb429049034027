/// Static members a program protocol's extension declares, reached through a library type the
/// program made conform (`extension Int: Scored {}` gives `Int.total` from
/// `extension Scored { static var total: Int { … } }`), as a program type's conformance gives
/// them (Checker+ProtocolStatics). The type is recorded as the extension's `Self`.
extension Checker {
    /// The extension tables of the program protocols builtin `type` conforms to (and those they
    /// refine), nearest first.
    private func builtinConformerTables(_ type: SwiftType) -> [(NominalDecl, TypeMembers)] {
        guard type.nominalDecl.map({ $0.isBuiltin }) ?? true else { return [] }
        return environment.protocolTables(environment.conformances.protocols(ofBuiltin: type).filter { !$0.isBuiltin })
    }

    /// `Int.total`: a static property of a program protocol's extension on builtin `type`.
    func builtinConformerStaticProperty(_ type: SwiftType, name: String, line: Int) -> Typed? {
        let tables = builtinConformerTables(type)
        guard let computed = tables.lazy.compactMap({ $0.1.staticComputed[name] }).first(where: { !$0.getter.code.isRequirement })
        else { return nil }
        let node = DirectCall(code: computed.getter.code, capturedHops: nil, receiver: nil, arguments: [], line: line)
        return Typed(recordingSelf(node, as: type, in: tables, line: line), computed.type)
    }

    /// `Int.make(…)`: a static method of a program protocol's extension on builtin `type`.
    func builtinConformerStaticCall(_ type: SwiftType, name: Identifier, arguments: [Argument], expected: SwiftType?,
                                    range: SourceRange) -> Typed? {
        let tables = builtinConformerTables(type)
        guard let statics = tables.lazy.compactMap({ $0.1.staticMethods[name.name] })
            .map({ $0.filter { !$0.code.isRequirement } }).first(where: { !$0.isEmpty }) else { return nil }
        // `Self` in the methods' signatures is `type` (`static func count(_ xs: [Self])`).
        let call = withConformingSelf(statics[0], receiver: type) {
            callFunctions(statics, name: name.name, arguments: arguments, expected: expected, range: range, member: name.range)
        }
        return conformingSelfResult(Typed(recordingSelf(call.node, as: type, in: tables, line: range.line), call.type),
                                    mentionsSelf: statics.contains(where: \.resultMentionsSelf), receiver: type)
    }

    /// `node` run with `type` as the `Self` of each protocol of `tables`.
    private func recordingSelf(_ node: Expression, as type: SwiftType, in tables: [(NominalDecl, TypeMembers)],
                               line: Int) -> Expression {
        let bindings = tables.map { proto, _ in (protocolSelfParameter(proto), type) }
        return WitnessedCall(node, bindings: bindings, needsResolving: containsGeneric(type), line: line)
    }

    /// `node`, a use of an extension member on builtin `type`, run with `type` as the `Self` of the
    /// program protocols it conforms to (`type(of: self)` in one's extension is `Array<Int>`).
    func recordingBuiltinConformerSelf(_ node: Expression, as type: SwiftType, line: Int) -> Expression {
        let tables = builtinConformerTables(type)
        return tables.isEmpty ? node : recordingSelf(node, as: type, in: tables, line: line)
    }
}
