/// Extensions of the standard library's value protocols: the number protocols (`extension
/// BinaryFloatingPoint { var half: Self { self / 2 } }`, `extension Numeric`, `extension
/// BinaryInteger`), `Comparable` (`func clamped(to:)`), `Equatable` and `Hashable`. Their members
/// go in the protocol's member table, as a `Sequence` extension's do, and every standard type and
/// program type conforming to the protocol has them. Their `Self` is a generic parameter of the
/// extension's own, constrained to the protocol and to what a `where Self: P` clause adds, so a
/// body is checked as the body of a generic function over `T: BinaryFloatingPoint` is; each use
/// binds it to the receiver's type, whose witness the body's arithmetic runs on
/// (Runtime/TypeWitnesses.swift).
extension Checker {
    /// The standard protocols whose extensions this file declares.
    static let valueProtocolNames: Set<String> = [
        "AdditiveArithmetic", "Numeric", "SignedNumeric", "BinaryInteger", "FixedWidthInteger", "SignedInteger",
        "UnsignedInteger", "FloatingPoint", "BinaryFloatingPoint", "Comparable", "Equatable", "Hashable",
    ]

    /// Whether `decl` is one of the standard value protocols.
    func isBuiltinValueProtocol(_ decl: NominalDecl) -> Bool {
        decl.isBuiltin && decl.kind == .protocol && Self.valueProtocolNames.contains(decl.name)
    }

    /// The `Self` the members of an extension of the value protocol `decl` see: a parameter
    /// standing for the receiver's type, constrained to `decl` and to the protocols `where Self:
    /// P` requirements add.
    func valueProtocolExtensionSelf(of extensionDecl: ExtensionDecl, on decl: NominalDecl) -> SwiftType {
        var constraints = [decl]
        for requirement in extensionDecl.whereClause {
            guard case .conformance(let subject, let constraint) = requirement.kind, Self.namesSelf(subject) else { continue }
            constraints += protocols(in: constraint)
        }
        let parameter = TypeParameter(name: "Self", constraints: constraints)
        parameter.standsForSelf = true
        return .generic(parameter)
    }

    /// The member tables of the value-protocol extensions that apply to a standard type `type`
    /// (`Int`, `Double`, `String`…); none for a program's type or a generic parameter, which
    /// reach them through their protocols.
    func valueProtocolExtensionTables(of type: SwiftType) -> [TypeMembers] {
        switch type {
        case .nominal, .generic, .existential, .opaque, .error, .function, .tuple, .metatype: return []
        default: break
        }
        return Self.valueProtocolNames.sorted().compactMap(builtinProtocol)
            .filter { environment.conformances.conforms(type, to: $0) }
            .compactMap { environment.members[ObjectIdentifier($0)] }
    }

    /// What a use of `member` on `receiver` binds: its extension's `Self` to the receiver's type
    /// (empty for a member of any other extension, or when the receiver is that `Self`).
    func extensionSelfBinding(_ member: FunctionSymbol, receiver: SwiftType) -> [TypeParameter: SwiftType] {
        guard case .generic(let parameter)? = member.constrainedSelf, parameter.standsForSelf,
              receiver != .generic(parameter), !hasError(receiver) else { return [:] }
        return [parameter: receiver]
    }

    /// A static member of a value-protocol extension on the standard type `type` (`Double.two`
    /// of `extension FloatingPoint { static var two: Self { 2 } }`): its getter run with `Self`
    /// bound to `type`; nil when no such extension declares `name`.
    func valueProtocolStaticProperty(_ type: SwiftType, name: String, line: Int) -> Typed? {
        for table in valueProtocolExtensionTables(of: type) {
            guard let computed = table.staticComputed[name] else { continue }
            let substitution = extensionSelfBinding(computed.getter, receiver: type)
            let call = DirectCall(code: computed.getter.code, capturedHops: nil, receiver: nil, arguments: [], line: line)
            return Typed(witnessedCall(call, substitution: substitution, line: line), computed.type.substituting(substitution))
        }
        return nil
    }

    /// A static property of a value-protocol extension on a generic parameter constrained to the
    /// protocol (`Self.two` in another member, `T.two`): its getter run with the extension's
    /// `Self` bound to the parameter; nil when no such extension declares `name`.
    func valueProtocolGenericStatic(_ parameter: TypeParameter, name: String, line: Int) -> Typed? {
        for (_, table) in environment.protocolTables(parameter.constraints) {
            guard let computed = table.staticComputed[name], !computed.getter.code.isRequirement,
                  case .generic(let own)? = computed.getter.constrainedSelf, own.standsForSelf else { continue }
            let substitution = extensionSelfBinding(computed.getter, receiver: .generic(parameter))
            let call = DirectCall(code: computed.getter.code, capturedHops: nil, receiver: nil, arguments: [], line: line)
            return Typed(witnessedCall(call, substitution: substitution, line: line), computed.type.substituting(substitution))
        }
        return nil
    }

    /// The static methods named `name` that value-protocol extensions give a generic parameter
    /// constrained to their protocol (`T.lerp(a, b, 0.5)`), or nil.
    func valueProtocolGenericStaticMethods(_ parameter: TypeParameter, name: String) -> [FunctionSymbol]? {
        for (_, table) in environment.protocolTables(parameter.constraints) {
            let extended = (table.staticMethods[name] ?? []).filter { method in
                guard case .generic(let own)? = method.constrainedSelf else { return false }
                return own.standsForSelf && !method.code.isRequirement
            }
            if !extended.isEmpty { return extended }
        }
        return nil
    }

    /// A call of one of `statics`, static methods of value-protocol extensions, on `type` (a
    /// standard type or a generic parameter), its extension's `Self` bound to `type`.
    func callValueProtocolStatic(_ statics: [FunctionSymbol], on type: SwiftType, name: Identifier, arguments: [Argument],
                                 expected: SwiftType?, range: SourceRange) -> Typed {
        guard let function = chooseOverload(narrowingByResult(statics, expected: expected), arguments: arguments, range: range,
                                            member: name.range) else {
            lowerAll(arguments)
            return Typed(Constant(.void, line: range.line), .error)
        }
        return callSymbol(function, arguments: arguments, expected: expected, range: range, receiver: nil,
                          substitution: extensionSelfBinding(function, receiver: type), member: name.range)
    }

    /// The static methods named `name` that value-protocol extensions give the standard type
    /// `type`, or nil.
    func valueProtocolStaticMethods(_ type: SwiftType, name: String) -> [FunctionSymbol]? {
        valueProtocolExtensionTables(of: type).lazy.compactMap { $0.staticMethods[name] }.first
    }
}
