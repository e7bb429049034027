/// The rules of the mutating methods of arrays, sets and dictionaries (`append`, `insert`,
/// `remove(at:)`, `sort`, `updateValue(_:forKey:)`…, declared in `StandardLibrary+Collections.swift`):
/// each changes the receiver's storage in place, dropping the old reference first so the storage
/// is not copied.
extension Checker {
    func appendRule(_ site: BuiltinSite) -> Typed? {
        guard let element = site.base.flatMap({ sequenceElement($0.type) }) else { return nil }
        let arguments = site.arguments
        rejectNonEscapingArgument(arguments[0].value, genericParameter: "Element")
        // An appended closure is kept in the array: it escapes.
        if case .closure = arguments[0].value.kind { argumentEscapes = true }
        let value = coerce(expression(arguments[0].value, expected: element), to: element, at: caret(arguments[0].value), role: .argument)
        if let basePlace = site.basePlace, site.base?.type.isArraySlice != true {
            return Typed(ArrayAppend.node(basePlace, value, isDouble: NumberNodes.isDouble(element), line: site.line), .void)
        }
        return sequenceMutation(site, .void, [value]) { receiver, values, _, _ in
            switch receiver {
            case .array(var items):
                receiver = .void
                items.append(values[0])
                receiver = .array(items)
            case .slice(var items, let start):
                receiver = .void
                items.append(values[0])
                receiver = .slice(items, startIndex: start)
            default:
                break
            }
            return .void
        }
    }

