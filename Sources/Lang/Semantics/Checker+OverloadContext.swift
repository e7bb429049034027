/// Choosing among overloads by what arguments and arguments' context say, as Swift's solver
/// does for the SwiftUI surface: `.background(.red)` (an implicit member fits only a parameter
/// whose type has that member), `Color.blue.shadow(radius: 4)` (methods of every protocol a type
/// conforms to are candidates), `.fill(gradient.opacity(0.5))` (the overload whose result fits
/// the context wins over one whose result does not).
extension Checker {
    /// The methods named `name` that `decl`'s protocols declare, from every protocol it conforms
    /// to (directly or through other protocols); nil when none does.
    func protocolMethods(_ name: String, of decl: NominalDecl) -> [FunctionSymbol]? {
        var visited: Set<ObjectIdentifier> = []
        // A subclass has the extension members of the protocols its superclasses conform to.
        var pending = declaredProtocols(of: decl) + (decl.kind == .protocol ? [decl] : [])
        var methods: [FunctionSymbol] = []
        while let proto = pending.popLast() {
            guard visited.insert(ObjectIdentifier(proto)).inserted else { continue }
            methods += environment.members(of: proto).methods[name] ?? []
            pending.append(contentsOf: environment.conformances.protocols(of: proto))
        }
        return methods.isEmpty ? nil : methods
    }

    /// The candidates whose parameters have the static member each implicit-member argument
    /// starts with (`.red`, `.drop(radius: 4)`, `.black.opacity(0.5)`); all of them when none or
    /// every one fits. A look-up of names, not a type check, so nested calls cost nothing extra.
    func narrowingByImplicitMembers(_ candidates: [FunctionSymbol], arguments: [Argument], range: SourceRange) -> [FunctionSymbol] {
        guard candidates.count > 1, arguments.contains(where: { implicitMemberRoot($0.value) != nil }) else { return candidates }
        let fitting = candidates.filter { function in
            let specs = parameterSpecs(function)
            guard let matched = matchArguments(arguments, to: specs, range: range, report: false) else { return false }
            for (spec, group) in zip(specs, matched) {
                for argument in group {
                    guard let root = implicitMemberRoot(argument.value), root != "init" else { continue }
                    var type = spec.type.unwrappingOptionals
                    if case .existential(let protocols) = type, protocols.count == 1 { type = .nominal(protocols[0], []) }
                    guard type.nominalDecl != nil else { continue }
                    if !staticMemberExists(root, of: type) { return false }
                }
            }
            return true
        }
        return fitting.isEmpty ? candidates : fitting
    }

    /// The methods whose result converts to `expected`; all of them when there is no context or
    /// none (or every one) fits, so that the usual diagnostics follow.
    func narrowingByResult(_ methods: [FunctionSymbol], expected: SwiftType?) -> [FunctionSymbol] {
        guard methods.count > 1, let expected else { return methods }
        if case .error = expected { return methods }
        let fitting = methods.filter { containsGeneric($0.type.result) || converts($0.type.result, to: expected) }
        return fitting.isEmpty ? methods : fitting
    }
}
