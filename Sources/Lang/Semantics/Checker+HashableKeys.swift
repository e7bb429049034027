/// A `Set`'s element and a dictionary's key must be Hashable (`Set<Element: Hashable>`): swiftc
/// says so at the type written (`let s: Set<Foo>`, `[Foo: Int]`) or at `Set` made from a value
/// (`Set([Foo()])`), in its words for each.
extension Checker {
    /// The element of a `Set` or key of a dictionary type (or an optional of one) when it is not
    /// Hashable; nil otherwise.
    func unhashableKey(_ type: SwiftType) -> SwiftType? {
        let key: SwiftType
        switch type.unwrappingOptionals {
        case .set(let element): key = element
        case .dictionary(let dictionaryKey, _): key = dictionaryKey
        default: return nil
        }
        guard !hasError(key), !containsGeneric(key), !conforms(key, toBuiltin: "Hashable") else { return nil }
        return key
    }

    /// Reports a written `Set<K>` or `[K: V]` whose `K` is not Hashable, at the type.
    func rejectUnhashableKey(_ type: SwiftType, writtenAt range: SourceRange) {
        guard let key = unhashableKey(type) else { return }
        error("type '\(key)' does not conform to protocol 'Hashable'", range.startOnly)
    }

    /// Reports a `Set` made of elements that are not Hashable (`Set([Foo()])`), at `range`.
    func rejectUnhashableSet(_ type: SwiftType, at range: SourceRange) {
        guard case .set = type, let key = unhashableKey(type) else { return }
        error("generic struct 'Set' requires that '\(key)' conform to 'Hashable'", range.startOnly)
    }
}
