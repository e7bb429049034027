/// `Self` in a protocol extension's results and bodies (`static func make() -> Self { Self() }`,
/// `func copy() -> Self`): the checker reads `Self` there as the protocol, so a call made on a
/// conforming type is typed as that type, and `Self(…)` constructs the type the call recorded as
/// the protocol's `Self` (Checker+ProtocolSelfStatics.swift) through the protocol's initialiser
/// requirement, as swiftc's witness does.
extension Checker {
    /// Whether a result type names `Self` anywhere (`Self`, `[Self]`, `Self?`, `(Self, Int)`).
    static func mentionsSelf(_ type: TypeExpr) -> Bool {
        switch type.kind {
        case .named(let components): return components.count == 1 && components[0].name.name == "Self"
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped): return mentionsSelf(wrapped)
        case .dictionary(let key, let value): return mentionsSelf(key) || mentionsSelf(value)
        case .tuple(let elements): return elements.contains { mentionsSelf($0.type) }
        default: return false
        }
    }

    /// `call`, a call of a protocol extension's member whose result names `Self`, made on the
    /// conforming `receiver`: its type with the protocols `receiver` conforms to read as `receiver`.
    func conformingSelfResult(_ call: Typed, mentionsSelf: Bool, receiver: SwiftType) -> Typed {
        guard mentionsSelf else { return call }
        let conformances = environment.conformances
        let conforms: (NominalDecl) -> Bool
        switch receiver {
        case .nominal(let decl, _) where decl.kind != .protocol:
            conforms = { conformances.conforms(decl, to: $0) }
        case .generic(let parameter):
            conforms = { proto in parameter.constraints.contains { $0 === proto || conformances.conforms($0, to: proto) } }
        default:
            return call
        }
        let type = call.type.mapped { part in
            guard case .nominal(let proto, _) = part, proto.kind == .protocol, conforms(proto) else { return nil }
            return receiver
        }
        return Typed(call.node, type)
    }

    /// `Self(arguments)` in a protocol extension: the conforming type's initialiser, found at run
    /// time (in an instance member, the type of `self`'s value); nil outside a protocol extension.
    func protocolSelfInit(arguments: [Argument], expected: SwiftType?, range: SourceRange) -> Typed? {
        guard case .nominal(let proto, _)? = currentType, proto.kind == .protocol else { return nil }
        let made = genericInitializerCall(protocolSelfParameter(proto), arguments: arguments, expected: expected, range: range,
                                          receiver: protocolSelfMetatypeValue(proto, range: range))
        guard let made, made.type != .error else { return made }
        return Typed(made.node, made.type.mapped { part in
            if case .generic(let parameter) = part, parameter === protocolSelfParameter(proto) { return currentType }
            return nil
        })
    }

    /// `Self.self` in a program protocol's extension: the conforming type's metatype, as
    /// `type(of: self)` gives it; nil elsewhere.
    func protocolSelfDotSelf(_ base: Expr, range: SourceRange) -> Typed? {
        guard case .identifier(let name, let arguments) = base.kind, name.name == "Self", arguments.isEmpty,
              case .nominal(let proto, _)? = currentType, proto.kind == .protocol, !proto.isBuiltin else { return nil }
        return Typed(protocolSelfMetatypeValue(proto, range: range), .metatype(.nominal(proto, [])))
    }

    /// The conforming type where `proto`'s extension runs: in an instance member the type of
    /// `self`'s value, with the type arguments the call recorded as `Self` when that is the same
    /// type (a value does not hold them: `Box<Int>`), else the type the call recorded as `Self`.
    func protocolSelfMetatypeValue(_ proto: NominalDecl, range: SourceRange) -> Expression {
        let parameter = protocolSelfParameter(proto)
        guard isInsideInstanceMember else { return genericMetatype(parameter, line: range.line) }
        requireWitness(parameter)
        let instance = expression(synthesizedName("self", at: range), expected: nil)
        return BuiltinCall(arguments: [instance.node], line: range.line) { values, interpreter, _ in
            let dynamic = Checker.dynamicType(of: values[0], static: .any)
            guard let recorded = interpreter.witness(for: parameter) else { return .metatype(dynamic) }
            // A library value (an array) tells no type of its own; a program type's tells its declaration.
            if dynamic == .any { return .metatype(recorded) }
            if let decl = dynamic.nominalDecl, recorded.nominalDecl === decl { return .metatype(recorded) }
            return .metatype(dynamic)
        }
    }

    /// `type(of: self)` in an instance member of a program protocol's extension: as `Self.self`.
    func protocolSelfTypeOf(_ argument: Expr, range: SourceRange) -> Typed? {
        guard case .identifier(let name, let arguments) = argument.kind, name.name == "self", arguments.isEmpty,
              isInsideInstanceMember, case .nominal(let proto, _)? = currentType, proto.kind == .protocol, !proto.isBuiltin
        else { return nil }
        return Typed(protocolSelfMetatypeValue(proto, range: range), .metatype(.nominal(proto, [])))
    }

    /// `Self.allCases` (or `allCases`) in an extension of `CaseIterable` or a protocol refining
    /// it: the cases of the enum that conforms; nil for other names and places.
    func protocolSelfAllCases(_ type: SwiftType, name: String, range: SourceRange) -> Typed? {
        guard name == "allCases", type == currentType, case .nominal(let proto, _) = type, isCaseIterableProtocol(proto) else {
            return nil
        }
        let metatype = Typed(protocolSelfMetatypeValue(proto, range: range), .metatype(.generic(protocolSelfParameter(proto))))
        guard let found = staticRequirementProperty(metatype, name: name, line: range.line) else { return nil }
        return Typed(found.node, .array(type))
    }

    /// Whether `proto` is `CaseIterable` or refines it.
    func isCaseIterableProtocol(_ proto: NominalDecl) -> Bool {
        guard proto.kind == .protocol, let caseIterable = builtinProtocol("CaseIterable") else { return false }
        return proto === caseIterable || environment.conformances.conforms(proto, to: caseIterable)
    }
}
