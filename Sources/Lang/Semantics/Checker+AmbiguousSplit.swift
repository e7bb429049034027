/// The `split` whose overload swiftc cannot choose: a String's pieces may be `Substring`s
/// (Collection's `split`) or `ArraySlice<Character>`s (Sequence's), and a closure that only reads
/// `count` of a piece (`count` is also `count(where:)`) fits both equally:
/// `text.split(separator: " ").map { $0.count }` is "ambiguous use of 'split(…)'" (swiftc 6.3).
/// Still recognised by its shape, not ranked (Checker+OverloadRanking.swift): swiftc weighs the
/// choice of `split` against the closure's `count` across whole solutions of the expression,
/// while this checker chooses `split` before it types the closure, once (`{ $0.isEmpty }`,
/// `{ $0.count + 1 }` and `map(\.count)` are not ambiguous in swiftc). Ranking it needs: both
/// `split`s in the library table (one String entry stands for them now; BuiltinSpecialization
/// would rank Collection's above Sequence's), the closure typed once per `split` (as
/// Checker+BodyTies does for a program's overloads) with its member's own overloads (`count`,
/// `count(where:)` as a value, `map`'s `T` left free), and solutions compared choice by choice,
/// so that one ranked above at `split` and below at `count` ties.
extension Checker {
    /// Reports `base.name(closure)` when `base` splits a String or Substring, `name` is `map` or
    /// `compactMap` and the closure's one expression is its untyped parameter's `count`; true
    /// when reported.
    func rejectAmbiguousSplit(_ base: Expr, _ typedBase: Typed, name: Identifier, arguments: [Argument]) -> Bool {
        guard ["map", "compactMap"].contains(name.name), typedBase.type == .array(.substring),
              case .call(let split) = base.kind, case .member(_, let splitName, _) = split.callee.kind,
              splitName.name == "split", arguments.count == 1, arguments[0].label == nil,
              case .closure(let closure) = arguments[0].value.kind, readsOnlyCount(closure) else { return false }
        let labels = (split.arguments + split.trailingClosures).compactMap { $0.label?.name }
        let selector = labels.contains("whereSeparator") ? "split(maxSplits:omittingEmptySubsequences:whereSeparator:)"
            : "split(separator:maxSplits:omittingEmptySubsequences:)"
        error("ambiguous use of '\(selector)'", splitName.range)
        return true
    }

    /// Whether `closure` is `{ $0.count }`, `{ p in p.count }` or `{ p in return p.count }`,
    /// its parameter without a type.
    private func readsOnlyCount(_ closure: ClosureExpr) -> Bool {
        guard closure.resultType == nil, closure.body.count == 1 else { return false }
        let parameter: String
        if let parameters = closure.parameters {
            guard parameters.count == 1, parameters[0].type == nil else { return false }
            parameter = parameters[0].name.name
        } else {
            guard closure.anonymousParameterCount == 1 else { return false }
            parameter = "$0"
        }
        let body: Expr
        switch closure.body[0].kind {
        case .expression(let value): body = value
        case .return(let value?): body = value
        default: return false
        }
        guard case .member(let receiver, let member, _) = body.kind, member.name == "count",
              case .identifier(let name, _) = receiver.kind else { return false }
        return name.name == parameter
    }
}
