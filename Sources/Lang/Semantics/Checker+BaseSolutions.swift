/// A method call whose base calls a library method of several overloads that differ in their
/// results, solved as swiftc solves the whole expression: once per overload of the base (a
/// solution each), the solutions ranked by score (Checker+OverloadRanking.swift: fewest fixes
/// first), then compared point by point, where one is better at a point when its declaration
/// there is the more specialised. A solution better at some point and worse at none wins; two
/// that each win somewhere tie, and swiftc will not choose.
///
/// String's and Substring's `split` is such a base: Collection's (pieces `Substring`) and
/// Sequence's (pieces `ArraySlice<Character>`). Collection's is the more specialised at `split`
/// (Collection refines Sequence), so it wins unless the call on the pieces ranks Sequence's
/// higher: a closure whose whole result is a piece's member that ArraySlice declares itself
/// where Substring takes a protocol's default (`count`, `indices`) is better with Sequence's,
/// and the two tie (`text.split(separator: " ").map { $0.count }` is "ambiguous use of
/// 'split(separator:maxSplits:omittingEmptySubsequences:)'", swiftc 6.3; `{ $0.indices }`, whose
/// results differ, "ambiguous use of 'indices'"). A fix in one solution decides instead:
/// `let r: [Range<Int>] = ….map { $0.indices }` is Sequence's (the context is part of the
/// solution), `map { (p: Substring) in p.count }` Collection's. Inside a larger expression
/// (`$0.count + 1`, `($0.count)`, `$0.count as Int`) swiftc's records show the member ranking
/// level, so only the whole result is a point here. Which members rank so is from those
/// records (Tests/Differential/Core/strings/*split*), not read from the standard library.
extension Checker {
    /// One overload of the base's method, as a solution of the whole call.
    private struct BaseSolution {
        var result: SwiftType
        /// How deep in the protocol hierarchy the overload is declared (Sequence 0, Collection
        /// 1): the deeper is the more specialised.
        var refinement: Int
        var score = Score()
        /// The type of the closure's whole-result member, and whether the piece declares it itself.
        var member: (type: SwiftType, own: Bool)?
    }

    /// What the solutions come to.
    enum BaseSolutionsVerdict {
        /// The base typed as the winning overload, other than the one it was typed as.
        case retyped(Typed)
        /// swiftc's ambiguity, reported here.
        case reported
    }

    /// The members a `split` piece's type declares itself where the other piece's type takes
    /// Collection's default: swiftc ranks a type's own declaration above a protocol
    /// extension's. (Both pieces' `isEmpty`, `first`, `startIndex`, `endIndex` rank level.)
    private static let ownPieceMembers: Set<String> = ["count", "indices"]

