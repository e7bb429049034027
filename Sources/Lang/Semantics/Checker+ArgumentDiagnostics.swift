/// What is wrong with a call's arguments, in swiftc's words and where swiftc points: labels that
/// differ are reported at the `(`, one missing argument where it would be written, one extra
/// argument at its value, several of either at the `(`.
extension Checker {
    /// Reports why `arguments` do not fit `parameters` (the call at `range`); called once the
    /// matching has failed, so it always reports something.
    func diagnoseArguments(_ arguments: [Argument], _ parameters: [ParameterSpec], range: SourceRange) {
        let parentheses = callParentheses(arguments, range: range)
        let open = parentheses.open ?? range
        // Arguments that line up with the parameters (those left over have defaults) differ only in labels.
        if arguments.count <= parameters.count, !parameters.contains(where: \.takesMany),
           parameters[arguments.count...].allSatisfy(\.hasDefault),
           diagnoseLabels(arguments, Array(parameters.prefix(arguments.count)), at: open,
                          allParameters: arguments.count == parameters.count) {
            return
        }
        let (missing, extra, insertedAfter) = matchByLabel(arguments, parameters)
        if extra.count == 1, let index = extra.first {
            let argument = arguments[index]
            if parameters.isEmpty {
                error("argument passed to call that takes no arguments", caret(argument.value))
            } else if let label = argument.label {
                error("extra argument '\(label.name)' in call", caret(argument.value))
            } else {
                error("extra argument in call", caret(argument.value))
            }
        } else if !extra.isEmpty {
            error(parameters.isEmpty ? "argument passed to call that takes no arguments"
                  : "extra arguments at positions \(extra.map { "#\($0 + 1)" }.joined(separator: ", ")) in call", open)
        }
        if missing.count == 1, let index = missing.first {
            let insertion: SourceRange
            if let previous = insertedAfter {
                insertion = SourceRange(at: arguments[previous].range.end)
            } else {
                let before = arguments.first.map(\.range.start.offset) ?? parentheses.close?.start.offset ?? range.end.offset
                insertion = lastNonBlank(before: before).map { SourceRange(at: location(atOffset: $0 + 1)) } ?? range
            }
            error("missing argument for parameter \(parameterName(parameters, index)) in call", insertion)
        } else if !missing.isEmpty {
            let names = missing.map { parameterName(parameters, $0) }.joined(separator: ", ")
            error("missing arguments for parameters \(names) in call", open)
        }
        if !missing.isEmpty, extra.isEmpty { noteImplicitMemberContexts(arguments, parameters) }
        if !missing.isEmpty || !extra.isEmpty { return }
        let have = arguments.map { ($0.label?.name ?? "_") + ":" }.joined()
        let want = parameters.map { ($0.label ?? "_") + ":" }.joined()
        error("incorrect argument label in call (have '\(have)', expected '\(want)')", open)
    }

    /// Arguments paired with parameters in order: labels in the wrong order, or labels that
    /// differ (missing, extraneous, or incorrect ones). Returns whether it reported.
    /// When defaulted parameters are left over (`allParameters` false), swiftc reads a label
    /// that differs from another as an extra argument, and a missing label at the argument.
    private func diagnoseLabels(_ arguments: [Argument], _ parameters: [ParameterSpec], at open: SourceRange,
                                allParameters: Bool) -> Bool {
        let given = arguments.map { label(of: $0) }
        let wanted = parameters.map(\.label)
        let differing = given.indices.filter { given[$0] != wanted[$0] && !isTrailingClosure(arguments[$0]) }
        guard let first = differing.first else { return false }
        // With defaulted parameters left over, swiftc takes a label for another only as a typo of
        // it (`widht:` for `width:`); any other is an extra argument.
        if !allParameters, differing.contains(where: { index in
            guard let have = given[index], let want = wanted[index] else { return false }
            return !isTypo(have, of: want)
        }) { return false }
        if given.sorted(by: { ($0 ?? "") < ($1 ?? "") }) == wanted.sorted(by: { ($0 ?? "") < ($1 ?? "") }) {
            // A permutation: the first argument written after one it should come before.
            let order = given.map { name in wanted.firstIndex { $0 == name } ?? 0 }
            for later in order.indices {
                if let earlier = order[..<later].firstIndex(where: { $0 > order[later] }),
                   let name = given[later], let other = given[earlier] {
                    error("argument '\(name)' must precede argument '\(other)'", arguments[later].range)
                    return true
                }
            }
        }
        let plural = differing.count > 1 ? "s" : ""
        let listed = differing.map { (given[$0] ?? wanted[$0] ?? "_") + ":" }.joined()
        if differing.allSatisfy({ given[$0] == nil }) {
            // One argument without its label is blamed itself, as swiftc does; otherwise the list.
            let blamed = arguments.count == 1 ? SourceRange(at: arguments[first].range.start) : open
            error("missing argument label\(plural) '\(listed)' in call", blamed)
        } else if differing.allSatisfy({ wanted[$0] == nil }) {
            error("extraneous argument label\(plural) '\(listed)' in call", open)
        } else {
            let have = given.map { ($0 ?? "_") + ":" }.joined()
            let want = wanted.map { ($0 ?? "_") + ":" }.joined()
            error("incorrect argument label\(plural) in call (have '\(have)', expected '\(want)')", open)
        }
        return true
    }

    /// Arguments matched to parameters by label in order, as swiftc does before it gives up: the
    /// parameters left without an argument (defaults aside), the arguments left without a
    /// parameter, and the argument after which the first missing one would be written (the
    /// last matched before it; nil: first in the list).
    /// The implicit member arguments (`.zero`) of a call that lacks another argument: swiftc still
    /// types each by its parameter, so `lowerAll` gives it that type as its context.
    private func noteImplicitMemberContexts(_ arguments: [Argument], _ parameters: [ParameterSpec]) {
        for (argument, parameter) in argumentsByLabel(arguments, parameters).bound {
            let value = arguments[argument].value
            let type = parameters[parameter].type
            guard startsWithImplicitMember(value), !containsGeneric(type) else { continue }
            implicitMemberArgumentContexts[value.id] = type
        }
    }

    private func matchByLabel(_ arguments: [Argument], _ parameters: [ParameterSpec])
        -> (missing: [Int], extra: [Int], insertedAfter: Int?) {
        let matched = argumentsByLabel(arguments, parameters)
        return (matched.missing, matched.extra, matched.insertedAfter)
    }

    /// `matchByLabel`'s matching, with the pairs it bound (argument and parameter indices).
    func argumentsByLabel(_ arguments: [Argument], _ parameters: [ParameterSpec])
        -> (missing: [Int], extra: [Int], bound: [(argument: Int, parameter: Int)], insertedAfter: Int?) {
        var bound: [(argument: Int, parameter: Int)] = []
        var missing: [Int] = []
        var extra: [Int] = []
        var insertedAfter: Int?
        var next = 0
        var lastMatched: Int?
        func skip(to end: Int, after previous: Int?) {
            let skipped = (next..<end).filter { !parameters[$0].hasDefault && !parameters[$0].takesMany }
            if missing.isEmpty, !skipped.isEmpty { insertedAfter = previous }
            missing += skipped
        }
        for (index, argument) in arguments.enumerated() {
            if next > 0, parameters[next - 1].takesMany, argument.label == nil, !isTrailingClosure(argument) { continue }
            let fits = { (parameter: ParameterSpec) in
                self.isTrailingClosure(argument) ? self.acceptsClosure(parameter.type) : parameter.label == self.label(of: argument)
            }
            guard let found = parameters[next...].firstIndex(where: fits) else {
                extra.append(index)
                continue
            }
            skip(to: found, after: lastMatched)
            bound.append((index, found))
            lastMatched = index
            next = found + 1
        }
        skip(to: parameters.count, after: lastMatched)
        return (missing, extra, bound, insertedAfter)
    }

    /// Whether swiftc's typo correction takes the label `have` for `want`: one edit for every
    /// three letters written, or any for two one-letter labels.
    private func isTypo(_ have: String, of want: String) -> Bool {
        if have.count == 1, want.count == 1 { return true }
        return Checker.editDistance(Array(have.unicodeScalars), Array(want.unicodeScalars), limit: (have.count + 1) / 3) != nil
    }

    /// An argument's label, with `_:` read as none.
    private func label(of argument: Argument) -> String? {
        guard let name = argument.label?.name, name != "_" else { return nil }
        return name
    }

    private func isTrailingClosure(_ argument: Argument) -> Bool {
        trailingRanges.contains(argument.range)
    }

    /// `'radius'` for a labelled parameter, `#2` for an unlabelled one.
    private func parameterName(_ parameters: [ParameterSpec], _ index: Int) -> String {
        parameters[index].label.map { "'\($0)'" } ?? "#\(index + 1)"
    }

    /// Where a call's `(` is, if it has parentheses: before its first argument, or before its
    /// `)` (which ends the call or comes before its trailing closure).
    func callParentheses(_ arguments: [Argument], range: SourceRange) -> (open: SourceRange?, close: SourceRange?) {
        let written = arguments.prefix { !isTrailingClosure($0) }
        let closeOffset: Int? = {
            if written.count < arguments.count {
                let offset = lastNonBlank(before: arguments[written.count].range.start.offset)
                return offset.flatMap { sourceScalars[$0] == ")" ? $0 : nil }
            }
            let offset = range.end.offset - 1
            return offset >= 0 && offset < sourceScalars.count && sourceScalars[offset] == ")" ? offset : nil
        }()
        let openOffset: Int? = {
            if let first = written.first { return lastNonBlank(before: first.range.start.offset) }
            return closeOffset.flatMap { lastNonBlank(before: $0) }
        }()
        let open = openOffset.flatMap { sourceScalars[$0] == "(" ? SourceRange(at: location(atOffset: $0)) : nil }
        return (open, closeOffset.map { SourceRange(at: location(atOffset: $0)) })
    }

    /// The offset of the last scalar before `offset` that is not a space, tab or newline.
    private func lastNonBlank(before offset: Int) -> Int? {
        var index = min(offset, sourceScalars.count) - 1
        while index >= 0, [" ", "\t", "\n", "\r"].contains(sourceScalars[index]) { index -= 1 }
        return index >= 0 ? index : nil
    }

    /// The line and column of `offset` in the cell's source.
    private func location(atOffset offset: Int) -> SourceLocation {
        var line = 1
        var column = 1
        for index in 0..<min(offset, sourceScalars.count) {
            if sourceScalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return SourceLocation(line: line, column: column, offset: offset)
    }
}
