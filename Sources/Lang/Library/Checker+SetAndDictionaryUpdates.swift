/// The rules of `StandardLibrary.setAndDictionaryUpdates`: `SetAlgebra`'s mutating forms
/// (`formUnion`, `formIntersection`, `subtract`, `formSymmetricDifference`), `update(with:)`,
/// and Dictionary's `merge(_:uniquingKeysWith:)` and `merging(_:uniquingKeysWith:)` of a
/// dictionary or a sequence of pairs.
extension Checker {
    /// `s.formUnion(other)` and its kin: the set changed in place by the elements of any
    /// sequence of its element type.
    func setFormRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, case .set(let element) = base.type, site.arguments.count == 1 else { return nil }
        let name = site.name
        let argument = site.arguments[0].value
        // A literal argument is a set, as swiftc types it against `Set<Element>`.
        let other: Expression
        if case .array = argument.kind {
            other = coerce(expression(argument, expected: base.type), to: base.type, at: caret(argument), role: .argument)
        } else {
            other = sequenceArgument(argument, element: element, method: name)
        }
        return sequenceMutation(site, .void, [other]) { receiver, values, _, line in
            guard case .set(var items) = receiver else { return .void }
            let others = try Sequences.elements(of: values[0], line: line)
            receiver = .void
            items.modify { members in
                switch name {
                case "formUnion": members.formUnion(others)
                case "formIntersection": members.formIntersection(others)
                case "subtract": members.subtract(others)
                default: members.formSymmetricDifference(Set(others))
                }
            }
            receiver = .set(items)
            return .void
        }
    }

    /// `s.update(with: member)`: puts `member` in the set, returning the equal member it replaced, or nil.
    func setUpdateRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, case .set(let element) = base.type,
              let nodes = simpleArguments(site.arguments, [("with", element)], range: site.range) else { return nil }
        return sequenceMutation(site, .optional(element), nodes) { receiver, values, _, _ in
            guard case .set(var items) = receiver else { return .null }
            receiver = .void
            let old = items.modify { $0.update(with: values[0]) }
            receiver = .set(items)
            return old.map(Value.wrapping) ?? .null
        }
    }

    /// `d.merge(other, uniquingKeysWith: combine)` and `d.merging(…)`: each pair of `other` (a
    /// dictionary, or a sequence of key-value tuples) added in its order, `combine(old, new)`
    /// deciding the value of a key already there.
    func dictionaryMergeRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, case .dictionary(let key, let value) = base.type, site.arguments.count == 2 else { return nil }
        let closureArgument = site.arguments[1]
        // The closure may be written trailing, without its label.
        guard closureArgument.label?.name == "uniquingKeysWith"
                || (closureArgument.label == nil && trailingRanges.contains(closureArgument.range)) else { return nil }
        let argument = site.arguments[0].value
        let pair = SwiftType.tuple([TupleElement(key), TupleElement(value)])
        var expected = base.type
        if case .array = argument.kind { expected = .array(pair) }
        let typed = expression(argument, expected: expected)
        if typed.type != base.type, typed.type != .error {
            let element = sequenceElement(typed.type)
            let isPair: Bool
            if case .tuple(let parts)? = element, parts.count == 2, parts[0].type == key, parts[1].type == value { isPair = true } else { isPair = false }
            if !isPair {
                error("cannot convert value of type '\(typed.type)' to expected argument type '[\(key) : \(value)]'", caret(argument))
            }
        }
        let other = (flattenSequenceElements(typed, line: site.line) ?? typed).node
        let combine = sequenceClosure(site, 1, [value, value], value)
        let isMutating = site.name == "merge"
        let body: (inout Value, [Value], Interpreter, Int) throws -> Value = { receiver, values, interpreter, line in
            guard case .dictionary(var entries) = receiver else { return .void }
            let pairs: [(Value, Value)]
            if case .dictionary(let box) = values[0] {
                pairs = box.contents.map { ($0.key, $0.value) }
            } else {
                pairs = try Sequences.elements(of: values[0], line: line).compactMap {
                    guard case .tuple(let parts) = $0.unboxed, parts.count == 2 else { return nil }
                    return (parts[0], parts[1])
                }
            }
            receiver = .void
            defer { receiver = .dictionary(entries) }
            for (step, (key, new)) in pairs.enumerated() {
                try interpreter.checkInterrupt(step: step, line: line)
                if let old = entries.contents[key] {
                    let combined = try Checker.callClosure(values[1], [old, new], interpreter, line)
                    entries.modify { $0[key] = combined }
                } else {
                    entries.modify { $0[key] = new }
                }
            }
            return .void
        }
        if isMutating { return sequenceMutation(site, .void, [other, combine.node], body) }
        return sequenceCall(site, base.type, [other, combine.node]) { values, interpreter, line in
            var copy = values[0]
            _ = try body(&copy, Array(values.dropFirst()), interpreter, line)
            return copy
        }
    }
}
