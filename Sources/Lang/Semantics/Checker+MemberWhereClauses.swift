/// Members of a generic type whose own `where` clause constrains the type's parameters
/// (`init(x: Int) where T == Int`, `func total() -> T where T: Numeric`): swiftc checks such a
/// member as one declared in `extension Box where T == Int`, so its body sees `T` as `Int`, and
/// a use is admitted only where the type's arguments meet the clause (Checker+ConstrainedExtensions.swift).
extension Checker {
    /// The `Self` a member with `whereClause` is declared over in a type whose members see
    /// `selfType`: the type over parameters of the member's own standing for the type's, with the
    /// clause's constraints added and its same types in their places; nil when the clause
    /// constrains none of the type's parameters (only the member's own generic parameters).
    func memberConstrainedSelf(_ whereClause: [WhereRequirement], selfType: SwiftType) -> SwiftType? {
        guard !whereClause.isEmpty, case .nominal(let decl, let arguments) = selfType, decl.kind != .protocol,
              !decl.isBuiltin, arguments.count == decl.genericParameters.count else { return nil }
        var parameters: [TypeParameter] = []
        let own: [SwiftType] = zip(decl.genericParameters, arguments).map { declared, argument in
            guard case .generic(let parameter) = argument else { return argument }
            let fresh = TypeParameter(name: parameter.name, constraints: parameter.constraints,
                                      origin: parameter.origin ?? declared)
            parameters.append(fresh)
            return .generic(fresh)
        }
        guard !parameters.isEmpty else { return nil }
        typeParameters.append(Dictionary(parameters.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }))
        defer { typeParameters.removeLast() }
        // The clause may name the member's own generic parameters, not in scope yet: a probe
        // resolves each side, and a requirement on anything but the type's parameters is left to
        // the member's signature.
        func resolved(_ written: TypeExpr) -> SwiftType { Checker(probing: self).resolveType(written) }
        var sameTypes: [TypeParameter: SwiftType] = [:]
        var constrains = false
        for requirement in whereClause {
            switch requirement.kind {
            case .conformance(let subject, let constraint):
                guard case .generic(let parameter) = resolved(subject), parameters.contains(parameter) else { continue }
                parameter.constraints.append(contentsOf: protocols(in: constraint, allowingClass: true))
                constrains = true
            case .sameType(let left, let right):
                let (leftType, rightType) = (resolved(left), resolved(right))
                if case .generic(let parameter) = leftType, parameters.contains(parameter), !hasError(rightType) {
                    sameTypes[parameter] = rightType
                } else if case .generic(let parameter) = rightType, parameters.contains(parameter), !hasError(leftType) {
                    sameTypes[parameter] = leftType
                } else {
                    continue
                }
                constrains = true
            }
        }
        return constrains ? SwiftType.nominal(decl, own).substituting(sameTypes) : nil
    }

    /// The `where` clause of a member that may constrain its type's parameters: a method's or an
    /// initialiser's.
    static func memberWhereClause(_ member: Decl) -> [WhereRequirement] {
        switch member.kind {
        case .function(let function): return function.whereClause
        case .initializer(let initializer): return initializer.whereClause
        default: return []
        }
    }

    /// Runs `body` (declaring a member) with `constrained` as `Self` and as the constrained type
    /// its symbols record, its parameters in scope by name.
    func withMemberSelf(_ constrained: SwiftType, _ body: () -> Void) {
        let (savedType, savedConstrained) = (currentType, declaringConstrainedSelf)
        currentType = constrained
        declaringConstrainedSelf = constrained
        typeParameters.append(Dictionary(parametersInScope(of: constrained).map { ($0.name, $0) },
                                         uniquingKeysWith: { first, _ in first }))
        defer {
            currentType = savedType
            declaringConstrainedSelf = savedConstrained
            typeParameters.removeLast()
        }
        body()
    }

    /// Reports `Holder<String>(x: 4)` for `init(x: Int) where T == Int`: the type's arguments
    /// written differ from a type the initialiser's own clause requires, in swiftc's words.
    func rejectUnmetOwnClause(_ initializer: FunctionSymbol, pattern: SwiftType, given: SwiftType, range: SourceRange) {
        guard initializer.constrainsSelfInOwnClause, case .nominal(_, let required) = pattern,
              case .nominal(_, let actual) = given, required.count == actual.count else { return }
        for (wanted, written) in zip(required, actual)
        where !containsGeneric(wanted) && !containsGeneric(written) && !hasError(written) && wanted != written {
            error("initializer '\(initializer.selector)' requires the types '\(written)' and '\(wanted)' be equivalent", range)
            return
        }
    }

    /// Of `initializers`, those whose own `where` clause the written type arguments of `given`
    /// or their extension's meets (`R<String, Int>()` takes `init() where F == String`, not
    /// `init() where F == Int`); all of them when none does, so that the call reports the unmet
    /// clause.
    func admittedByOwnClauses(_ initializers: [FunctionSymbol], given: SwiftType) -> [FunctionSymbol] {
        guard case .nominal(_, let actual) = given, !actual.isEmpty,
              initializers.contains(where: { $0.constrainedSelf != nil }) else { return initializers }
        let admitted = initializers.filter { initializer in
            guard initializer.constrainsSelfInOwnClause || !initializer.isLibrary,
                  case .nominal(_, let required)? = initializer.constrainedSelf,
                  required.count == actual.count else { return true }
            return !zip(required, actual).contains { wanted, written in
                !containsGeneric(wanted) && !containsGeneric(written) && !hasError(written) && wanted != written
            }
        }
        return admitted.isEmpty ? initializers : admitted
    }
}
