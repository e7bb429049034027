import Foundation

/// The rules of Swift 5.7's string searches that give positions (`firstRange(of:)`,
/// `ranges(of:)`) or cut by a match (`trimmingPrefix(_:)`), declared in
/// `StandardLibrary+Strings.swift`. They compare Characters, as Swift's `Collection` algorithms
/// do (so `"café"` contains `"e\u{301}"`), and give the base's `String.Index`es, a
/// Substring's included (Checker+TextPositions.swift).
extension Checker {
    /// The type of text argument `argument` is checked as: a Substring stays one, anything else
    /// is checked as a String (a literal, a Character's text).
    func textArgumentType(_ argument: Argument) -> SwiftType {
        Checker(probing: self).expression(argument.value, expected: nil).type == .substring ? .substring : .string
    }

    /// `text.firstRange(of: other)` and `text.ranges(of: other)`: the `Range<String.Index>` of the
    /// first match, or of every match not overlapping an earlier one, left to right; Foundation's
    /// `text.range(of: other)` is its own search (an empty `other` is found nowhere).
    func stringRangesRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, site.receiverType == .string, site.arguments.count == 1,
              site.arguments[0].label?.name == "of" else { return nil }
        guard let nodes = simpleArguments(site.arguments, [("of", textArgumentType(site.arguments[0]))], range: site.range) else {
            return Typed(base.node, .error)
        }
        let (isFirst, isFoundation) = (site.name != "ranges", site.name == "range")
        let rangeType = SwiftType.range(.stringIndex, closed: false)
        return Typed(BuiltinCall(arguments: [base.node] + nodes, line: site.line) { values, interpreter, line in
            let (text, first) = (Checker.stringText(values[0]), values[0].textStart)
            func indices(_ match: Range<String.Index>) -> Value {
                .range(.int(Checker.textIndex(match.lowerBound, in: text, first: first)),
                       .int(Checker.textIndex(match.upperBound, in: text, first: first)), closed: false)
            }
            if isFoundation {
                try interpreter.checkInterrupt(line: line)
                return text.range(of: Checker.stringText(values[1])).map(indices) ?? .null
            }
            var found: [Value] = []
            try Checker.forEachMatch(of: Checker.stringText(values[1]), in: text, interpreter, line: line) { match in
                found.append(indices(match))
                return !isFirst
            }
            return isFirst ? found.first ?? .null : .array(found)
        }, isFirst ? .optional(rangeType) : .array(rangeType))
    }

    /// Foundation's `localizedCaseInsensitiveContains(_:)` and `localizedStandardContains(_:)`
    /// (a search field's filter), Foundation's own comparison.
    func localizedContainsRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, site.receiverType == .string, site.arguments.count == 1 else { return nil }
        guard let nodes = simpleArguments(site.arguments, [(nil, textArgumentType(site.arguments[0]))], range: site.range) else {
            return Typed(base.node, .error)
        }
        let standard = site.name == "localizedStandardContains"
        return Typed(BuiltinCall(arguments: [base.node] + nodes, line: site.line) { values, interpreter, line in
            try interpreter.checkInterrupt(line: line)
            let (text, other) = (Checker.stringText(values[0]), Checker.stringText(values[1]))
            return .bool(standard ? text.localizedStandardContains(other) : text.localizedCaseInsensitiveContains(other))
        }, .bool)
    }

    /// `text.trimmingPrefix(prefix)`: the Substring after `prefix` when the text starts with it,
    /// else the whole text.
    func trimmingPrefixRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, site.receiverType == .string, site.arguments.count == 1,
              site.arguments[0].label == nil else { return nil }
        if case .closure = site.arguments[0].value.kind { return nil }
        guard let nodes = simpleArguments(site.arguments, [(nil, textArgumentType(site.arguments[0]))], range: site.range) else {
            return Typed(base.node, .error)
        }
        return Typed(BuiltinCall(arguments: [base.node] + nodes, line: site.line) { values, _, _ in
            let (text, first) = (Checker.stringText(values[0]), values[0].textStart)
            let prefix = Checker.stringText(values[1])
            let rest = text.starts(with: prefix) ? text.index(text.startIndex, offsetBy: prefix.count) : text.startIndex
            return .substring(String(text[rest...]), startIndex: Checker.textIndex(rest, in: text, first: first))
        }, .substring)
    }

    /// Calls `body` with each match of `needle` in `text` that does not overlap an earlier one,
    /// left to right, until it returns false; an empty needle matches before every Character
    /// and at the end, as Swift's `ranges(of:)` finds it. Looks at the interrupt flag as it goes.
    static func forEachMatch(of needle: String, in text: String, _ interpreter: Interpreter, line: Int,
                             _ body: (Range<String.Index>) -> Bool) throws {
        var position = text.startIndex
        var step = 0
        while true {
            step += 1
            try interpreter.checkInterrupt(step: step, line: line)
            if text[position...].starts(with: needle) {
                let end = text.index(position, offsetBy: needle.count)
                guard body(position..<end) else { return }
                if end > position {
                    position = end
                    continue
                }
            }
            guard position < text.endIndex else { return }
            position = text.index(after: position)
        }
    }
}
