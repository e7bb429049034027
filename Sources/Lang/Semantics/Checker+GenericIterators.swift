/// A generic parameter constrained to `IteratorProtocol` (`func f<I: IteratorProtocol>(_ it: inout I)
/// -> I.Element?`): its `Element`, bound at each call to what the argument's `next()` gives, and
/// its `next()`, looked up on the argument's dynamic type.
extension Checker {
    /// Whether `parameter` is constrained to `IteratorProtocol` (and is not a sequence, whose
    /// `Element` `genericElement` makes).
    func isIteratorParameter(_ parameter: TypeParameter) -> Bool {
        guard let iterator = builtinProtocol("IteratorProtocol") else { return false }
        return parameter.constraints.contains { environment.conformances.conforms($0, to: iterator) }
    }

    /// `I.Element` of an iterator parameter: one associated type per parameter, which a call
    /// binds (`bindAssociatedTypes`) and a `where I.Element == Int` fixes.
    func iteratorElement(of parameter: TypeParameter) -> SwiftType? {
        guard isIteratorParameter(parameter) else { return nil }
        if let fixed = parameter.sameTypes["Element"] { return fixed }
        if let existing = parameter.associatedTypes["Element"] { return .generic(existing) }
        let member = TypeParameter(name: "\(parameter.name).Element")
        parameter.associatedTypes["Element"] = member
        return .generic(member)
    }

    /// The `Element` of a concrete iterator type: what its own `next()` gives, unwrapped
    /// (`Int` for `IndexingIterator<[Int]>`).
    func concreteIteratorElement(_ type: SwiftType) -> SwiftType? {
        guard case .nominal(let decl, let arguments) = type, decl.kind != .protocol,
              let iterator = builtinProtocol("IteratorProtocol"), environment.conformances.conforms(type, to: iterator),
              let next = environment.members(of: decl).methods["next"]?.first(where: { $0.type.parameters.isEmpty }),
              let element = next.type.result.optionalWrapped else { return nil }
        let substitution = typeArgumentSubstitution(decl, arguments)
        return element.substituting(substitution)
    }

    /// Binds what `where I.Element == Element` makes of an iterator parameter the call bound
    /// (`init<I: IteratorProtocol>(_ base: I)` given a `Counter`, or a closure making one):
    /// the type parameter it names is the iterator's element, as swiftc infers it.
    func bindIteratorElements(_ generics: [TypeParameter], in substitution: inout [TypeParameter: SwiftType]) {
        for parameter in generics where isIteratorParameter(parameter) {
            guard case .generic(let target)? = parameter.sameTypes["Element"], (substitution[target] ?? .error) == .error,
                  let bound = substitution[parameter], let element = concreteIteratorElement(bound) else { continue }
            substitution[target] = element
        }
    }

    /// `it.next()` on a value of an iterator parameter's type: the argument's own `next()`,
    /// which writes the advanced iterator back to `basePlace`.
    func genericIteratorNext(_ base: Typed, basePlace: Place?, name: Identifier, arguments: [Argument],
                             range: SourceRange) -> Typed? {
        guard name.name == "next", arguments.isEmpty, case .generic(let parameter) = base.type,
              let element = iteratorElement(of: parameter) else { return nil }
        guard let basePlace else {
            error(immutableBaseMessage(base.type), name.range)
            return Typed(Constant(.void, line: range.line), .error)
        }
        let call = DynamicCall(receiver: base.node, selector: "next()", arguments: [], mutatedSelf: basePlace, line: range.line)
        return Typed(call, .optional(element))
    }
}