    func appendContentsRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base else { return nil }
        let arguments = site.arguments
        let value = expression(arguments[0].value, expected: base.type)
        // Only a sequence of the receiver's elements: swiftc finds no `append` taking anything else.
        if let element = sequenceElement(base.type), !hasError(value.type), !hasError(element),
           sequenceElement(value.type).map({ !converts($0, to: element) }) ?? true {
            error("no exact matches in call to instance method 'append'", site.nameRange ?? site.range)
            return Typed(base.node, .error)
        }
        return sequenceMutation(site, .void, [value.node]) { receiver, values, _, line in
            if case .array(var items) = receiver {
                let added = try Sequences.elements(of: values[0], line: line)
                try Arithmetic.checkLength(items.count + added.count, of: "array", line: line)
                receiver = .void
                items.append(contentsOf: added)
                receiver = .array(items)
            }
            return .void
        }
    }

    func insertAtRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, let element = sequenceElement(base.type) else { return nil }
        let (arguments, range) = (site.arguments, site.range)
        guard let nodes = simpleArguments(arguments, [(nil, element), ("at", .int)], range: range) else { return Typed(base.node, .error) }
        return sequenceMutation(site, .void, nodes) { receiver, values, _, line in
            guard case .array(var items) = receiver, case .int(let index) = values[1] else { return .void }
            guard index >= 0, index <= items.count else { throw RuntimeError("Array index is out of range", line: line) }
            receiver = .void
            items.insert(values[0], at: index)
            receiver = .array(items)
            return .void
        }
    }

    func removeAtRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, let element = sequenceElement(base.type) else { return nil }
        let (arguments, range) = (site.arguments, site.range)
        guard let nodes = simpleArguments(arguments, [("at", .int)], range: range) else { return Typed(base.node, .error) }
        return sequenceMutation(site, element, nodes) { receiver, values, _, line in
            guard case .array(var items) = receiver, case .int(let index) = values[0] else { return .void }
            guard index >= 0, index < items.count else { throw RuntimeError("Index out of range", line: line) }
            receiver = .void
            let removed = items.remove(at: index)
            receiver = .array(items)
            return removed
        }
    }

    func removeEndRule(_ site: BuiltinSite) -> Typed? {
        guard let element = site.base.flatMap({ sequenceElement($0.type) }) else { return nil }
        let name = site.name
        switch site.base?.type {
        case .array?, .arraySlice?, .string?, .substring?: break
        default: return nil
        }
        let isPop = name == "popLast"
        let isFirst = name == "removeFirst"
        return sequenceMutation(site, isPop ? .optional(element) : element, []) { receiver, _, _, line in
            let isEmpty: Bool
            switch receiver {
            case .array(let items), .slice(let items, _): isEmpty = items.isEmpty
            case .string(let text), .substring(let text, _): isEmpty = text.isEmpty
            default: return .void
            }
            if isEmpty {
                if isPop { return .null }
                throw RuntimeError("Can't remove \(isFirst ? "first" : "last") element from an empty collection", line: line)
            }
            // A slice or Substring keeps its base's indices: removing its first moves its start on.
            let removed: Value
            switch receiver {
            case .array(var items):
                receiver = .void
                removed = isFirst ? items.removeFirst() : items.removeLast()
                receiver = .array(items)
            case .slice(var items, let start):
                receiver = .void
                removed = isFirst ? items.removeFirst() : items.removeLast()
                receiver = .slice(items, startIndex: isFirst ? start + 1 : start)
            default:
                let start = receiver.textStart
                var isSubstring = false
                if case .substring = receiver { isSubstring = true }
                var text = receiver.stringValue ?? ""
                receiver = .void
                let character = isFirst ? text.removeFirst() : text.removeLast()
                removed = .character(character)
                // The start moves on by the removed Character's UTF-8 length.
                receiver = isSubstring ? .substring(text, from: isFirst ? start + character.utf8.count : start) : .string(text)
            }
            return isPop ? Value.wrapping(removed) : removed
        }
    }

    func removeAllRule(_ site: BuiltinSite) -> Typed? {

        return sequenceMutation(site, .void, []) { receiver, _, _, _ in
            switch receiver {
            case .array: receiver = .array([])
            case .set: receiver = .set([])
            case .dictionary: receiver = .dictionary([:])
            case .string: receiver = .string("")
            default: break
            }
            return .void
        }
    }

    func removeAllWhereRule(_ site: BuiltinSite) -> Typed? {
        guard let element = site.base.flatMap({ sequenceElement($0.type) }) else { return nil }
        let predicate = sequenceClosure(site, 0, [element], .bool)
        return sequenceMutation(site, .void, [predicate.node]) { receiver, values, interpreter, line in
            if case .string(let text) = receiver {
                var kept = ""
                for character in text where try !(Checker.callClosure(values[0], [.character(character)], interpreter, line).boolValue ?? false) {
                    kept.append(character)
                }
                receiver = .string(kept)
                return .void
            }
            guard case .array(let items) = receiver else { return .void }
            var kept: [Value] = []
            for item in items where try !(Checker.callClosure(values[0], [item], interpreter, line).boolValue ?? false) { kept.append(item) }
            receiver = .array(kept)
            return .void
        }
    }

    func swapAtRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base else { return nil }
        let (arguments, range) = (site.arguments, site.range)
        guard let nodes = simpleArguments(arguments, [(nil, .int), (nil, .int)], range: range) else { return Typed(base.node, .error) }
        return sequenceMutation(site, .void, nodes) { receiver, values, interpreter, line in
            if var own = OwnMutableCollection(receiver, interpreter, line: line) {
                try own.swapAt(values[0], values[1])
                receiver = own.value
                return .void
            }
            guard case .int(let i) = values[0], case .int(let j) = values[1] else { return .void }
            switch receiver {
            case .array(var items):
                guard i >= 0, j >= 0, i < items.count, j < items.count else { throw RuntimeError("Index out of range", line: line) }
                receiver = .void
                items.swapAt(i, j)
                receiver = .array(items)
            case .slice(var items, let start):
                // A slice's positions are its base's (a `MutableCollection` parameter's value too).
                let (first, second) = (i &- start, j &- start)
                guard first >= 0, second >= 0, first < items.count, second < items.count else {
                    throw RuntimeError("Index out of bounds", line: line)
                }
                receiver = .void
                items.swapAt(first, second)
                receiver = .slice(items, startIndex: start)
            default:
                break
            }
            return .void
        }
    }

    func sortRule(_ site: BuiltinSite) -> Typed? {
        guard let element = site.base.flatMap({ sequenceElement($0.type) }) else { return nil }
        let (arguments, range, line) = (site.arguments, site.range, site.line)
        let isArray: Bool = { if case .array? = site.base?.type { return true } else { return false } }()
        guard isArray else { return nil }
        let comparator = arguments.isEmpty ? userLessThan(element, line: line) : sequenceClosure(site, 0, [element, element], .bool)
        if comparator == nil, !conforms(element, toBuiltin: "Comparable") {
            error("referencing instance method 'sort()' on 'MutableCollection' requires that '\(element)' conform to 'Comparable'", range)
        }
        return sequenceMutation(site, .void, comparator.map { [$0.node] } ?? []) { receiver, values, interpreter, line in
            if var own = OwnMutableCollection(receiver, interpreter, line: line) {
                try own.sort(values.first, unsigned: element.isWideUnsigned)
                receiver = own.value
                return .void
            }
            guard case .array(let items) = receiver else { return .void }
            receiver = .array(try Checker.sort(items, values.first, interpreter, line, unsigned: element.isWideUnsigned))
            return .void
        }
    }

    func setInsertRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, let element = sequenceElement(base.type) else { return nil }
        let arguments = site.arguments
        guard case .set = base.type else { return nil }
        let value = coerce(expression(arguments[0].value, expected: element), to: element, at: caret(arguments[0].value), role: .argument)
        return sequenceMutation(site, .tuple([TupleElement(label: "inserted", .bool), TupleElement(label: "memberAfterInsert", element)]), [value]) {
            receiver, values, _, _ in
            guard case .set(var items) = receiver else { return .void }
            receiver = .void
            let (inserted, member) = items.modify { $0.insert(values[0]) }
            receiver = .set(items)
            return .tuple([.bool(inserted), member])
        }
    }

    func setRemoveRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, let element = sequenceElement(base.type) else { return nil }
        let arguments = site.arguments
        guard case .set = base.type else { return nil }
        let value = coerce(expression(arguments[0].value, expected: element), to: element, at: caret(arguments[0].value), role: .argument)
        return sequenceMutation(site, .optional(element), [value]) { receiver, values, _, _ in
            guard case .set(var items) = receiver else { return .null }
            receiver = .void
            let removed = items.modify { $0.remove(values[0]) }
            receiver = .set(items)
            return removed ?? .null
        }
    }

    func updateValueRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base else { return nil }
        let (arguments, range) = (site.arguments, site.range)
        guard case .dictionary(let key, let valueType) = base.type else { return nil }
        guard let nodes = simpleArguments(arguments, [(nil, valueType), ("forKey", key)], range: range) else { return Typed(base.node, .error) }
        return sequenceMutation(site, .optional(valueType), nodes) { receiver, values, _, _ in
            guard case .dictionary(var entries) = receiver else { return .null }
            receiver = .void
            let old = entries.modify { $0.updateValue(values[0], forKey: values[1]) }
            receiver = .dictionary(entries)
            return old.map(Value.wrapping) ?? .null
        }
    }

    func reverseRule(_ site: BuiltinSite) -> Typed? {

        return sequenceMutation(site, .void, []) { receiver, _, interpreter, line in
            if var own = OwnMutableCollection(receiver, interpreter, line: line) {
                try own.reverse()
                receiver = own.value
                return .void
            }
            guard case .array(var items) = receiver else { return .void }
            receiver = .void
            defer { receiver = .array(items) }
            var (low, high) = (0, items.count - 1)
            while low < high {
                try interpreter.checkInterrupt(step: low, line: line)
                items.swapAt(low, high)
                (low, high) = (low + 1, high - 1)
            }
            return .void
        }
    }

    /// `removeSubrange(_:)`, and `replaceSubrange(_:with:)` with the elements that take its place.
    func removeSubrangeRule(_ site: BuiltinSite) -> Typed? {
        let arguments = site.arguments
        let bounds = expression(arguments[0].value, expected: nil)
        var nodes = [bounds.node]
        if site.name == "replaceSubrange", arguments.count == 2, let base = site.base {
            nodes.append(coerce(expression(arguments[1].value, expected: base.type), to: base.type,
                                at: arguments[1].value.range, role: .argument))
        }
        return sequenceMutation(site, .void, nodes) { receiver, values, _, line in
            guard case .array(var items) = receiver, case .range(let low, let high, let closed) = values[0] else { return .void }
            let lower = low.intValue ?? 0
            let end = high.intValue ?? items.count
            // `0...Int.max` ends past any array without computing Int.max + 1.
            let upper = closed && end < Int.max ? end + 1 : end
            guard lower >= 0, upper <= items.count, lower <= upper else { throw RuntimeError("Array replace: subrange extends past the end", line: line) }
            let replacement: [Value]
            if values.count > 1, case .array(let added) = values[1] { replacement = added } else { replacement = [] }
            try Arithmetic.checkLength(items.count - (upper - lower) + replacement.count, of: "array", line: line)
            receiver = .void
            items.replaceSubrange(lower..<upper, with: replacement)
            receiver = .array(items)
            return .void
        }
    }

    func removeValueRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base else { return nil }
        let (arguments, range) = (site.arguments, site.range)
        guard case .dictionary(let key, let valueType) = base.type else { return nil }
        guard let nodes = simpleArguments(arguments, [("forKey", key)], range: range) else { return Typed(base.node, .error) }
        return sequenceMutation(site, .optional(valueType), nodes) { receiver, values, _, _ in
            guard case .dictionary(var entries) = receiver else { return .null }
            receiver = .void
            let removed = entries.modify { $0.removeValue(forKey: values[0]) }
            receiver = .dictionary(entries)
            return removed.map(Value.wrapping) ?? .null
        }
    }
}
