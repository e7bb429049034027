/// A protocol extension's code naming the protocol's static requirements (`sides` or
/// `Self.make()` in `extension Shape2 { static func named() -> String { "\(sides) sides" } }`):
/// they are the conforming type's, known at run time. `Self` is a generic parameter of the
/// protocol's own; a call that reaches the extension's statics through a conforming type records
/// that type for it (Runtime/TypeWitnesses.swift, StaticWitness).
extension Checker {
    /// The protocol's `Self` as a generic parameter, made on first use.
    func protocolSelfParameter(_ proto: NominalDecl) -> TypeParameter {
        if let existing = environment.protocolSelfParameters[ObjectIdentifier(proto)] { return existing }
        let parameter = TypeParameter(name: "Self", constraints: [proto])
        environment.protocolSelfParameters[ObjectIdentifier(proto)] = parameter
        return parameter
    }

    /// The conforming type's metatype where protocol `proto`'s extension runs, at run time.
    private func protocolSelfMetatype(_ proto: NominalDecl, line: Int) -> Expression {
        let parameter = protocolSelfParameter(proto)
        requireWitness(parameter)
        return Lazy(line: line) { _, interpreter in .metatype(interpreter.witness(for: parameter) ?? .nominal(proto, [])) }
    }

    /// The static requirement `name` of `proto` read in the protocol's extension.
    func protocolSelfStatic(_ proto: NominalDecl, name: String, line: Int) -> Expression {
        BuiltinCall(arguments: [protocolSelfMetatype(proto, line: line)], line: line) { values, interpreter, line in
            guard case .metatype(let type) = values[0] else { throw RuntimeError("not a type", line: line) }
            return try StaticWitness.value(name, of: type, interpreter, line: line)
        }
    }

    /// A static method of `proto` called in its extension: a requirement is the conforming
    /// type's; one the extension declares is called as it is, recording `Self` as it stands.
    func protocolSelfCall(_ statics: [FunctionSymbol], of proto: NominalDecl, arguments: [Argument], expected: SwiftType?,
                          range: SourceRange) -> Typed {
        guard let method = chooseOverload(statics, arguments: arguments, range: range) else {
            lowerAll(arguments)
            return Typed(Constant(.void, line: range.line), .error)
        }
        guard method.code.isRequirement else {
            return callSymbol(method, arguments: arguments, expected: expected, range: range, receiver: nil)
        }
        return callSymbol(method, arguments: arguments, expected: expected, range: range,
                          receiver: protocolSelfMetatype(proto, line: range.line), dynamicReceiver: true)
    }

    /// `node`, a call of a protocol extension's static member through the conforming `type`,
    /// made to record `type` as the `Self` of the protocols it conforms to.
    func recordingProtocolSelf(_ node: Expression, as type: SwiftType, line: Int) -> Expression {
        guard let decl = type.nominalDecl else { return node }
        let bindings = environment.protocolTables(declaredProtocols(of: decl)).map { proto, _ in (protocolSelfParameter(proto), type) }
        guard !bindings.isEmpty else { return node }
        return WitnessedCall(node, bindings: bindings, needsResolving: containsGeneric(type), line: line)
    }

    /// `typed`, a use of a member of program protocol `owner`'s extension on `receiver`, made to record
    /// `receiver` as the protocol's `Self` where the value does not tell it whole: a generic
    /// type's arguments (`Box<Int>`), a library type (`[Int]`), a generic parameter's witness.
    /// A type the value tells (a plain struct), an existential and the protocol itself record nothing.
    func recordingConformerSelf(_ typed: Typed, owner: @autoclosure () -> NominalDecl?, receiver: SwiftType, line: Int) -> Typed {
        switch receiver {
        case .existential, .opaque, .error: return typed
        case .nominal(let decl, let arguments) where !decl.isBuiltin && (arguments.isEmpty || decl.kind == .protocol): return typed
        default: break
        }
        guard let owner = owner(), owner.kind == .protocol, !owner.isBuiltin else { return typed }
        _ = receiver.mapped { part in
            if case .generic(let parameter) = part { requireWitness(parameter) }
            return nil
        }
        let bindings = environment.protocolTables([owner]).map { proto, _ in (protocolSelfParameter(proto), receiver) }
        return Typed(WitnessedCall(typed.node, bindings: bindings, needsResolving: containsGeneric(receiver), line: line), typed.type)
    }
}
