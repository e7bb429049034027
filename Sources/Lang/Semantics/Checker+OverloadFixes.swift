/// When no overload takes a call's labels, swiftc blames the candidate that needs the fewest
/// fixes (`frame(widht:height:)` is `frame(width:height:alignment:)` with one label wrong, not
/// the seven-parameter `frame(minWidth:…)`), and says "no exact matches" only when two need as
/// few.
extension Checker {
    /// The overload that needs the fewest fixes to take `arguments`, or nil when two need as few.
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

    /// How many fixes `parameters` need to take `arguments`: relabelled arguments when they line
    /// up with the parameters in order, else the arguments missing and extra by label; plus each
    /// argument whose own type does not convert to its parameter's.
    private func fixes(_ parameters: [ParameterSpec], _ arguments: [Argument], types: [NodeID: SwiftType]) -> Int {
        func mismatch(_ argument: Argument, _ parameter: ParameterSpec) -> Int {
            guard let type = types[argument.value.id], !hasError(type), !containsGeneric(parameter.type),
                  !converts(type, to: parameter.type, slicesAsBases: parameter.isLibrary) else { return 0 }
            // A literal takes its type from the parameter (`10` for a `CGFloat?`).
            let typed = Checker(probing: self).expression(argument.value, expected: parameter.type).type
            return !hasError(typed) && converts(typed, to: parameter.type, slicesAsBases: parameter.isLibrary) ? 0 : 1
        }
        var best = Int.max
        if arguments.count <= parameters.count, !parameters.contains(where: \.isVariadic),
           parameters[arguments.count...].allSatisfy(\.hasDefault) {
            best = zip(arguments, parameters).reduce(0) { count, pair in
                let (argument, parameter) = pair
                let relabel = trailingRanges.contains(argument.range) || argument.label?.name == parameter.label
                    || argument.label?.name == "_" && parameter.label == nil ? 0 : 1
                return count + relabel + mismatch(argument, parameter)
            }
        }
        let (missing, extra, bound, _) = argumentsByLabel(arguments, parameters)
        let byLabel = missing.count + extra.count + bound.reduce(0) { $0 + mismatch(arguments[$1.argument], parameters[$1.parameter]) }
        return min(best, byLabel)
    }
}
