/// `static` and `class` subscripts (`static subscript(i: Int) -> Color`), used on the type:
/// `Palette[3]` reads through the getter, `Palette[0] = color` and `Palette[1].v += 5` through
/// both accessors. The accessors run are those of the type the metatype holds at run time
/// (StaticSubscriptAccess), so a subclass's `override class subscript` answers for `Base.Type`.
extension Checker {
    /// The static subscripts of the type `metatype` names: its own, then its superclasses' that
    /// it does not override; nil for a value that is no type or a type without them.
    func staticSubscripts(of metatype: SwiftType) -> [(getter: FunctionSymbol, setter: FunctionSymbol?)]? {
        // A generic parameter's type has its protocols' requirements, run as the bound type's.
        if case .metatype(.generic(let parameter)) = metatype {
            let required = parameter.constraints.flatMap { proto in
                ([proto] + environment.conformances.protocols(of: proto)).flatMap { environment.members(of: $0).staticSubscripts }
            }
            return required.isEmpty ? nil : required
        }
        guard case .metatype(let instance) = metatype, let decl = instance.nominalDecl else { return nil }
        var found: [(getter: FunctionSymbol, setter: FunctionSymbol?)] = []
        var current: NominalDecl? = decl
        var hops = 0
        while let owner = current, hops < 100 {
            let own = environment.members(of: owner).staticSubscripts
            found += own.filter { inherited in !found.contains { $0.getter.selector == inherited.getter.selector } }
            current = owner.superclass
            hops += 1
        }
        return found.isEmpty ? nil : found
    }

    /// Whether `decl` lacks a static subscript the protocol whose members are `table` requires:
    /// none of its labels of its own, a superclass's or a protocol extension's, taking the same
    /// parameters and giving the same result, with a setter where one is required.
    func lacksStaticSubscriptRequirement(_ table: TypeMembers, of decl: NominalDecl) -> Bool {
        let candidates = staticWitnessOwners(of: decl).flatMap { owner in
            (environment.members[ObjectIdentifier(owner)]?.staticSubscripts ?? []).filter { !$0.getter.code.isRequirement }
        }
        return table.staticSubscripts.contains { requirement in
            requirement.getter.code.isRequirement && !candidates.contains { candidate in
                candidate.getter.selector == requirement.getter.selector
                    && !Checker.parametersDiffer(candidate.getter, from: requirement.getter)
                    && !Checker.resultsDiffer(candidate.getter, from: requirement.getter)
                    && (requirement.setter == nil || candidate.setter != nil)
            }
        }
    }

    /// `value[…]` on an instance of a type whose subscripts are all static: swiftc's error at the
    /// value (its member name, for `h.grid[0]`); returns whether it reported.
    func rejectStaticSubscriptOnInstance(_ base: Typed, _ subscriptExpression: SubscriptExpr) -> Bool {
        guard base.type.nominalDecl != nil, declaredSubscripts(of: base.type) == nil,
              staticSubscripts(of: .metatype(base.type)) != nil else { return false }
        error("static member 'subscript' cannot be used on instance of type '\(base.type)'", caret(subscriptExpression.base))
        lowerAll(subscriptExpression.arguments)
        return true
    }

    /// `Type[arguments]` read through a static subscript; nil when `base` is no type with one.
    func staticSubscriptRead(_ base: Typed, arguments: [Argument], expected: SwiftType?, range: SourceRange) -> Typed? {
        guard let subscripts = staticSubscripts(of: base.type) else { return nil }
        guard let getter = chooseOverload(subscripts.map(\.getter), arguments: arguments, range: range),
              let (nodes, result) = staticSubscriptArguments(getter, of: base.type, arguments, expected: expected, range: range) else {
            lowerAll(arguments)
            return Typed(Constant(.void, line: range.line), .error)
        }
        return Typed(StaticSubscriptRead(metatype: witnessedMetatype(base), selector: getter.selector, arguments: nodes,
                                         line: range.line), result)
    }

    /// The metatype node of `base`; a generic parameter's (`T[i]`) resolved to the type the call
    /// bound it to, which is then recorded at run time.
    private func witnessedMetatype(_ base: Typed) -> Expression {
        guard case .metatype(let instance) = base.type, case .generic(let parameter) = instance else { return base.node }
        requireWitness(parameter)
        let node = base.node
        return Lazy(line: node.line) { frame, interpreter in
            let value = try node.evaluate(frame, interpreter)
            guard case .metatype(let held) = value.unboxed, case .generic = held else { return value }
            return .metatype(interpreter.resolvingWitnesses(held))
        }
    }

    /// A place for `Type[arguments] = …` through a static subscript; nil (reported) when it has no setter.
    func staticSubscriptPlace(_ base: Typed, _ subscripts: [(getter: FunctionSymbol, setter: FunctionSymbol?)],
                              arguments: [Argument], range: SourceRange) -> (Place, SwiftType)? {
        guard let getter = chooseOverload(subscripts.map(\.getter), arguments: arguments, range: range) else {
            lowerAll(arguments)
            return nil
        }
        guard subscripts.contains(where: { $0.getter === getter && $0.setter != nil }) else {
            error("cannot assign through subscript: subscript is get-only", range)
            return nil
        }
        guard let (nodes, result) = staticSubscriptArguments(getter, of: base.type, arguments, expected: nil, range: range) else {
            return nil
        }
        let read = StaticSubscriptRead(metatype: witnessedMetatype(base), selector: getter.selector, arguments: nodes, line: range.line)
        return (StaticSubscriptPlace(read), result)
    }

    /// The lowered arguments of a call of `getter` on the type `metatype` names, and its result
    /// (a generic type's arguments and a generic subscript's own parameters substituted).
    private func staticSubscriptArguments(_ getter: FunctionSymbol, of metatype: SwiftType, _ arguments: [Argument],
                                          expected: SwiftType?, range: SourceRange) -> ([Expression], SwiftType)? {
        let specs = parameterSpecs(getter)
        guard let matched = matchArguments(arguments, to: specs, range: range, report: true) else { return nil }
        guard case .metatype(let instance) = metatype else { return nil }
        var substitution = typeArgumentSubstitution(instance)
        if !getter.genericParameters.isEmpty {
            let inferred = inferGenerics(matched, specs, generics: getter.genericParameters, expectedResult: expected,
                                         result: getter.type.result, known: substitution, printed: false)
            substitution.merge(inferred) { first, _ in first }
        }
        let (nodes, _) = lowerArguments(matched, specs, substitution: substitution, range: range)
        return (nodes, getter.type.result.substituting(substitution))
    }
}
