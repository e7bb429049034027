/// Operators a program's protocol requires (`protocol Addable { static func + (a: Self, b: Self)
/// -> Self }`), applied to values of a generic parameter constrained to it (`t + t` in `func
/// twice<T: Addable>(_ t: T)`) or to `self` in the protocol's extension (or one whose `where
/// Self:` asks for it): swiftc calls the conformance's witness, the operand's own type's
/// function, which is found at run time.
extension Checker {
    /// `spelling` applied to `operands`, the first of a generic parameter's type (or a protocol
    /// extension's `Self`) whose protocols require a static operator of that spelling, arity and
    /// fixity; nil otherwise.
    func genericOperatorRequirement(_ spelling: String, _ operands: [Typed], isPostfix: Bool = false,
                                    line: Int) -> Typed? {
        guard let first = operands.first, let constraints = operatorRequirementOwners(first.type) else { return nil }
        for (proto, table) in environment.protocolTables(constraints) where !proto.isBuiltin {
            guard let requirement = table.staticMethods[spelling]?.first(where: {
                $0.code.isRequirement && $0.type.parameters.count == operands.count && $0.isPostfix == isPostfix
            }) else { continue }
            // The requirement's `Self` is the protocol; here it is the operands' parameter.
            let selfType = SwiftType.nominal(proto, [])
            let asUsed = { (type: SwiftType) in type.mapped { $0 == selfType ? first.type : nil } }
            guard zip(operands, requirement.type.parameters).allSatisfy({ converts($0.type, to: asUsed($1.type)) })
            else { continue }
            let selector = requirement.selector
            let node = BuiltinCall(arguments: operands.map(\.node), line: line) { values, interpreter, line in
                let type = values.first?.nominalDecl.map { SwiftType.nominal($0, []) }
                return try StaticWitness.call(spelling, selector: selector, of: type, arguments: values, interpreter, line: line)
            }
            return Typed(node, asUsed(requirement.type.result))
        }
        return nil
    }

    /// The protocols whose operator requirements apply to an operand of `type`: a generic
    /// parameter's constraints, or in a program protocol's extension its `Self`'s protocol and
    /// the extension's `where Self:` bounds; nil for other types.
    private func operatorRequirementOwners(_ type: SwiftType) -> [NominalDecl]? {
        switch type {
        case .generic(let parameter): return parameter.constraints
        case .nominal(let decl, _) where decl.kind == .protocol && !decl.isBuiltin && decl === currentType?.nominalDecl:
            return [decl] + currentSelfBounds.filter { $0.kind == .protocol }
        default: return nil
        }
    }
}
