/// Parameter packs in types (SE-0393): a `repeat P` pattern expands, once a call binds the packs
/// it names, into one type for each of their elements.
extension SwiftType {
    /// Whether this is `repeat P`.
    public var isPackExpansion: Bool {
        if case .packExpansion = self { return true }
        return false
    }

    /// A bound pack's element types (a forwarded `repeat P` as its pattern `P`); any other type alone.
    var packElements: [SwiftType] {
        guard case .pack(let elements) = self else { return [self] }
        return elements.map { element in
            if case .packExpansion(let pattern) = element { return pattern }
            return element
        }
    }

    /// The type parameter packs this type names (`each T` in `[each T]`), in order of appearance.
    var mentionedPacks: [TypeParameter] {
        var found: [TypeParameter] = []
        _ = mapped { part in
            if case .generic(let parameter) = part, parameter.isPack, !found.contains(parameter) { found.append(parameter) }
            return nil
        }
        return found
    }

    /// This pattern (the `P` of `repeat P`) once for each element of the packs `substitution`
    /// binds, each element put in place of its pack; an element that is itself a forwarded
    /// `repeat Q` gives `repeat P[Q]`. Nil when no pack the pattern names is bound.
    func expandingPack(_ substitution: [TypeParameter: SwiftType]) -> [SwiftType]? {
        var bound: [(TypeParameter, [SwiftType])] = []
        for parameter in mentionedPacks {
            if case .pack(let elements)? = substitution[parameter] { bound.append((parameter, elements)) }
        }
        guard let count = bound.map(\.1.count).min() else { return nil }
        return (0..<count).map { index in
            var each = substitution
            var isForwarded = false
            for (parameter, elements) in bound {
                if case .packExpansion(let inner) = elements[index] {
                    each[parameter] = inner
                    isForwarded = true
                } else {
                    each[parameter] = elements[index]
                }
            }
            let element = substituting(each)
            return isForwarded ? .packExpansion(element) : element
        }
    }

    /// A tuple type whose `repeat P` elements are expanded by `substitution`: one element left
    /// unlabelled is that type itself, and none is `()`, as swiftc's `(repeat each T)` is.
    static func expandingTuple(_ elements: [TupleElement], _ substitution: [TypeParameter: SwiftType]) -> SwiftType {
        var result: [TupleElement] = []
        for element in elements {
            guard case .packExpansion(let pattern) = element.type, let expanded = pattern.expandingPack(substitution) else {
                result.append(TupleElement(label: element.label, element.type.substituting(substitution)))
                continue
            }
            result += expanded.map { TupleElement($0) }
        }
        if result.isEmpty { return .void }
        if result.count == 1, result[0].label == nil, !result[0].type.isPackExpansion { return result[0].type }
        return .tuple(result)
    }
}

extension FunctionParameter {
    /// Takes any number of arguments: variadic (`Int...`) or a pack (`repeat each T`).
    var takesMany: Bool { isVariadic || type.isPackExpansion }
}
