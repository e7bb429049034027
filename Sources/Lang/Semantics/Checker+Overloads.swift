/// Choosing among overloads: by argument labels, then by the arguments' types against the
/// parameters they are matched to.
extension Checker {
    /// Whether a program's extension methods of a builtin type (`extension Array { func
    /// sorted<T>(on:) }`) all fail to take these arguments while the type has a builtin method of
    /// the name: the call is then the builtin's (`sorted { … }`), as swiftc's overloads decide.
    func leavesCallToBuiltin(_ methods: [FunctionSymbol], receiver: SwiftType, name: String, arguments: [Argument],
                             range: SourceRange) -> Bool {
        if case .nominal = receiver { return false }
        // `(self / step).rounded()` in an extension declaring `rounded(toMultipleOf:)`: the
        // library's member of a generic number parameter (its stand-in's) is a candidate too.
        let standIn = genericNumberStandIn(receiver, member: name)
        guard !StandardLibrary.members(named: name, of: standIn ?? receiver, isStatic: false).isEmpty else { return false }
        return !methods.contains { method in
            let parameters = parameterSpecs(method)
            guard let matched = matchArguments(arguments, to: parameters, range: range, report: false) else { return false }
            return zip(matched, parameters).allSatisfy { group, parameter in
                group.allSatisfy { argument in
                    if case .closure = argument.value.kind { return acceptsClosure(parameter.type) }
                    return true
                }
            }
        }
    }

