/// `prefix(while:)`, `drop(while:)` and `split(whereSeparator:)`: a sequence cut where a
/// predicate the program passes first fails or holds. A string gives Substrings, any other
/// sequence ArraySlices.
extension Checker {
    func prefixWhileRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, let element = sequenceElement(base.type), site.arguments.count == 1 else { return nil }
        let isString = base.type.isText
        let isArray: Bool
        switch base.type {
        case .array, .arraySlice: isArray = true
        default: isArray = false
        }
        let isPrefix = site.name == "prefix"
        let predicate = sequenceClosure(site, 0, [element], .bool)
        let result: SwiftType = isString ? .substring : isArray ? .arraySlice(element) : .array(element)
        return recordingSliceCall(sequenceCall(site, result, [predicate.node]) { values, interpreter, line in
            let all = try Sequences.elements(of: values[0], line: line)
            var cut = all.count
            for (index, item) in all.enumerated() where try Checker.callClosure(values[1], [item], interpreter, line) != .bool(true) {
                cut = index
                break
            }
            let kept = isPrefix ? Array(all[..<cut]) : Array(all[cut...])
            if isString { return Checker.joinedCharacters(kept, from: values[0].textStart + (isPrefix ? 0 : cut)) }
            return isArray ? .slice(kept, startIndex: Checker.startOffset(of: values[0]) + (isPrefix ? 0 : cut)) : .array(kept)
        }, site.name)
    }

    func splitWhereRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, let element = sequenceElement(base.type), site.arguments.count == 1 else { return nil }
        let isString = base.type.isText
        let separator = sequenceClosure(site, 0, [element], .bool)
        return recordingSliceCall(sequenceCall(site, .array(isString ? .substring : .arraySlice(element)), [separator.node]) { values, interpreter, line in
            var pieces: [Value] = []
            var current: [Value] = []
            var start = 0
            func close(at end: Int) {
                defer { start = end + 1 }
                guard !current.isEmpty else { return }
                pieces.append(isString ? Checker.joinedCharacters(current, from: first + start) : .slice(current, startIndex: first + start))
                current = []
            }
            let all = try Sequences.elements(of: values[0], line: line)
            let first = Checker.startOffset(of: values[0])
            for (index, item) in all.enumerated() {
                if try Checker.callClosure(values[1], [item], interpreter, line) == .bool(true) { close(at: index) } else { current.append(item) }
            }
            close(at: all.count)
            return .array(pieces)
        }, site.name)
    }

    /// Characters as one Substring value, the first at index `start` of its base.
    static func joinedCharacters(_ characters: [Value], from start: Int) -> Value {
        .substring(String(characters.compactMap { if case .character(let c) = $0 { return c } else { return nil } }), from: start)
    }
}
