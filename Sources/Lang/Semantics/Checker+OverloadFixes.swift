/// When no overload takes a call's labels, swiftc blames the candidate that needs the fewest
/// fixes (`frame(widht:height:)` is `frame(width:height:alignment:)` with one label wrong, not
/// the seven-parameter `frame(minWidth:…)`), and says "no exact matches" only when two need as
/// few.
extension Checker {
    /// The overload that needs the least fixing to take `arguments`, or nil when two need as little.
    func closestOverload(_ functions: [FunctionSymbol], arguments: [Argument], range: SourceRange) -> FunctionSymbol? {
        closestCandidate(functions.map(parameterSpecs), arguments: arguments).map { functions[$0] }
    }

    /// The index of the parameter list among `candidates` that needs the fewest fixes to take
    /// `arguments`; nil when two that need as few differ in their labels (candidates with the
    /// same labels, `Shape.offset(x:y:)` and `View.offset(x:y:)`, get the same diagnostic, which
    /// swiftc gives once).
    func closestCandidate(_ candidates: [[ParameterSpec]], arguments: [Argument]) -> Int? {
        var types: [NodeID: SwiftType] = [:]
        let probe = Checker(probing: self)
        for argument in arguments {
            switch argument.value.kind {
            case .closure, .keyPath, .implicitMember, .inOut: continue
            default: types[argument.value.id] = probe.expression(argument.value, expected: nil).type
            }
        }
        let scores = candidates.map { fixes($0, arguments, types: types) }
        guard let fewest = scores.min(), let first = scores.firstIndex(of: fewest) else { return nil }
        let labels = { (index: Int) in candidates[index].map { [$0.label ?? "_", $0.hasDefault ? "=" : ""] } }
        let sameDiagnostic = scores.indices.allSatisfy { scores[$0] != fewest || labels($0) == labels(first) }
        return sameDiagnostic ? first : nil
    }

    /// How much fixing `parameters` need to take `arguments`, weighed as swiftc weighs its fixes:
    /// relabelling arguments that line up with the parameters in order is one fix (1, and 3 more
    /// for each label renamed, 2 for each label to drop, 1 for each that belongs elsewhere); else,
    /// matched by label, 2 for each argument missing and 5 for each extra one; and 2 for each
    /// argument whose own type does not convert to its parameter's.
    private func fixes(_ parameters: [ParameterSpec], _ arguments: [Argument], types: [NodeID: SwiftType]) -> Int {
        func mismatch(_ argument: Argument, _ parameter: ParameterSpec) -> Int {
            guard let type = types[argument.value.id], !hasError(type), !containsGeneric(parameter.type),
                  !converts(type, to: parameter.type, slicesAsBases: parameter.isLibrary) else { return 0 }
            // A literal takes its type from the parameter (`10` for a `CGFloat?`).
            let typed = Checker(probing: self).expression(argument.value, expected: parameter.type).type
            return !hasError(typed) && converts(typed, to: parameter.type, slicesAsBases: parameter.isLibrary) ? 0 : 2
        }
        var best = Int.max
        if arguments.count <= parameters.count, !parameters.contains(where: \.takesMany),
           parameters[arguments.count...].allSatisfy(\.hasDefault) {
            let wanted = parameters.prefix(arguments.count).map(\.label)
            var relabel = 0
            var mismatches = 0
            for (argument, parameter) in zip(arguments, parameters) {
                mismatches += mismatch(argument, parameter)
                let given = argument.label.flatMap { $0.name == "_" ? nil : $0.name }
                guard !trailingRanges.contains(argument.range), given != parameter.label else { continue }
                relabel = max(relabel, 1)
                guard let given else { continue }
                relabel += wanted.filter({ $0 == given }).count == 1 ? 1 : parameter.label == nil ? 2 : 3
            }
            best = relabel + mismatches
        }
        let (missing, extra, bound, _) = argumentsByLabel(arguments, parameters)
        let byLabel = 2 * missing.count + 5 * extra.count
            + bound.reduce(0) { $0 + mismatch(arguments[$1.argument], parameters[$1.parameter]) }
        return min(best, byLabel)
    }
}
