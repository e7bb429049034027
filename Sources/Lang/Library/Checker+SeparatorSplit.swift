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
            guard let maxSplits = values[2].intValue, maxSplits >= 0 else {
                throw RuntimeError("Must take zero or more splits", line: line)
            }
            let omitting = values[3].boolValue ?? true
            let all = try Sequences.elements(of: values[0], line: line)
            let first = Checker.startOffset(of: values[0])
            let equal = StaticWitness.equality(interpreter, line: line)
            var pieces: [Value] = []
            var start = 0
            /// Adds the run `start..<end` unless it is empty and empty runs are left out.
            func close(at end: Int) -> Bool {
                if start == end && omitting { return false }
                pieces.append(.slice(Array(all[start..<end]), startIndex: first + start))
                return true
            }
            if maxSplits > 0 {
                for index in all.indices {
                    try Interpreter.checkInterrupt(step: index, line: line)
                    guard try equal(all[index], values[1]) else { continue }
                    let added = close(at: index)
                    start = index + 1
                    if added && pieces.count == maxSplits { break }
                }
            }
            if start != all.count || !omitting {
                pieces.append(.slice(Array(all[start...]), startIndex: first + start))
            }
            return .array(pieces)
        }, site.name)
    }
}
