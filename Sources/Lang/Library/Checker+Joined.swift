/// `joined()` and `joined(separator:)`, as Swift declares them: on a sequence of strings (a
/// string, with the separator between the parts), and on a sequence of arrays (their elements in
/// order, with the separator's elements between them: Swift's lazy `JoinedSequence`, collected).
/// On anything else swiftc finds no `joined` that fits, and so does the checker.
extension Checker {
    func joinedRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base else { return nil }
        let element = sequenceElement(base.type)
        if case .array(let inner)? = element, inner != .string {
            return joinedArrays(site, inner: inner)
        }
        if let element, Self.hasNoJoined(element) {
            error("no exact matches in call to instance method 'joined'", site.nameRange ?? site.range)
            lowerAll(site.arguments)
            return Typed(Constant(.void, line: site.line), .error)
        }
        let separator = site.arguments.first.map {
            coerce(expression($0.value, expected: .string), to: .string, at: caret($0.value), role: .argument)
        }
        return sequenceCall(site, .string, separator.map { [$0] } ?? []) { values, interpreter, line in
            let all = try Sequences.elements(of: values[0], line: line)
            let separator = values.count > 1 ? (values[1].stringValue ?? "") : ""
            var length = separator.utf8.count &* max(0, all.count - 1)
            for (index, part) in all.enumerated() {
                try interpreter.checkInterrupt(step: index, line: line)
                length = length &+ (part.stringValue ?? "").utf8.count
            }
            try Arithmetic.checkLength(length < 0 ? Int.max : length, of: "string", line: line)
            var joined = ""
            joined.reserveCapacity(length)
            for (index, part) in all.enumerated() {
                try interpreter.checkInterrupt(step: index, line: line)
                if index > 0 { joined += separator }
                joined += part.stringValue ?? ""
            }
            return .string(joined)
        }
    }

    /// `[[1, 2], [3]].joined()` is `[1, 2, 3]`; `.joined(separator: [0])` is `[1, 2, 0, 3]`.
    private func joinedArrays(_ site: BuiltinSite, inner: SwiftType) -> Typed {
        let separator = site.arguments.first.map {
            coerce(expression($0.value, expected: .array(inner)), to: .array(inner), at: caret($0.value), role: .argument)
        }
        return sequenceCall(site, .array(inner), separator.map { [$0] } ?? []) { values, interpreter, line in
            let separator = values.count > 1 ? try Sequences.elements(of: values[1], line: line) : []
            var flattened: [Value] = []
            for (index, part) in try Sequences.elements(of: values[0], line: line).enumerated() {
                try interpreter.checkInterrupt(step: index, line: line)
                if index > 0 { flattened.append(contentsOf: separator) }
                flattened.append(contentsOf: try Sequences.elements(of: part, line: line))
                try Arithmetic.checkLength(flattened.count, of: "array", line: line)
            }
            return .array(flattened)
        }
    }

    /// Whether a sequence of `element`s has no `joined` in Swift: numbers, Booleans, characters,
    /// optionals, tuples, functions, dictionaries, sets and ranges (a type of the program's, a
    /// generic parameter or an existential may be a string or a sequence, and is let through).
    private static func hasNoJoined(_ element: SwiftType) -> Bool {
        switch element {
        case .int, .double, .float, .cgFloat, .bool, .character, .fixedInt, .optional, .tuple, .function,
             .dictionary, .set, .range, .void, .never, .metatype:
            true
        default:
            false
        }
    }
}
