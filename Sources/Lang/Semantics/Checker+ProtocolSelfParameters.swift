/// `Self` as a parameter type in a program protocol's extension (`func bigger(than other: Self)`,
/// `static func total(_ items: [Self])`): the checker reads `Self` there as the protocol, so a
/// call made on a conforming type checks its arguments against that type, which gives implicit
/// members (`.large`) and literals their type, as swiftc's does.
extension Checker {
    /// `type` with the protocol `conformingSelf` names read as the conforming type.
    func conformingSelfParameter(_ type: SwiftType) -> SwiftType {
        guard let (proto, conforming) = conformingSelf else { return type }
        return type.mapped { part in
            guard case .nominal(let decl, let arguments) = part, decl === proto, arguments.isEmpty else { return nil }
            return conforming
        }
    }

    /// `make()`, run with the protocol `method`'s parameters name as `Self` read as `receiver`,
    /// a concrete type conforming to it. Only `Self` is a program protocol's bare type in a
    /// signature (a protocol written as a type is `any P`).
    func withConformingSelf(_ method: FunctionSymbol, receiver: SwiftType, _ make: () -> Typed) -> Typed {
        let saved = conformingSelf
        defer { conformingSelf = saved }
        conformingSelf = nil
        if !receiver.isExistentialOrOpaque {
            var proto: NominalDecl?
            for parameter in method.type.parameters {
                _ = parameter.type.mapped { part in
                    if case .nominal(let decl, let arguments) = part, decl.kind == .protocol, !decl.isBuiltin, arguments.isEmpty {
                        proto = decl
                    }
                    return nil
                }
            }
            if let proto, receiver != .nominal(proto, []), environment.conformances.conforms(receiver, to: proto) {
                conformingSelf = (proto, receiver)
            }
        }
        return make()
    }
}

private extension SwiftType {
    /// Whether this is an `any P` or `some P` type, whose value's own type is not known here.
    var isExistentialOrOpaque: Bool {
        switch self {
        case .existential, .opaque: return true
        default: return false
        }
    }
}
