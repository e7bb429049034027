/// "did you mean …?" for a name that is not found: the declared name nearest to the one written,
/// within swiftc's typo-correction distance (one edit per three characters, none for names of
/// one or two). swiftc gives these only with typo correction on (`-typo-correction-limit`; it has
/// been off by default since Swift 5.1), and then inside its error's text; Lang keeps swiftc's
/// default wording for the error and gives the suggestion as a note, so the error reads as
/// swiftc's and the reader still sees the near name.
extension Checker {
    /// Reports `message` at `range` with a "did you mean" note for the candidate nearest `name`.
    /// A probing checker reports the error alone: its diagnostics only say whether something
    /// failed, and the candidates (every name in scope, thousands while the prelude is checked)
    /// cost a thousand times the error.
    func errorSuggesting(_ message: String, _ range: SourceRange, name: String, among candidates: @autoclosure () -> [String]) {
        error(message, range)
        guard !isProbing, let best = Checker.nearestName(to: name, among: candidates()),
              let index = diagnostics.indices.last, diagnostics[index].message == message else { return }
        diagnostics[index].notes.append(Diagnostic.Note(message: "did you mean '\(best)'?", range: range))
    }

    /// The members of `type` a misspelt member name may have meant.
    func memberNames(of type: SwiftType, isStatic: Bool) -> [String] {
        guard let decl = type.nominalDecl else { return [] }
        let table = environment.members(of: decl)
        if isStatic {
            return decl.cases.map(\.name) + Array(table.staticVariables.keys) + Array(table.staticComputed.keys)
                + Array(table.staticMethods.keys) + Array(table.nestedTypes.keys)
        }
        return Array(table.fields.keys) + Array(table.computed.keys) + Array(table.methods.keys)
    }

    /// The names visible from the current scope, for a misspelt variable or function.
    func namesInScope() -> [String] {
        var names: [String] = []
        var current: Scope? = scope
        var hops = 0
        while let each = current, hops < 10_000 {
            names += each.names.keys
            current = each.parent
            hops += 1
        }
        return names
    }

    /// The candidate within swiftc's typo-correction distance of `name`, nearest first (ties by
    /// name, so the choice is stable); nil when none is close enough.
    static func nearestName(to name: String, among candidates: [String]) -> String? {
        let written = Array(name.unicodeScalars)
        guard written.count > 2 else { return nil }
        let limit = (written.count + 1) / 3
        var best: (distance: Int, name: String)?
        for candidate in Set(candidates) where candidate != name && !candidate.hasPrefix("_") {
            let scalars = Array(candidate.unicodeScalars)
            guard abs(scalars.count - written.count) <= limit, let distance = editDistance(written, scalars, limit: limit)
            else { continue }
            if best.map({ distance < $0.distance || (distance == $0.distance && candidate < $0.name) }) ?? true {
                best = (distance, candidate)
            }
        }
        return best?.name
    }

    /// Levenshtein distance between `a` and `b`, or nil once it must exceed `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            var rowMinimum = i
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return nil }
            previous = current
        }
        let distance = previous[b.count]
        return distance <= limit ? distance : nil
    }
}
