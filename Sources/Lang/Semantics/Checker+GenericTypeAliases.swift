/// Type aliases, generic ones included (`typealias Pair<T> = (T, T)`; `Pair<Int>` is `(Int, Int)`).
extension Checker {
    /// Declares a top-level type alias: its name stands for the type; a generic alias also
    /// keeps its parameters, which a use's arguments replace.
    func declareTypeAlias(_ alias: TypeAliasDecl) {
        guard !alias.genericParameters.isEmpty else {
            scope.names[alias.name.name] = .type(resolveType(alias.type))
            environment.genericTypeAliases[alias.name.name] = nil
            return
        }
        let parameters = makeTypeParameters(alias.genericParameters, whereClause: [])
        typeParameters.append(Dictionary(parameters.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }))
        let type = resolveType(alias.type)
        typeParameters.removeLast()
        scope.names[alias.name.name] = .type(type)
        environment.genericTypeAliases[alias.name.name] = (parameters, type)
    }

    /// `name<arguments>` when `name` is a generic type alias standing for `type`: the type with
    /// the arguments in place of its parameters; nil when it is no generic alias.
    func genericTypeAlias(_ name: String, _ type: SwiftType, arguments: [SwiftType], range: SourceRange) -> SwiftType? {
        guard let alias = environment.genericTypeAliases[name], alias.type == type else { return nil }
        guard arguments.count == alias.parameters.count else {
            let relation = arguments.count > alias.parameters.count ? "too many" : "too few"
            error("generic type '\(name)' specialized with \(relation) type parameters (got \(arguments.count), but expected \(alias.parameters.count))", range)
            return .error
        }
        return type.substituting(Dictionary(zip(alias.parameters, arguments), uniquingKeysWith: { first, _ in first }))
    }
}