    /// Picks the overload whose labels (then types) fit the arguments; a method's is named at
    /// `member`. Among several that take the arguments, those whose result converts to `expected`
    /// are ranked (`Unicode.Scalar(65)` where a scalar is wanted: the non-failable `UInt8` one).
    func chooseOverload(_ functions: [FunctionSymbol], arguments: [Argument], range: SourceRange,
                        member: SourceRange? = nil, expected: SwiftType? = nil) -> FunctionSymbol? {
        // Each candidate's parameters matched to the arguments once, for every step below.
        var matches: [ObjectIdentifier: [[Argument]]] = [:]
        let byLabels = withoutShadowed(functions).filter { function in
            guard let groups = matchArguments(arguments, to: parameterSpecs(function), range: range, report: false) else { return false }
            matches[ObjectIdentifier(function)] = groups
            return true
        }
        if byLabels.count > 1, let member = implicitMemberResolvingInNone(arguments, overloads: byLabels, matches: matches) {
            error("reference to member '\(member.name)' cannot be resolved without a contextual type", member.range)
            return nil
        }
        let fitting = narrowingByClosureArity(narrowingByImplicitMembers(byLabels, arguments: arguments, range: range),
                                              arguments: arguments, range: range)
        if relabellingTies(fitting, among: withoutShadowed(functions), matches: matches, arguments: arguments) {
            reportNoExactMatches(fitting, range: range, member: member)
            return nil
        }
        if fitting.count == 1 { return fitting[0] }
        if fitting.count > 1 {
            let probe = Checker(probing: self)
            // A closure or key path takes its type from the parameter, so it fits a function type;
            // an argument with no type of its own (`.bottom`, `[.top, .leading]`) is typed in the
            // parameter's context.
            var types: [NodeID: SwiftType?] = [:]
            for argument in arguments {
                switch argument.value.kind {
                case .closure, .keyPath: types[argument.value.id] = .some(nil)
                default: types[argument.value.id] = probe.expression(argument.value, expected: nil).type
                }
            }
            // Each argument against the parameter it is matched to; an argument whose own type does
            // not fit may still fit in the parameter's context (`5` where a `CGFloat?` is wanted).
            // Whether each closure argument throws, typed once against the first non-throwing
            // function parameter it meets.
            var throwing: [NodeID: Bool] = [:]
            func throwsAsTyped(_ value: Expr, _ parameter: SwiftType) -> Bool {
                if let known = throwing[value.id] { return known }
                let found = closureThrows(value, as: parameter)
                throwing[value.id] = found
                return found
            }
            // Whether a closure's body fails to check against a program's function parameter
            // (`m { 1.5 }` beside `m(_: () -> Int)` and `m(_: () -> Double)`), probed once per type.
            var failing: [String: Bool] = [:]
            // The number literals each probe typed as other than their default type, by the same key.
            var literalScores: [String: Int] = [:]
            func failsAsTyped(_ value: Expr, _ parameter: SwiftType) -> Bool {
                guard case .closure = value.kind, case .function = parameter else { return false }
                let key = "\(value.id) \(parameter)"
                if let known = failing[key] { return known }
                let probe = Checker(probing: self)
                let typed = probe.expression(value, expected: parameter)
                let found = hasError(typed.type) || probe.diagnostics.contains { $0.severity == .error }
                failing[key] = found
                literalScores[key] = probe.nonDefaultLiterals
                return found
            }
            // A candidate's closures' scores summed; nil when one was not probed.
            func closureScore(_ function: FunctionSymbol) -> Int? {
                guard let matched = matches[ObjectIdentifier(function)] else { return nil }
                var total = 0
                for (parameter, group) in zip(function.type.parameters, matched) {
                    for argument in group where types[argument.value.id] == .some(nil) {
                        guard case .closure = argument.value.kind,
                              let score = literalScores["\(argument.value.id) \(parameter.type)"] else { return nil }
                        total += score
                    }
                }
                return total
            }
            func fits(_ function: FunctionSymbol, exactly: Bool, strictArity: Bool) -> Bool {
                guard let matched = matches[ObjectIdentifier(function)] else { return false }
                for (parameter, group) in zip(function.type.parameters, matched) {
                    for argument in group {
                        guard let entry = types[argument.value.id] else { continue }
                        guard let type = entry else {
                            if case .function(let type) = parameter.type, !type.isThrowing,
                               throwsAsTyped(argument.value, parameter.type) { return false }
                            if !function.isLibrary, failsAsTyped(argument.value, parameter.type) { return false }
                            if takesFunction(parameter.type), closureArityFits(argument.value, parameter.type, strictly: strictArity) { continue }
                            return false
                        }
                        if !hasError(type), exactly ? type == parameter.type
                            : converts(type, to: parameter.type, slicesAsBases: function.isLibrary)
                                || (containsGeneric(parameter.type) && !lazySequenceMisses(type, parameter.type)
                                    && !argumentShapeMisses(type, parameter.type)) {
                            continue
                        }
                        guard hasError(type) || !exactly else { return false }
                        let typed = Checker(probing: self).expression(argument.value, expected: parameter.type).type
                        if hasError(typed) || !converts(typed, to: parameter.type, slicesAsBases: function.isLibrary) { return false }
                    }
                }
                return true
            }
            // Among those that take the arguments, the best ranked; none when two tie as swiftc's do.
            let taking = fitting.filter { fits($0, exactly: false, strictArity: false) }
            if !taking.contains(where: { meetsConstraints($0, matches[ObjectIdentifier($0)] ?? [], types: types) }),
               let failed = rankFailedOverloads(fitting, matches: matches, types: types, resultIsGeneric: passedAsGenericRanges.contains(range)) {
                switch failed {
                case .blamed(let function): return function
                case .tied:
                    reportNoExactMatches(fitting, range: range, member: member)
                    return nil
                }
            }
            let viable = narrowingByResult(taking, expected: expected)
            if viable.count == 1, taking.count > 1 { return viable[0] }
            if viable.count > 1 {
                let best = bestRanked(viable, matches: matches, arguments: arguments, types: types)
                if arguments.contains(where: { types[$0.value.id] == .some(nil) }) {
                    // A body of statements is typed after the overload is chosen: its literals rank nothing.
                    let statementBody = arguments.contains { argument in
                        if case .closure(let closure) = argument.value.kind { return hasStatementBody(closure) }
                        return false
                    }
                    let byLiterals = statementBody ? best : fewestNonDefaultLiterals(best, scores: closureScore)
                    if byLiterals.count == 1, best.count > 1 { return byLiterals[0] }
                    switch closureTie(byLiterals, arguments: arguments, matches: matches, range: member ?? range) {
                    case .chosen(let function)?: return function
                    case .reported?: return byLiterals[0]
                    case nil: break
                    }
                }
                if isReportableTie(best, matches: matches, arguments: arguments, types: types, range: range) {
                    error("ambiguous use of '\(ambiguousName(best))'", member ?? range)
                    // A closure is then typed by the parameter every candidate gives it, not without one.
                    return arguments.contains { types[$0.value.id] == .some(nil) } ? best[0] : nil
                }
                // The ranking decides when every argument has a type of its own (a closure's
                // depends on the parameter, which the arity rules below weigh).
                if best.count == 1, arguments.allSatisfy({ types[$0.value.id].map { $0 != nil } ?? false }) { return best[0] }
            }
            // An argument that has no type on its own (`"Score: " + score`) fails a concrete
            // parameter with its own errors and a conversion, a whole generic parameter with its
            // own alone: swiftc's fewest fixes are the generic candidate's.
            if taking.isEmpty, let generic = genericForUntypedArgument(fitting, matches: matches, types: types) {
                return generic
            }
            // A closure naming as many parameters as a candidate's function passes picks it over
            // one whose generic parameter might be a tuple the closure takes apart.
            for strictArity in [true, false] {
                if let chosen = fitting.first(where: { fits($0, exactly: true, strictArity: strictArity) })
                    ?? fitting.first(where: { fits($0, exactly: false, strictArity: strictArity) }) { return chosen }
            }
            return fitting[0]
        }
        if let closest = functions.count == 1 ? functions.first
            : byLabels.isEmpty ? closestOverload(functions, arguments: arguments, range: range) : nil {
            _ = matchArguments(arguments, to: parameterSpecs(closest), range: range, report: true)
            return nil
        }
        reportNoExactMatches(functions, range: range, member: member)
        return nil
    }

