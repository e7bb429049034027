/// `prefix(while:)`, `drop(while:)` and `split(whereSeparator:)`: a sequence cut where a
/// predicate the program passes first fails or holds. A string gives Substrings, a `Range<Int>`
/// a Range (its own SubSequence), any other sequence ArraySlices.
extension Checker {
    func prefixWhileRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, let element = sequenceElement(base.type), site.arguments.count == 1 else { return nil }
        let isString = base.type.isText
        let isArray: Bool
        switch base.type {
        case .array, .arraySlice: isArray = true
        default: isArray = false
        }
        var isRange = false
        if case .range(.int, closed: false) = base.type, site.expected?.unwrappingOptionals != .array(.int) { isRange = true }
        let isPrefix = site.name == "prefix"
        let predicate = sequenceClosure(site, 0, [element], .bool)
        let result: SwiftType = isRange ? base.type : isString ? .substring : isArray ? .arraySlice(element) : .array(element)
        return recordingSliceCall(sequenceCall(site, result, [predicate.node]) { values, interpreter, line in
            if isRange, case .range(let lowerValue, let upperValue, _) = values[0], let lower = lowerValue.intValue,
               let upper = upperValue.intValue {
                // `(0..<10).prefix(while: { $0 < 3 })` is `0..<3`: the bound moves, no element is stored.
                var cut = lower
                while cut < upper, try Checker.callClosure(values[1], [.int(cut)], interpreter, line) == .bool(true) { cut += 1 }
                return isPrefix ? .range(.int(lower), .int(cut), closed: false) : .range(.int(cut), .int(upper), closed: false)
            }
            let all = try Sequences.elements(of: values[0], line: line)
            var cut = all.count
            for (index, item) in all.enumerated() where try Checker.callClosure(values[1], [item], interpreter, line) != .bool(true) {
                cut = index
                break
            }
            let kept = isPrefix ? Array(all[..<cut]) : Array(all[cut...])
            if isString { return Checker.joinedCharacters(kept, from: Checker.textIndex(values[0], character: isPrefix ? 0 : cut)) }
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
            // The piece's first index: an element offset, or a UTF-8 position in text.
            var start = 0
            func close() {
                guard !current.isEmpty else { return }
                pieces.append(isString ? Checker.joinedCharacters(current, from: start) : .slice(current, startIndex: start))
                current = []
            }
            let all = try Sequences.elements(of: values[0], line: line)
            var index = Checker.startOffset(of: values[0])
            start = index
            for item in all {
                // A text's next index is on by the Character's UTF-8 length.
                if case .character(let character) = item, isString { index += character.utf8.count } else { index += 1 }
                if try Checker.callClosure(values[1], [item], interpreter, line) == .bool(true) {
                    close()
                    start = index
                } else {
                    current.append(item)
                }
            }
            close()
            return .array(pieces)
        }, site.name)
    }

    /// Characters as one Substring value, the first at index (UTF-8 position) `start` of its base.
    static func joinedCharacters(_ characters: [Value], from start: Int) -> Value {
        .substring(String(characters.compactMap { if case .character(let c) = $0 { return c } else { return nil } }), from: start)
    }
}
