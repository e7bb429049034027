/// The rules of the collections' random members (`StandardLibrary.randomMembers`).
extension Checker {
    /// `shuffled()`: the elements in the order the session generator draws.
    func shuffledRule(_ site: BuiltinSite) -> Typed? {
        guard let element = site.base.flatMap({ sequenceElement($0.type) }) else { return nil }
        return sequenceCall(site, .array(element), []) { values, interpreter, line in
            var items = try Sequences.elements(of: values[0], line: line)
            try interpreter.random.shuffle(&items) { try interpreter.checkInterrupt(step: $0, line: line) }
            return .array(items)
        }
    }

    /// `shuffle()`: the array reordered in place as `shuffled()` orders it.
    func shuffleRule(_ site: BuiltinSite) -> Typed? {
        guard case .array? = site.base?.type else { return nil }
        return sequenceMutation(site, .void, []) { receiver, _, interpreter, line in
            guard case .array(var items) = receiver else { return .void }
            receiver = .void
            defer { receiver = .array(items) }
            try interpreter.random.shuffle(&items) { try interpreter.checkInterrupt(step: $0, line: line) }
            return .void
        }
    }

    /// `randomElement()`: one element the session generator picks, or nil.
    func randomElementRule(_ site: BuiltinSite) -> Typed? {
        guard let element = site.base.flatMap({ sequenceElement($0.type) }) else { return nil }
        return sequenceCall(site, .optional(element), []) { values, interpreter, line in
            interpreter.random.element(of: try Sequences.elements(of: values[0], line: line)).map(Value.wrapping) ?? .null
        }
    }
}
