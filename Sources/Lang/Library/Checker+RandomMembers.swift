/// The rules of the collections' random members (`StandardLibrary.randomMembers`).
extension Checker {
    /// `shuffled()`: the elements in the order the session generator draws.
    func shuffledRule(_ site: BuiltinSite) -> Typed? {
        guard let element = site.base.flatMap({ sequenceElement($0.type) }) else { return nil }
        return sequenceCall(site, .array(element), []) { values, interpreter, line in
            .array(try Checker.shuffled(try Sequences.elements(of: values[0], line: line), interpreter, line))
        }
    }

    /// `shuffle()`: the array reordered in place as `shuffled()` orders it.
    func shuffleRule(_ site: BuiltinSite) -> Typed? {
        guard case .array? = site.base?.type else { return nil }
        return sequenceMutation(site, .void, []) { receiver, _, interpreter, line in
            guard case .array(let items) = receiver else { return .void }
            receiver = .array(try Checker.shuffled(items, interpreter, line))
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

    /// `items` in the order the session generator draws: its indices shuffled, then the values
    /// gathered (`Interpreter.gather`), the same order as shuffling the values themselves.
    static func shuffled(_ items: [Value], _ interpreter: Interpreter, _ line: Int) throws -> [Value] {
        var order = try interpreter.identity(count: items.count, line: line)
        try interpreter.random.shuffle(&order) { try interpreter.checkInterrupt(step: $0, line: line) }
        return try interpreter.gather(items, in: order, line: line, for: "shuffled() of \(order.count) elements")
    }
}