    /// swiftc's verdict on `base.name(arguments)` when `base` calls String's or Substring's
    /// `split` (typed as Collection's, `typedBase`) and an argument is a closure; nil when
    /// Collection's overload, as typed, wins, or when every solution needs a fix (the usual
    /// typing then words the error).
    func rankBaseSolutions(_ base: Expr, _ typedBase: Typed, name: Identifier, arguments: [Argument], expected: SwiftType?,
                           range: SourceRange) -> BaseSolutionsVerdict? {
        guard typedBase.type == .array(.substring), case .call(let split) = base.kind,
              case .member(_, let splitName, _) = split.callee.kind, splitName.name == "split" else { return nil }
        let closures = arguments.compactMap { argument -> ClosureExpr? in
            if case .closure(let closure) = argument.value.kind { return closure }
            return nil
        }
        // A separator of several characters is Collection's alone.
        guard closures.count == 1, !splitsOnText(split.arguments) else { return nil }
        let labels = (split.arguments + split.trailingClosures).compactMap { $0.label?.name }
        let closureSplit = labels.contains("whereSeparator") || split.arguments.contains { argument in
            if case .closure = argument.value.kind { return true }
            return false
        } || !split.trailingClosures.isEmpty
        let selector = closureSplit ? "split(maxSplits:omittingEmptySubsequences:whereSeparator:)"
            : "split(separator:maxSplits:omittingEmptySubsequences:)"
        var solutions = [BaseSolution(result: .array(.substring), refinement: 1),
                         BaseSolution(result: .array(.arraySlice(.character)), refinement: 0)]
        let resultMember = wholeResultMember(closures[0])
        for index in solutions.indices {
            let probe = Checker(probing: self)
            var memberType: SwiftType?
            if let resultMember {
                probe.expressionObserver = { value, type, _, _ in
                    if value.id == resultMember.id { memberType = type }
                }
            }
            let value = probe.callMethod(Typed(typedBase.node, solutions[index].result), basePlace: nil, name: name,
                                         arguments: arguments, expected: expected, range: range)
            solutions[index].score.fixes = probe.diagnostics.filter { $0.severity == .error }.count
            // The call's context is part of the expression: a value it does not take is a fix
            // (a generic parameter's context takes either: the call binds it).
            if let expected, !hasError(value.type), !hasError(expected), !containsGeneric(expected),
               !converts(value.type, to: expected) {
                solutions[index].score.fixes += 1
            }
            if let resultMember, let memberType, case .member(_, let member, _) = resultMember.kind {
                let own = solutions[index].result == .array(.arraySlice(.character)) && Checker.ownPieceMembers.contains(member.name)
                solutions[index].member = (memberType, own)
            }
        }
        guard let lowest = solutions.map(\.score).min(), lowest.fixes == 0 else { return nil }
        let best = solutions.filter { $0.score == lowest }
        let winners = best.filter { candidate in
            best.allSatisfy { other in other.result == candidate.result || isBetter(candidate, than: other) }
        }
        if winners.count == 1 {
            guard winners[0].result != typedBase.type, let pieces = sequenceSplit(typedBase) else { return nil }
            return .retyped(pieces)
        }
        // A tie: swiftc names the point whose choices differ in type, else the base's method.
        if let resultMember, case .member(_, let member, _) = resultMember.kind,
           Set(best.compactMap { $0.member?.type.description }).count > 1 {
            error("ambiguous use of '\(member.name)'", member.range)
        } else {
            error("ambiguous use of '\(selector)'", splitName.range)
        }
        return .reported
    }

    /// Whether `first` is better than `second` at some point and worse at none: at the base's
    /// method (the deeper protocol's overload) and at the closure's whole-result member (a
    /// type's own declaration).
    private func isBetter(_ first: BaseSolution, than second: BaseSolution) -> Bool {
        var better = false
        var worse = false
        if first.refinement != second.refinement {
            if first.refinement > second.refinement { better = true } else { worse = true }
        }
        if let one = first.member?.own, let other = second.member?.own, one != other {
            if one { better = true } else { worse = true }
        }
        return better && !worse
    }

    /// The member of its parameter that is a closure's whole result (`{ $0.count }`,
    /// `{ p in return p.indices }`), or nil.
    private func wholeResultMember(_ closure: ClosureExpr) -> Expr? {
        guard closure.body.count == 1 else { return nil }
        let parameter: String
        if let parameters = closure.parameters {
            guard parameters.count == 1 else { return nil }
            parameter = parameters[0].name.name
        } else {
            guard closure.anonymousParameterCount == 1 else { return nil }
            parameter = "$0"
        }
        let body: Expr
        switch closure.body[0].kind {
        case .expression(let value): body = value
        case .return(let value?): body = value
        default: return nil
        }
        guard case .member(let receiver, _, _) = body.kind, case .identifier(let name, _) = receiver.kind,
              name.name == parameter else { return nil }
        return body
    }

    /// The base's pieces as Sequence's `split` gives them, from the arguments of the
    /// `split(separator:maxSplits:omittingEmptySubsequences:)` call `typedBase` is (its text
    /// and separator first): `ArraySlice<Character>`s of the text's characters, each keeping
    /// its indices there (`"ab cd".split(…)`'s second piece is indexed `3..<5`); nil for
    /// another call.
    private func sequenceSplit(_ typedBase: Typed) -> Typed? {
        guard let call = typedBase.node as? BuiltinCall, call.arguments.count == 4 else { return nil }
        return Typed(BuiltinCall(arguments: call.arguments, line: call.line) { values, _, _ in
            guard case .character(let separator) = values[1] else { return .array([]) }
            let characters = Array(Checker.stringText(values[0]))
            let pieces = characters.split(separator: separator, maxSplits: Swift.max(0, values[2].intValue ?? Int.max),
                                          omittingEmptySubsequences: values[3].boolValue ?? true)
            return .array(pieces.map { piece in .slice(piece.map { Value.character($0) }, startIndex: piece.startIndex) })
        }, .array(.arraySlice(.character)))
    }
}
