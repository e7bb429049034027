/// Ranking the overloads that take a call's arguments, as swiftc's solver ranks its solutions:
/// first by score (an integer literal typed as other than `Int`, a value wrapped into an
/// Optional), then by which declaration is the more specialised (a concrete parameter over a
/// generic one, a generic parameter of more protocols over one of fewer, a subclass over its
/// superclass, fewer parameters over more, a plain parameter over a variadic one). When two or more are left that nothing tells apart, swiftc will not
/// choose: "ambiguous use of 'f'" (`func f(_ x: Int) -> Int` beside `func f(_ x: Int) -> Double`,
/// then `let y = f(1)`; `k(a: Int = 1)` beside `k(b: Int = 2)`, then `k()`).
extension Checker {
    /// How a candidate takes the arguments (or a whole solution, Checker+BaseSolutions.swift), in
    /// swiftc's score kinds that can tell overloads apart, most significant first.
    struct Score: Comparable {
        /// The fixes a solution needed (an error each): a candidate here takes its arguments, none.
        var fixes = 0
        /// `@_disfavoredOverload`, which outweighs every other kind but fixes.
        var disfavored = 0
        var nonDefaultLiterals = 0
        var valueToOptional = 0
        /// `Double` passed as `CGFloat` or the other way.
        var implicitValueConversions = 0

        static func < (left: Score, right: Score) -> Bool {
            (left.fixes, left.disfavored, left.nonDefaultLiterals, left.valueToOptional, left.implicitValueConversions)
                < (right.fixes, right.disfavored, right.nonDefaultLiterals, right.valueToOptional, right.implicitValueConversions)
        }
    }

    /// The candidates among `viable` (each takes the arguments) that none of the others beats:
    /// the lowest score, then none more specialised; none when no candidate meets its constraints. `types` are the arguments' own types
    /// (nil for a closure or key path, typed by its parameter); `matches` the arguments each
    /// candidate's parameters take, by candidate.
    func bestRanked(_ viable: [FunctionSymbol], matches: [ObjectIdentifier: [[Argument]]], arguments: [Argument],
                    types: [NodeID: SwiftType?]) -> [FunctionSymbol] {
        var scored: [(function: FunctionSymbol, groups: [[Argument]], score: Score)] = []
        for function in viable {
            guard let groups = matches[ObjectIdentifier(function)], meetsConstraints(function, groups, types: types) else { continue }
            scored.append((function, groups, score(function, groups, types: types)))
        }
        // None meeting its constraints: no ranking, the call's diagnostics say why.
        guard let lowest = scored.map(\.score).min() else { return [] }
        let best = scored.filter { $0.score == lowest }
        return best.filter { candidate in
            !best.contains { other in
                other.function !== candidate.function
                    && beats(other.function, other.groups, candidate.function, candidate.groups, arguments: arguments)
            }
        }.map(\.function)
    }

    /// Whether the tie among `best` is swiftc's ambiguity this checker can see: every candidate a
    /// program's function with concrete parameters, a closure or key path argument (typed by its
    /// parameter, which this ranking does not weigh) only where every candidate's parameter for
    /// it is the same, and no protocol requirement beside its
    /// default. An operand of an operator or a member's base is left alone when the results
    /// differ: the other operand or the member may rank them (`f(4) + 1` and
    /// `f(4).isMultiple(of: 2)` are the `Int` one), and this checker types them first.
    func isReportableTie(_ best: [FunctionSymbol], matches: [ObjectIdentifier: [[Argument]]], arguments: [Argument],
                         types: [NodeID: SwiftType?], range: SourceRange) -> Bool {
        guard best.count > 1 else { return false }
        for function in best {
            if function.isLibrary || function.code.isRequirement || function.overridesFinal { return false }
            // A generic parameter is ranked by its protocols only when it is a parameter's whole type.
            for parameter in function.type.parameters where containsGeneric(parameter.type) {
                guard case .generic(let generic) = parameter.type, function.genericParameters.contains(generic),
                      generic.sameTypes.isEmpty else { return false }
            }
        }
        let parameters = best.map { parameterTypes($0, matches[ObjectIdentifier($0)] ?? []) }
        for argument in arguments {
            guard let entry = types[argument.value.id] else { return false }
            if let type = entry {
                if hasError(type) { return false }
                continue
            }
            // A closure takes its type from its parameter: the same concrete function type in
            // every candidate cannot tell them apart (`g { $0 + 1 }` beside a `g` of another result).
            let wanted = parameters.map { $0[argument.value.id]?.type }
            guard let first = wanted[0], !containsGeneric(first), wanted.allSatisfy({ $0 == first }) else { return false }
        }
        if Set(best.map { $0.type.result.description }).count > 1 {
            lastResultTie = (range, best.map { $0.type.result })
            if resultUseDepth > 0 { return false }
        }
        return true
    }

    /// A tied overload's name as swiftc's "ambiguous use of" gives it: with `()` when every
    /// candidate takes no parameters (`make()`), else the bare name (`step`).
    func ambiguousName(_ functions: [FunctionSymbol]) -> String {
        guard let first = functions.first else { return "" }
        return functions.allSatisfy({ $0.type.parameters.isEmpty }) ? first.name + "()" : first.name
    }

