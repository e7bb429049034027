/// The rules of `StandardLibrary.sequenceComparison`: `starts(with:)`, `elementsEqual(_:)`,
/// `distance(from:to:)`, `removeFirst(_:)` and `removeLast(_:)`.
extension Checker {
    /// `starts(with:)` and `elementsEqual(_:)`: the other sequence's elements must be the
    /// receiver's type, which must be Equatable.
    func elementwiseRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, let element = sequenceElement(base.type), site.arguments.count == 1 else { return nil }
        let argument = site.arguments[0].value
        let other = expression(argument, expected: base.type == .string ? .string : .array(element))
        let otherElement = sequenceElement(other.type) ?? userSequenceElement(other.type)
        guard let otherElement else {
            if other.type != .error {
                error("instance method '\(site.name)' requires that '\(other.type)' conform to 'Sequence'", caret(argument))
            }
            return Typed(base.node, .error)
        }
        let node = userSequenceElements(other, line: site.line)?.node ?? other.node
        if otherElement != element, otherElement != .error, element != .error {
            error("instance method '\(site.name)' requires the types '\(element)' and '\(otherElement)' be equivalent",
                  site.nameRange ?? site.range)
            return Typed(base.node, .error)
        }
        if !conforms(element, toBuiltin: "Equatable"), element != .error, element.nominalDecl?.kind != .enum {
            error("referencing instance method '\(site.name)' on 'Sequence' requires that '\(element)' conform to 'Equatable'",
                  site.nameRange ?? site.range)
        }
        let isPrefix = site.name == "starts"
        return sequenceCall(site, .bool, [node]) { values, interpreter, line in
            let mine = try Sequences.elements(of: values[0], line: line)
            let theirs = try Sequences.elements(of: values[1], line: line)
            if isPrefix {
                guard theirs.count <= mine.count else { return .bool(false) }
                return .bool(try Comparison.equalArrays(Array(mine.prefix(theirs.count)), theirs, interpreter, line: line))
            }
            return .bool(try Comparison.equalArrays(mine, theirs, interpreter, line: line))
        }
    }

    /// `xs.distance(from: i, to: j)`: `j - i` (an array's indices are offsets).
    func distanceRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, case .array = base.type else { return nil }
        guard let nodes = simpleArguments(site.arguments, [("from", .int), ("to", .int)], range: site.range) else {
            return Typed(base.node, .error)
        }
        return sequenceCall(site, .int, nodes) { values, _, line in
            guard case .int(let start) = values[1], case .int(let end) = values[2] else { return .int(0) }
            return .int(try IntegerArithmetic.subtract(end, start, line: line))
        }
    }

    /// `xs.removeFirst(k)` and `xs.removeLast(k)`, with swiftc's runtime errors for a count
    /// below zero or above the array's.
    func removeCountRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, case .array = base.type else { return nil }
        guard let nodes = simpleArguments(site.arguments, [(nil, .int)], range: site.range) else { return Typed(base.node, .error) }
        let isFirst = site.name == "removeFirst"
        return sequenceMutation(site, .void, nodes) { receiver, values, _, line in
            guard case .array(var items) = receiver, case .int(let count) = values[0] else { return .void }
            guard count >= 0 else { throw RuntimeError("Number of elements to remove should be non-negative", line: line) }
            guard count <= items.count else {
                throw RuntimeError("Can't remove more items from a collection than it \(isFirst ? "has" : "contains")", line: line)
            }
            receiver = .void
            if isFirst { items.removeFirst(count) } else { items.removeLast(count) }
            receiver = .array(items)
            return .void
        }
    }
}
