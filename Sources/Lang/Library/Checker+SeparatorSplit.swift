/// `split(separator:maxSplits:omittingEmptySubsequences:)` of an array or an array slice
/// (`StandardLibrary+PrefixWhile.swift`): the runs between elements equal to the separator, as
/// ArraySlices keeping their places in the base, cut as Swift's `Collection.split` cuts.
extension Checker {
    func arraySplitRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base else { return nil }
        let element: SwiftType
        switch base.type {
        case .array(let inner), .arraySlice(let inner): element = inner
        default: return nil
        }
        let (arguments, range, line) = (site.arguments, site.range, site.line)
        let specs = [ParameterSpec(label: "separator", type: element, isLibrary: true),
                     ParameterSpec(label: "maxSplits", type: .int, hasDefault: true, defaultValue: Constant(.int(Int.max), line: line)),
                     ParameterSpec(label: "omittingEmptySubsequences", type: .bool, hasDefault: true,
                                   defaultValue: Constant(.bool(true), line: line))]
        guard let matched = matchArguments(arguments, to: specs, range: range, report: true) else { return Typed(base.node, .error) }
        if !conforms(element, toBuiltin: "Equatable"), element != .error, !(element.nominalDecl?.kind == .enum) {
            // swiftc's words: the closure-taking `split(whereSeparator:)` is the other candidate.
            error("no exact matches in call to instance method 'split'", site.nameRange ?? range)
        }
        let nodes = lowerArguments(matched, specs, substitution: [:], range: range).nodes
        return recordingSliceCall(sequenceCall(site, .array(.arraySlice(element)), nodes) { values, interpreter, line in
            let equal = StaticWitness.equality(interpreter, line: line)
            return try Checker.splitRuns(values[0], maxSplits: values[2], omitting: values[3], line: line) { try equal($0, values[1]) }
        }, site.name)
    }
}