    private func score(_ function: FunctionSymbol, _ groups: [[Argument]], types: [NodeID: SwiftType?]) -> Score {
        var score = Score(disfavored: function.isDisfavored ? 1 : 0)
        for (parameter, group) in zip(function.type.parameters, groups) {
            for argument in group {
                guard !containsGeneric(parameter.type), let entry = types[argument.value.id], let type = entry else { continue }
                let wanted = parameter.type.unwrappingOptionals
                if let isDefault = literalHasDefaultType(argument.value, as: wanted) {
                    if !isDefault { score.nonDefaultLiterals += 1 }
                } else if Set([type.unwrappingOptionals, wanted]) == [.double, .cgFloat] {
                    score.implicitValueConversions += 1
                }
                if case .optional = parameter.type, !isOptional(type) { score.valueToOptional += 1 }
            }
        }
        return score
    }

    /// Whether `first` is more specialised than `second`, swiftc's last word between two
    /// solutions of the same score: each argument's parameter in `first` converts to its
    /// parameter in `second` and not all the other way; or, the parameters the same, `first`
    /// leaves out no more defaulted parameters and takes plainly what `second` takes as a
    /// variadic list, and one of the two strictly (`take(_ x: Int, _ y: Int = 0)` beside
    /// `take(_ xs: Int...)` ties: swiftc will not choose for `take(1)`).
    private func beats(_ first: FunctionSymbol, _ firstGroups: [[Argument]], _ second: FunctionSymbol,
                       _ secondGroups: [[Argument]], arguments: [Argument]) -> Bool {
        let firstTypes = parameterTypes(first, firstGroups)
        let secondTypes = parameterTypes(second, secondGroups)
        var forward = true
        var backward = true
        for argument in arguments {
            guard let one = firstTypes[argument.value.id], let other = secondTypes[argument.value.id] else { continue }
            if one.type == other.type { continue }
            forward = forward && asSpecialized(one.type, other.type)
            backward = backward && asSpecialized(other.type, one.type)
        }
        if forward != backward { return forward }
        guard forward else { return false }
        // The parameters alike, the member of the more constrained extension is the more specialised.
        if declaredMoreSpecialized(first, than: second) { return true }
        if declaredMoreSpecialized(second, than: first) { return false }
        let variadic = (first.type.parameters.contains(where: \.isVariadic) ? 1 : 0, second.type.parameters.contains(where: \.isVariadic) ? 1 : 0)
        let defaulted = (defaultedCount(first, firstGroups), defaultedCount(second, secondGroups))
        // The parameters alike, a function of no generic parameters of its own is the more
        // specialised (`average() -> Element` over `average<T: FloatingPoint>() -> T`).
        if variadic.0 == variadic.1, defaulted.0 == defaulted.1, first.genericParameters.isEmpty != second.genericParameters.isEmpty {
            return first.genericParameters.isEmpty
        }
        return variadic.0 <= variadic.1 && defaulted.0 <= defaulted.1 && (variadic.0 < variadic.1 || defaulted.0 < defaulted.1)
    }

    /// How many parameters a call leaves to their default values.
    private func defaultedCount(_ function: FunctionSymbol, _ groups: [[Argument]]) -> Int {
        zip(function.type.parameters, groups).filter { parameter, group in group.isEmpty && !parameter.isVariadic }.count
    }

    /// Each argument's parameter, by the argument.
    private func parameterTypes(_ function: FunctionSymbol, _ groups: [[Argument]]) -> [NodeID: FunctionParameter] {
        var types: [NodeID: FunctionParameter] = [:]
        for (parameter, group) in zip(function.type.parameters, groups) {
            for argument in group { types[argument.value.id] = parameter }
        }
        return types
    }

    /// Whether each argument whose type is known meets the protocols of the generic parameter it
    /// is passed as (`T: Hashable` takes no closure); a candidate that fails is no candidate.
    func meetsConstraints(_ function: FunctionSymbol, _ groups: [[Argument]], types: [NodeID: SwiftType?]) -> Bool {
        for (parameter, group) in zip(function.type.parameters, groups) {
            guard case .generic(let generic) = parameter.type, function.genericParameters.contains(generic) else { continue }
            for argument in group {
                guard let entry = types[argument.value.id], let type = entry, !hasError(type) else { continue }
                if !generic.constraints.allSatisfy({ environment.conformances.conforms(type, to: $0) }) { return false }
            }
        }
        return true
    }

    /// Whether a parameter of type `one` is at least as specialised as one of type `other`: a
    /// value of `one` passes for `other` (a concrete type for a generic parameter, a generic
    /// parameter whose protocols refine all of the other's).
    private func asSpecialized(_ one: SwiftType, _ other: SwiftType) -> Bool {
        if case .generic(let wanted) = other, case .generic(let given) = one {
            return wanted.sameTypes.isEmpty && wanted.constraints.allSatisfy { environment.conformances.conforms(.generic(given), to: $0) }
        }
        if containsGeneric(other) { return !containsGeneric(one) }
        if containsGeneric(one) { return false }
        return converts(one, to: other)
    }

    /// Whether a literal argument takes the type it has without context as a `wanted` parameter
    /// (`Int` for `1`, `Double` for `1.5`, `String` for `"a"`, not `Character`, an Array for
    /// `[1, 2]`, not a Set); nil for any other argument.
    private func literalHasDefaultType(_ value: Expr, as wanted: SwiftType) -> Bool? {
        switch value.kind {
        case .integerLiteral: return wanted == .int
        case .floatLiteral: return wanted == .double
        case .stringLiteral: return wanted == .string
        case .array:
            if case .array = wanted { return true }
            return false
        case .dictionary:
            if case .dictionary = wanted { return true }
            return false
        case .prefix(_, let inner), .paren(let inner): return literalHasDefaultType(inner, as: wanted)
        default: return nil
        }
    }

    private func isOptional(_ type: SwiftType) -> Bool {
        if case .optional = type { return true }
        return false
    }
}
