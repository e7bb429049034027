/// How swiftc ranks two library declarations of one name that a use cannot tell apart by its
/// arguments, as a method named as a value (CSRanking's isDeclAsSpecializedAs): a concrete
/// type's member over a protocol extension's; of two protocol extensions' members, the one whose
/// extension meets the other's requirements — a more refined protocol (BidirectionalCollection's
/// `suffix(_:)` over Collection's `suffix(from:)`) or an extra `where Element: Equatable`
/// (`contains(_:)` over `contains(where:)`) — whatever their parameter types. Two the ranking
/// does not order (Collection's `prefix(_:)`, `prefix(while:)` and `prefix(upTo:)`) are an
/// ambiguity swiftc will not choose in.
extension Builtin {
    /// The library's protocols an owner may name, each with those it refines directly.
    private static let refinements: [String: [String]] = [
        "Sequence": [], "Collection": ["Sequence"], "BidirectionalCollection": ["Collection"],
        "RandomAccessCollection": ["BidirectionalCollection"], "LazySequenceProtocol": ["Sequence"],
        "BinaryInteger": [], "BinaryFloatingPoint": [], "CustomStringConvertible": [], "Hashable": [],
    ]

    /// The declaring protocol that applies to a value of `receiver`: the most refined of
    /// `declaredIn` the receiver conforms to; nil for a concrete type's member.
    func declaringProtocol(for receiver: SwiftType) -> String? {
        guard let least = declaredIn.first, Self.refinements[least] != nil else { return nil }
        let conformances = StandardLibrary.owners(of: receiver)
        return declaredIn.last { conformances.contains($0) } ?? least
    }

    /// Whether swiftc ranks this declaration above `other` for a value of `receiver`.
    func isMoreSpecialized(than other: Builtin, for receiver: SwiftType) -> Bool {
        switch (declaringProtocol(for: receiver), other.declaringProtocol(for: receiver)) {
        case (nil, nil), (_?, nil): return false
        case (nil, _?): return true
        case let (mine?, theirs?):
            return Self.meets(mine, elementRequirement, theirs, other.elementRequirement)
                && !Self.meets(theirs, other.elementRequirement, mine, elementRequirement)
        }
    }

    /// Whether an extension of `proto` requiring `requirement` of the element meets the
    /// requirements of one of `other` requiring `otherRequirement`.
    private static func meets(_ proto: String, _ requirement: String?, _ other: String, _ otherRequirement: String?) -> Bool {
        refines(proto, other) && (otherRequirement == nil || requirement == otherRequirement
                                  || requirement == "Comparable" && otherRequirement == "Equatable")
    }

    /// Whether `proto` is `other` or refines it.
    private static func refines(_ proto: String, _ other: String) -> Bool {
        proto == other || (refinements[proto] ?? []).contains { refines($0, other) }
    }
}
