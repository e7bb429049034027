/// Static computed properties and methods the program gives a library type: in an extension of
/// the type itself (`extension Double { static var half: Double { 0.5 } }`), or of a program
/// protocol the type was made to conform to (`extension Int: Scored {}` gives `Int.total` from
/// `extension Scored { static var total: Int { … } }`), as a program type's conformance gives
/// them (Checker+ProtocolStatics). The type is recorded as a protocol extension's `Self`.
extension Checker {
    /// The extension tables of the program protocols builtin `type` conforms to (and those they
    /// refine), nearest first.
    private func builtinConformerTables(_ type: SwiftType) -> [(NominalDecl, TypeMembers)] {
        guard type.nominalDecl.map({ $0.isBuiltin }) ?? true else { return [] }
        return environment.protocolTables(environment.conformances.protocols(ofBuiltin: type).filter { !$0.isBuiltin })
    }

    /// `Double.half`, `Int.total`: a static computed property of a program's extension of builtin
    /// `type`, or of a program protocol's extension on it.
    func builtinConformerStaticProperty(_ type: SwiftType, name identifier: Identifier, line: Int) -> Typed? {
        let name = identifier.name
        if type.nominalDecl.map({ $0.isBuiltin }) ?? true, let computed = environment.extensionMembers(of: type)?.staticComputed[name] {
            // `Array<String>.unit` of `extension Array where Element == Int`.
            rejectUnmetElementRequirements(computed.getter, receiver: type, name: name, isProperty: true, range: identifier.range)
            // `Array<Int>.none` of `static var none: [Element]`: the type's arguments for its parameters.
            let substitution = builtinSubstitution(computed.type, receiver: type)
            let call = DirectCall(code: computed.getter.code, capturedHops: nil, receiver: nil, arguments: [], line: line)
            return Typed(witnessedCall(call, substitution: substitution, line: line), computed.type.substituting(substitution))
        }
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
