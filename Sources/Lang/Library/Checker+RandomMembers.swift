/// The rules of the collections' random members (`StandardLibrary.randomMembers`).
extension Checker {
    /// `shuffled()`: the elements in the order the session generator draws.
    func shuffledRule(_ site: BuiltinSite) -> Typed? {
        guard let element = site.base.flatMap({ sequenceElement($0.type) }) else { return nil }
        return sequenceCall(site, .array(element), []) { values, interpreter, line in
            .array(try Checker.shuffled(try Sequences.elements(of: values[0], line: line), interpreter, line))
        }
    }

    /// `shuffle()`: the array reordered in place as `shuffled()` orders it; a program's own
    /// `MutableCollection` by the swaps of Swift's shuffle that end in that order (its setter's).
    func shuffleRule(_ site: BuiltinSite) -> Typed? {
        guard case .array? = site.base?.type else { return nil }
        return sequenceMutation(site, .void, []) { receiver, _, interpreter, line in
            if var own = OwnMutableCollection(receiver, interpreter, line: line) {
                try own.shuffle(into: try Checker.shuffledOrder(count: own.indices().count, interpreter, line))
                receiver = own.value
                return .void
            }
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

    /// `shuffled(using: &g)`, `shuffle(using: &g)` and `randomElement(using: &g)` with a program's
    /// own generator: the library's `_shuffled` and `_randomElement` (Prelude+RandomGenerators),
    /// Swift's algorithms drawing from `g` through its `next()`, given the receiver's elements as
    /// an array (`shuffle` then stores the shuffled array in the receiver).
    func randomUsingRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, let element = sequenceElement(base.type), site.arguments.count == 1,
              site.arguments[0].label?.name == "using", case .inOut = site.arguments[0].value.kind else { return nil }
        let isInPlace = site.name == "shuffle"
        guard !isInPlace || site.basePlace != nil else {
            error(immutableBaseMessage(site.receiverType), site.nameRange ?? site.range)
            return Typed(base.node, .error)
        }
        let range = site.range
        let variable = Variable(type: .array(element), isLet: true, slot: context.allocate(), context: context)
        let savedScope = scope
        scope = Scope(parent: savedScope, function: context)
        defer { scope = savedScope }
        scope.names["$items"] = .variable(variable)
        let items = Argument(label: nil, value: synthesizedName("$items", at: range), range: range)
        let helper = synthesizedName(site.name == "randomElement" ? "_randomElement" : "_shuffled", at: range)
        let call = Expr(id: Self.synthesizedID, range: range,
                        kind: .call(CallExpr(callee: helper, arguments: [items, site.arguments[0]], trailingClosures: [])))
        let drawn = expression(call, expected: nil)
        guard drawn.type != .error else { return nil }
        let (elements, line) = (base.node, site.line)
        // A program's own `MutableCollection` in a place read without side effects: its offsets
        // are shuffled, and it is changed by the swaps that order them so (its setter's).
        let ownPlace = isInPlace && site.basePlace?.hasOperands == false ? site.basePlace : nil
        let array = Lazy(line: line) { frame, interpreter in
            if let ownPlace, let own = OwnMutableCollection(try ownPlace.get(frame, interpreter), interpreter, line: line) {
                return .array(try own.indices().indices.map(Value.int))
            }
            return .array(try Sequences.elements(of: try elements.evaluate(frame, interpreter), line: line))
        }
        var result = drawn.node
        if isInPlace, let basePlace = site.basePlace {
            // The receiver is read whole first, so storing the shuffled array overlaps no access of it.
            result = Lazy(line: line) { frame, interpreter in
                let shuffled = try drawn.node.evaluate(frame, interpreter)
                if let ownPlace, var own = OwnMutableCollection(try ownPlace.get(frame, interpreter), interpreter, line: line) {
                    try own.shuffle(into: try Sequences.elements(of: shuffled, line: line).compactMap(\.intValue))
                    try ownPlace.set(own.value, frame, interpreter)
                    return .void
                }
                try basePlace.resolved(frame, interpreter).set(shuffled, frame, interpreter)
                return .void
            }
        }
        return Typed(StatementsThen(Initialize(location(of: variable), array, line: site.line), then: result, line: site.line),
                     isInPlace ? .void : drawn.type)
    }

    /// `items` in the order the session generator draws: its indices shuffled, then the values
    /// gathered (`Interpreter.gather`), the same order as shuffling the values themselves.
    static func shuffled(_ items: [Value], _ interpreter: Interpreter, _ line: Int) throws -> [Value] {
        let order = try shuffledOrder(count: items.count, interpreter, line)
        return try interpreter.gather(items, in: order, line: line, for: "shuffled() of \(order.count) elements")
    }

    /// The offsets `0..<count` in the order the session generator draws.
    static func shuffledOrder(count: Int, _ interpreter: Interpreter, _ line: Int) throws -> [Int] {
        var order = try interpreter.identity(count: count, line: line)
        try interpreter.random.shuffle(&order) { try interpreter.checkInterrupt(step: $0, line: line) }
        return order
    }
}
