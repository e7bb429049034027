/// `prefix(while:)`, `drop(while:)` and `split(whereSeparator:)`: a sequence cut where a
/// predicate the program passes first fails or holds. A string gives strings, any other sequence
/// arrays (Swift's `Substring` and `ArraySlice` print the same).
extension Checker {
    func prefixWhileRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, let element = sequenceElement(base.type), site.arguments.count == 1 else { return nil }
        let isString = base.type == .string
        let isPrefix = site.name == "prefix"
        let predicate = sequenceClosure(site, 0, [element], .bool)
        return sequenceCall(site, isString ? .string : .array(element), [predicate.node]) { values, interpreter, line in
            let all = try Sequences.elements(of: values[0], line: line)
            var cut = all.count
            for (index, item) in all.enumerated() where try Checker.callClosure(values[1], [item], interpreter, line) != .bool(true) {
                cut = index
                break
            }
            let kept = isPrefix ? Array(all[..<cut]) : Array(all[cut...])
            return isString ? Checker.joinedCharacters(kept) : .array(kept)
        }
    }

    func splitWhereRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, let element = sequenceElement(base.type), site.arguments.count == 1 else { return nil }
        let isString = base.type == .string
        let separator = sequenceClosure(site, 0, [element], .bool)
        return sequenceCall(site, .array(isString ? .string : .array(element)), [separator.node]) { values, interpreter, line in
            var pieces: [Value] = []
            var current: [Value] = []
            func close() {
                guard !current.isEmpty else { return }
                pieces.append(isString ? Checker.joinedCharacters(current) : .array(current))
                current = []
            }
            for item in try Sequences.elements(of: values[0], line: line) {
                if try Checker.callClosure(values[1], [item], interpreter, line) == .bool(true) { close() } else { current.append(item) }
            }
            close()
            return .array(pieces)
        }
    }

    /// Characters as one string value.
    static func joinedCharacters(_ characters: [Value]) -> Value {
        .string(String(characters.compactMap { if case .character(let c) = $0 { return c } else { return nil } }))
    }
}
