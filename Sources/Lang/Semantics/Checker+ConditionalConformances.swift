/// Conditional conformances (`extension Box: Equatable where T: Equatable {}`, the prelude's
/// `extension Result: Equatable where Success: Equatable, Failure: Equatable`): the `where`
/// clause's requirements on the type's generic parameters are recorded with the conformance, so
/// `Box<NotEq>` does not conform, and `==` on it is swiftc's error naming the argument.
extension Checker {
    /// Records the requirements an extension's `where` clause puts on `type`'s generic
    /// parameters for its conformance to `proto`; nothing for an extension without one.
    func recordCondition(of extensionDecl: ExtensionDecl, on type: SwiftType, _ proto: NominalDecl) {
        if recordBuiltinCondition(of: extensionDecl, on: type, proto) { return }
        guard !extensionDecl.whereClause.isEmpty, let decl = type.nominalDecl, !decl.genericParameters.isEmpty else { return }
        var requirements: [(index: Int, proto: NominalDecl)] = []
        for requirement in extensionDecl.whereClause {
            guard case .conformance(let subject, let constraint) = requirement.kind,
                  case .named(let components) = subject.kind, components.count == 1,
                  let index = decl.genericParameters.firstIndex(where: { $0.name == components[0].name.name }) else { continue }
            let probe = Checker(probing: self)
            for required in probe.protocols(in: constraint) { requirements.append((index, required)) }
        }
        guard !requirements.isEmpty else { return }
        environment.conformances.addCondition(decl, proto, requirements: requirements)
    }

    /// `extension Array: P where Element: P` (or `Set`, `ArraySlice`, `Optional` where
    /// `Wrapped: P`): records what the element must conform to; false for any other extension.
    private func recordBuiltinCondition(of extensionDecl: ExtensionDecl, on type: SwiftType, _ proto: NominalDecl) -> Bool {
        guard !extensionDecl.whereClause.isEmpty else { return false }
        switch type {
        case .array(.generic(let element)), .arraySlice(.generic(let element)), .set(.generic(let element)),
             .optional(.generic(let element)):
            var requirements: [NominalDecl] = []
            for requirement in extensionDecl.whereClause {
                guard case .conformance(let subject, let constraint) = requirement.kind,
                      case .named(let components) = subject.kind, components.count == 1,
                      components[0].name.name == element.name else { continue }
                requirements += Checker(probing: self).protocols(in: constraint)
            }
            if !requirements.isEmpty { environment.conformances.addBuiltinCondition(type, proto, requirements: requirements) }
            return true
        default:
            return false
        }
    }

    /// For `==` on a type that is not Equatable only because of a type argument (`[NotEq]`,
    /// `NotEq?`, `[Int: NotEq]`, `Result<NotEq, E>`): the first such argument, which swiftc's
    /// error names ("operator function '==' requires that 'NotEq' conform to 'Equatable'").
    func unequatableArgument(of type: SwiftType) -> SwiftType? {
        let arguments: [SwiftType]
        switch type {
        case .array(let element), .arraySlice(let element), .set(let element), .optional(let element): arguments = [element]
        case .dictionary(_, let value): arguments = [value]
        case .nominal(let decl, let typeArguments) where !typeArguments.isEmpty && !decl.genericParameters.isEmpty:
            arguments = typeArguments
        default: return nil
        }
        for argument in arguments where !conforms(argument, toBuiltin: "Equatable") {
            if case .nominal(let decl, _) = argument, decl.kind == .enum, decl.cases.allSatisfy(\.associatedValues.isEmpty) { continue }
            return unequatableArgument(of: argument) ?? argument
        }
        return nil
    }
}
