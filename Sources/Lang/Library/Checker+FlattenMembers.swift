/// Which of an array's properties a `FlattenSequence` or `JoinedSequence` lacks, as swiftc decides:
/// `JoinedSequence` is only a `Sequence` (its `count` is `count(where:)`, whose error type swiftc
/// cannot infer), and a `FlattenSequence` of a set is a `Collection` but not a
/// `BidirectionalCollection` (no `last`). The properties it has read its elements as an array's.
extension Checker {
    /// The properties of `Collection` and `BidirectionalCollection` that `Sequence` lacks.
    private static let collectionOnlyProperties: Set<String> = ["count", "isEmpty", "last", "indices", "startIndex", "endIndex"]

    /// swiftc's error for `name` on a flattening sequence that lacks it (and an error-typed
    /// result), else nil.
    func missingFlattenMember(_ base: Typed, name: Identifier) -> Typed? {
        guard case .nominal(let decl, let arguments) = base.type, FlattenSequenceValue.isFlattening(decl) else { return nil }
        if decl.name == "JoinedSequence", Self.collectionOnlyProperties.contains(name.name) {
            if name.name == "count" {
                error("generic parameter 'E' could not be inferred", name.range)
            } else {
                error("value of type '\(base.type)' has no member '\(name.name)'", name.range)
            }
            return Typed(base.node, .error)
        }
        if decl.name == "FlattenSequence", name.name == "last", case .set? = arguments.first, let set = arguments.first {
            error("referencing property 'last' on 'FlattenSequence' requires that '\(set)' conform to 'BidirectionalCollection'",
                  name.range)
            return Typed(base.node, .error)
        }
        return nil
    }
}
