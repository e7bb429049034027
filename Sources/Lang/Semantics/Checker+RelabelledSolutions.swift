/// A candidate that fails a call's labels is still one of swiftc's solutions when relabelling
/// alone makes it take the arguments: a fix of weight 1, as an unwrap is. Where the candidates
/// that take the labels need an unwrap at best, the two kinds of fix tie and swiftc says "no
/// exact matches" (`T(Int(s))` beside `init(_: Int)` and `init<V>(label: V)`, as `String(o)` of
/// an `Int?` beside `String(describing:)`; swiftc 6.3.1), unless its solver ranked the
/// solutions first, where the more specialised `init(_: Int)` wins and its unwrap is the error
/// (Checker+OptionalConversionArguments).
extension Checker {
    /// Whether `fitting`, the candidates that take the labels, need at best one unwrap while
    /// another of `functions` takes the arguments relabelled at no cost to swiftc's score: each
    /// argument in order passed as exactly its own type or as a whole generic parameter whose
    /// protocols it meets (a conversion to `Any` or into an Optional scores, and that solution
    /// then loses).
    func relabellingTies(_ fitting: [FunctionSymbol], among functions: [FunctionSymbol],
                         matches: [ObjectIdentifier: [[Argument]]], arguments: [Argument]) -> Bool {
        guard !fitting.isEmpty, functions.count > fitting.count, !arguments.isEmpty else { return false }
        let others = functions.filter { function in !fitting.contains { $0 === function } }
        // Labels alone rule most calls out: then no argument needs typing (a probe each).
        guard others.contains(where: { labelsTakeRelabelled($0, arguments) }) else { return false }
        var types: [NodeID: SwiftType?] = [:]
        for argument in arguments {
            switch argument.value.kind {
            case .closure, .keyPath, .implicitMember, .inOut: return false
            default: break
            }
            let type = contextFreeType(of: argument.value)
            if hasError(type) { return false }
            types[argument.value.id] = type
        }
        var unwrapped = false
        for function in fitting {
            guard let groups = matches[ObjectIdentifier(function)],
                  let fixes = failureImpact(function, groups, types: types) else { return false }
            if fixes.impact == 0 { return false }
            if fixes.impact == 1, !fixes.unwraps.isEmpty { unwrapped = true }
        }
        guard unwrapped, !arguments.contains(where: { solutionsRankedFirst(around: $0.value) }) else { return false }
        return others.contains { takesRelabelled($0, arguments, types: types) }
    }

    /// Whether `function`'s parameters take `arguments` in order with only labels added, by
    /// their labels and count alone (`takesRelabelled` then asks about their types).
    private func labelsTakeRelabelled(_ function: FunctionSymbol, _ arguments: [Argument]) -> Bool {
        let parameters = function.type.parameters
        guard arguments.count <= parameters.count, !parameters.contains(where: \.takesMany),
              parameters[arguments.count...].allSatisfy(\.hasDefault) else { return false }
        var relabelled = false
        for (argument, parameter) in zip(arguments, parameters) {
            let given = argument.label.flatMap { $0.name == "_" ? nil : $0.name }
            if given != parameter.label {
                // Renaming or dropping a label weighs more than adding one.
                guard given == nil else { return false }
                relabelled = true
            }
        }
        return relabelled
    }

    /// Whether `function` takes `arguments` in order with only labels added (each a fix of
    /// weight 1 together) and no conversion that scores.
    private func takesRelabelled(_ function: FunctionSymbol, _ arguments: [Argument], types: [NodeID: SwiftType?]) -> Bool {
        guard labelsTakeRelabelled(function, arguments) else { return false }
        for (argument, parameter) in zip(arguments, function.type.parameters) {
            guard let entry = types[argument.value.id], let type = entry else { return false }
            if parameter.type == type { continue }
            guard case .generic(let generic) = parameter.type, function.genericParameters.contains(generic),
                  generic.sameTypes.isEmpty,
                  generic.constraints.allSatisfy({ environment.conformances.conforms(type, to: $0) }) else { return false }
        }
        return true
    }

    /// Whether swiftc's solver decides the inner call `value` before a program's overloads
    /// around it and ranks their solutions: the inner call leaves a type open (see
    /// `solutionsRanked(around:)`) and has fewer choices than the outer overloads, as a
    /// labelled library initialiser (`Int(s, radix: r)`, `Int(exactly: 2.5)`) or a program
    /// type's has; an unlabelled library initialiser (`Int("5")`, `Double(s)`) has more, and the
    /// outer overloads go first, unranked.
    private func solutionsRankedFirst(around value: Expr) -> Bool {
        guard solutionsRanked(around: value), case .call(let call) = unparenthesized(value).kind,
              let type = typeNamed(by: call.callee) else { return false }
        if case .nominal(let decl, _) = type, !decl.isBuiltin { return true }
        return call.arguments.contains { $0.label != nil }
    }
}
