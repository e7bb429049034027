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
        var receiver: Expression?
        if isInsideInstanceMember {
            let instance = expression(synthesizedName("self", at: range), expected: nil)
            receiver = Unary(instance.node, line: range.line) { value, _ in .metatype(Checker.dynamicType(of: value, static: .any)) }
        }
        let made = genericInitializerCall(protocolSelfParameter(proto), arguments: arguments, expected: expected, range: range,
                                          receiver: receiver)
        guard let made, made.type != .error else { return made }
        return Typed(made.node, made.type.mapped { part in
            if case .generic(let parameter) = part, parameter === protocolSelfParameter(proto) { return currentType }
            return nil
        })
    }
}