    /// swiftc's "no exact matches" naming the callee as it does: `initializer`, `instance method
    /// 'm'` (at the member's name), `static method 'n'`, `global function 'f'`.
    private func reportNoExactMatches(_ functions: [FunctionSymbol], range: SourceRange, member: SourceRange?) {
        guard let function = functions.first else {
            error("no exact matches in call to function", range)
            return
        }
        if function.name == "init" {
            error("no exact matches in call to initializer", range)
        } else if function.isStatic {
            error("no exact matches in call to static method '\(function.name)'", member ?? range)
        } else if let member {
            error("no exact matches in call to instance method '\(function.name)'", member)
        } else {
            error("no exact matches in call to global function '\(function.name)'", range)
        }
    }

    /// `functions` without the library's that a program's function of the same labels and
    /// parameter types shadows (an extension's `Path.point(at:)` over Shapebook's own), as a
    /// module's declaration shadows an imported one of the same signature in Swift.
    private func withoutShadowed(_ functions: [FunctionSymbol]) -> [FunctionSymbol] {
        let programs = functions.filter { !$0.isLibrary }
        guard !programs.isEmpty, programs.count < functions.count else { return functions }
        return functions.filter { function in
            !function.isLibrary || !programs.contains { program in
                program.labels == function.labels && program.isStatic == function.isStatic
                    && program.type.parameters.map(\.type) == function.type.parameters.map(\.type)
            }
        }
    }

    /// An implicit member argument (`Color(.notAColor)`) that is a member of none of the types
    /// the overloads want in its place: swiftc then says it cannot be resolved without a
    /// contextual type, rather than blaming one overload's parameter type.
    private func implicitMemberResolvingInNone(_ arguments: [Argument], overloads: [FunctionSymbol],
                                               matches: [ObjectIdentifier: [[Argument]]]) -> (name: String, range: SourceRange)? {
        for argument in arguments {
            guard case .implicitMember(let name, _) = argument.value.kind else { continue }
            let resolvesSomewhere = overloads.contains { function in
                guard let matched = matches[ObjectIdentifier(function)] else { return false }
                return zip(function.type.parameters, matched).contains { parameter, group in
                    group.contains { $0.value.id == argument.value.id }
                        && (isOpen(parameter.type)
                            || !hasError(Checker(probing: self).expression(argument.value, expected: parameter.type).type))
                }
            }
            if !resolvesSomewhere { return (name.name, argument.value.range) }
        }
        return nil
    }

    /// Whether a parameter's type is generic or existential (`some ShapeStyle`), where an implicit
    /// member is resolved later, against the generic's constraints, not by a probe here.
    private func isOpen(_ type: SwiftType) -> Bool {
        if containsGeneric(type) { return true }
        if case .existential = type.unwrappingOptionals { return true }
        return false
    }

    /// Whether a type is or contains the error type (an argument that needs its context).
    func hasError(_ type: SwiftType) -> Bool {
        var found = false
        _ = type.mapped { part in
            if case .error = part { found = true }
            return nil
        }
        return found
    }

    /// Whether a closure or key path argument fits a parameter of `type` when choosing an overload.
    /// Whether a closure that names its parameters (`{ old, new in … }`) takes as many as the
    /// function type `type` passes (one tuple, or unless `strictly` one generic parameter that
    /// may be a tuple, may be taken apart into its elements); a closure that names none fits any
    /// (its `$0`, `$1` are counted once its type is known).
    private func closureArityFits(_ value: Expr, _ type: SwiftType, strictly: Bool) -> Bool {
        guard case .closure(let closure) = value.kind, let parameters = closure.parameters,
              case .function(let function) = type.unwrappingOptionals else { return true }
        return closureArity(parameters.count, fits: function, strictly: strictly)
    }

    /// Whether an argument of `type` cannot be what a generic parameter's type wants, whatever
    /// its generic parameters stand for: a closed range for a half-open one or the reverse
    /// (`random(in: 0...9)` beside `random(in: Range<Self>)`), or a value that is no function for a
    /// function (`AnyIterator(counter)` beside `init(_ body: () -> Element?)`): a value of a
    /// concrete type converts to none, and neither does a generic parameter bound by a protocol
    /// (`I: IteratorProtocol`).
    private func argumentShapeMisses(_ type: SwiftType, _ parameter: SwiftType) -> Bool {
        if case .range(_, let closed) = type, case .range(_, let wanted) = parameter { return closed != wanted }
        guard case .function = parameter.unwrappingOptionals else { return false }
        switch type.unwrappingOptionals {
        case .generic(let argument): return !argument.constraints.allSatisfy { $0.name == "Sendable" }
        case .function, .existential, .opaque, .error, .never: return false
        default: return true
        }
    }

    private func takesFunction(_ type: SwiftType) -> Bool {
        switch type.unwrappingOptionals {
        case .function: return true
        // A function type conforms to no protocol but the marker `Sendable`: a closure cannot
        // stand for `S: Sequence` (`AnySequence { … }` is the closure initialiser, not the sequence one).
        case .generic(let parameter): return parameter.constraints.allSatisfy { $0.name == "Sendable" }
        default: return false
        }
    }
}
