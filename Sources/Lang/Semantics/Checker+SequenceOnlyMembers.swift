/// The members a generic parameter's value (or `self` in a protocol extension) has only when the
/// parameter is a collection. A value constrained to `Sequence` alone is read as the array of its
/// elements, whose `indices`, `startIndex` or subscript a sequence does not have: swiftc says
/// "value of type 'S' has no member 'indices'" (`Self` in `extension Sequence`).
extension Checker {
    /// Each collection member and the protocol that declares it.
    private static let collectionMemberProtocols: [String: String] = [
        "indices": "Collection", "startIndex": "Collection", "endIndex": "Collection", "isEmpty": "Collection",
        "index": "Collection", "distance": "Collection", "formIndex": "Collection", "firstIndex": "Collection",
        "last": "BidirectionalCollection", "lastIndex": "BidirectionalCollection",
    ]

    /// Whether `name` is a collection member that `base`, a generic parameter's value or a
    /// sequence protocol extension's `self`, lacks because its type is no such collection.
    func lacksCollectionMember(_ type: SwiftType, name: String) -> Bool {
        guard let owner = Self.collectionMemberProtocols[name], isGenericSequenceValue(type) else { return false }
        return !conforms(type, toBuiltin: owner)
    }

    /// Reports `index(before:)` or `formIndex(before:)` of a generic collection value that is no
    /// `BidirectionalCollection` as swiftc does: it finds only `Collection`'s `after:` forms.
    /// Returns whether it reported.
    func rejectsBackwardStep(_ base: Typed, name: Identifier, arguments: [Argument], range: SourceRange) -> Bool {
        guard name.name == "index" || name.name == "formIndex", arguments.count == 1, arguments[0].label?.name == "before",
              isGenericSequenceValue(base.type), conforms(base.type, toBuiltin: "Collection"),
              !conforms(base.type, toBuiltin: "BidirectionalCollection") else { return false }
        error("incorrect argument label in call (have 'before:', expected 'after:')",
              callParentheses(arguments, range: range).open ?? range)
        return true
    }

    /// `type` as swiftc names it in "has no member": `Self` for the `Self` of an extension of a
    /// builtin sequence protocol (held as `Sequence<Element>`), else the type itself.
    func spokenMemberBase(_ type: SwiftType) -> String {
        if case .nominal(let decl, _) = type, isBuiltinSequenceProtocol(decl) { return "Self" }
        return type.description
    }

    /// Whether `base` is a generic sequence value that is no `Collection`, which has no subscript
    /// (swiftc's "has no subscripts") and no `count` property.
    func lacksSubscript(_ base: Typed) -> Bool {
        isGenericSequenceValue(base.type) && conforms(base.type, toBuiltin: "Sequence") && !conforms(base.type, toBuiltin: "Collection")
    }

    /// Whether `type` is a generic parameter or the `Self` of an extension of a builtin sequence protocol.
    private func isGenericSequenceValue(_ type: SwiftType) -> Bool {
        switch type {
        case .generic: return true
        case .nominal(let decl, _): return isBuiltinSequenceProtocol(decl)
        default: return false
        }
    }
}
